public import BurinCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The files kitty reads pictures from when it runs on this machine (`t=f`): a picture then costs
/// the terminal's link a hundred bytes instead of its pixels in base64. One folder for the process,
/// in /dev/shm (memory) where there is one, named as kitty requires of a folder it may delete
/// temporary files from ("tty-graphics-protocol", for the start-up probe's `t=t`); each picture a
/// file, written on a draw worker.
///
/// Nothing is left behind: a picture's file goes when its drawing is dropped
/// (`KittyPictureFile`'s deinit), every file and the folder go when the viewer ends, a fatal signal's
/// handler removes them with prepared, async-signal-safe calls (`removeAllFromSignalHandler`), and a
/// start sweeps away the folders of processes that died without a chance to (SIGKILL).
public final class KittyPictureFiles: Sendable {
    public let directory: String

    /// Files are named by this counter: the signal handler removes 0..<counter without reading
    /// anything a worker may be writing.
    private static let counter = Atomic<Int>(0)
    /// The folder's path as C bytes, made once, for the signal handler.
    nonisolated(unsafe) private static var handlerDirectory: UnsafeMutablePointer<CChar>?
    /// Scratch for the handler's paths (the folder, a slash, up to 20 digits, a NUL).
    nonisolated(unsafe) private static var handlerPath: UnsafeMutablePointer<CChar>?
    private static let shared = Locked<KittyPictureFiles?>(nil)

    /// The process's folder, if it was made.
    public static var current: KittyPictureFiles? { shared.withLock { $0 } }

    /// The process's folder, made on first use (and the folders of dead processes swept); nil when
    /// no folder can be made.
    public static func make() -> KittyPictureFiles? {
        shared.withLock { existing in
            if let existing { return existing }
            let base =
                access("/dev/shm", W_OK) == 0 ? "/dev/shm" : (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp")
            sweepDeadProcesses(in: base)
            let directory = "\(base)/burin-\(getpid())-tty-graphics-protocol"
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { return nil }
            let files = KittyPictureFiles(directory: directory)
            handlerDirectory = strdup(directory)
            handlerPath = UnsafeMutablePointer<CChar>.allocate(capacity: directory.utf8.count + 24)
            existing = files
            return files
        }
    }

    private init(directory: String) {
        self.directory = directory
    }

    /// `bytes` in a new file of the folder; nil when it cannot be written (the picture then goes in
    /// the escape).
    public func write(_ bytes: [UInt8]) -> KittyPictureFile? {
        let number = Self.counter.wrappingAdd(1, ordering: .relaxed).oldValue
        let path = "\(directory)/\(number)"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard (try? Posix.writeAll(fd, bytes)) != nil else {
            unlink(path)
            return nil
        }
        return KittyPictureFile(path: path, bytes: bytes.count)
    }

    /// A file of one black pixel (raw RGB) for the start-up question whether the terminal reads
    /// files (`t=t`: the terminal deletes it once read).
    public func probeFile() -> String? {
        guard let file = write([0, 0, 0]) else { return nil }
        return file.keep()
    }

    /// Removes every file and the folder (the viewer ends).
    public func removeAll() {
        Self.removeEverything(in: directory)
    }

    /// What a fatal signal's handler calls: removes files 0..<counter and the folder, with unlink and
    /// rmdir on prepared memory only.
    public static let removeAllFromSignalHandler: @convention(c) () -> Void = {
        guard let directory = handlerDirectory, let path = handlerPath else { return }
        let length = strlen(directory)
        memcpy(path, directory, length)
        path[length] = 0x2F
        let count = counter.load(ordering: .relaxed)
        var n = 0
        while n < count {
            // The number's digits, written backwards, then turned around.
            var value = n
            var end = length + 1
            repeat {
                path[end] = CChar(0x30 + value % 10)
                value /= 10
                end += 1
            } while value > 0
            var i = length + 1
            var j = end - 1
            while i < j {
                let swap = path[i]
                path[i] = path[j]
                path[j] = swap
                i += 1
                j -= 1
            }
            path[end] = 0
            unlink(path)
            n += 1
        }
        rmdir(directory)
    }

    /// Every file of `directory`, and the folder itself.
    private static func removeEverything(in directory: String) {
        if let folder = opendir(directory) {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != ".", name != ".." { unlink("\(directory)/\(name)") }
            }
            closedir(folder)
        }
        rmdir(directory)
    }

    /// Removes the folders of processes that are gone (killed before they could).
    private static func sweepDeadProcesses(in base: String) {
        guard let folder = opendir(base) else { return }
        var dead: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let parts = name.split(separator: "-")
            guard parts.count == 5, parts[0] == "burin", name.hasSuffix("-tty-graphics-protocol"),
                let pid = pid_t(parts[1]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            dead.append("\(base)/\(name)")
        }
        closedir(folder)
        for directory in dead { removeEverything(in: directory) }
    }
}
