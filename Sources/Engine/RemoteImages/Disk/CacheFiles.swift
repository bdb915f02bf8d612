import BurinCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls of the disk cache, and the only file of the target that makes them: each
/// retries `EINTR`, never follows a symbolic link planted in the cache directory, and reports failure
/// as a plain value (the cache treats every failure as a miss or a skipped write, never as fatal).
enum CacheFiles {
    /// A regular file found in a directory.
    struct Entry {
        var name: String
        var size: Int
        /// Last modification, in nanoseconds since the epoch: the cache's "last used" across runs.
        var modified: Int64
    }

    /// What reading a file gave.
    enum ReadResult {
        case bytes([UInt8])
        /// No such file.
        case missing
        /// Unreadable, not a regular file, larger than allowed, or shorter than it said.
        case unusable
    }

    /// Creates `path` and its missing parents, private to the user (0700). True if it is a directory
    /// we can write to afterwards.
    static func makeDirectory(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return false }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        return access(path, W_OK | X_OK) == 0
    }

    /// The regular files directly in `directory` (symbolic links and everything else skipped).
    static func list(_ directory: String) -> [Entry] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            var info = stat()
            guard name != ".", name != "..", fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
                info.st_mode & S_IFMT == S_IFREG
            else { continue }
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            entries.append(Entry(name: name, size: Int(info.st_size), modified: modified))
        }
        return entries
    }

    /// Reads the whole regular file at `path` if it holds at most `maxBytes`, and with `touch` marks
    /// it used now (its modification time), so that least-recently-used survives a restart.
    static func readFile(_ path: String, maxBytes: Int, touch: Bool) -> ReadResult {
        let descriptor = retrying { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unusable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0,
            info.st_size <= off_t(maxBytes)
        else { return .unusable }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = retrying { read(descriptor, buffer.baseAddress! + done, size - done) }
                guard n > 0 else { break }
                done += n
            }
            // The bytes past a short read are zeroed, never left uninitialised; the result is dropped.
            if done < size {
                complete = false
                (buffer.baseAddress! + done).initialize(repeating: 0, count: size - done)
            }
            initialized = size
        }
        guard complete else { return .unusable }
        if touch { _ = futimens(descriptor, nil) }
        return .bytes(bytes)
    }

    /// Writes `chunks` to `temporaryPath` (created new, 0600), then renames it over `path`: a reader,
    /// or the next run after a crash, sees the old file or the whole new one, never a part. A leftover
    /// temporary file does not carry the cache's file name, so it is never read as an entry.
    static func writeAtomically(_ chunks: [[UInt8]], to path: String, temporaryPath: String) -> Bool {
        let descriptor = retrying {
            open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        }
        guard descriptor >= 0 else { return false }
        var ok = true
        for chunk in chunks where ok {
            ok = chunk.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = retrying { write(descriptor, raw.baseAddress! + done, raw.count - done) }
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
        }
        if close(descriptor) != 0 { ok = false }
        if ok, rename(temporaryPath, path) == 0 { return true }
        unlink(temporaryPath)
        return false
    }

    /// Removes the file at `path`, if any.
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// The process id, to make temporary names that two processes sharing the cache cannot both pick.
    static var processID: Int { Int(getpid()) }

    /// Nanoseconds since the epoch, by the wall clock (the clock file times use).
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// `call` made again while a signal interrupts it; its result, negative (errno set) on failure.
    private static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
        do throws(SystemError) { return try Posix.retrying("cache file call", call) } catch { return -1 }
    }
}
