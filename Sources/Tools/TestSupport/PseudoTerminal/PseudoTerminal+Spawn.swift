#if canImport(Glibc)
    import Glibc
#endif

extension PseudoTerminal {
    /// Starts `executable` in a new session whose controlling terminal is `terminalPath`.
    ///
    /// `posix_spawn` sets the new session up before its file actions run, and the first terminal a
    /// session leader opens without O_NOCTTY becomes its controlling terminal: so opening the terminal
    /// side onto descriptor 0 makes it the child's terminal (Ctrl-C, SIGWINCH and /dev/tty all work),
    /// and the kernel makes the child's group the terminal's foreground group.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], terminalPath: String
    ) throws(PseudoTerminalError) -> pid_t {
        let spawned = ChildSpawn.spawn(
            executable, arguments, environment: environment,
            descriptors: [
                .open(0, path: terminalPath, flags: O_RDWR), .duplicate(0, to: 1), .duplicate(0, to: 2),
            ],
            newSession: true, searchPath: true)
        switch spawned {
        case .success(let pid): return pid
        case .failure(let error): throw .cannotRun(executable: executable, code: error.code)
        }
    }
}
