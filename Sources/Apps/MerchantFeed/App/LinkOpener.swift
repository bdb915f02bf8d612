import Dispatch
import Glibc

/// Opens a web address in the user's browser with a program (`xdg-open`), started apart from the
/// viewer: in its own process group (a signal meant for the viewer's never reaches it), its output to
/// /dev/null (so it cannot write over the screen), the address as its one argument (no shell reads
/// it), and reaped off the main loop (a browser's launcher may take its time to end).
public struct LinkOpener: Sendable {
    /// What the status bar calls it ("xdg-open").
    public let name: String
    /// Starts opening the address; false when the program could not be started.
    public let open: @Sendable (String) -> Bool

    public init(name: String, open: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.open = open
    }

    /// `xdg-open` from `path` (default: `PATH`), when there is one.
    public static func xdgOpen(path: String? = nil) -> LinkOpener? {
        let folders = path ?? getenv("PATH").map { String(cString: $0) } ?? ""
        for folder in folders.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/xdg-open"
            if access(candidate, X_OK) == 0 { return program(candidate, name: "xdg-open") }
        }
        return nil
    }

    /// An opener running `executable ADDRESS`.
    public static func program(_ executable: String, name: String) -> LinkOpener {
        LinkOpener(name: name) { address in spawn(executable, address) }
    }

    private static func spawn(_ executable: String, _ address: String) -> Bool {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup(address), nil]
        defer { for argument in arguments { free(argument) } }
        guard posix_spawn(&pid, executable, &actions, &attributes, arguments, environ) == 0 else { return false }
        let child = pid
        DispatchQueue.global(qos: .utility).async { _ = waitpid(child, nil, 0) }
        return true
    }
}
