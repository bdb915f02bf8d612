import BurinCore
import CPseudoTerminal

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
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | burin_posix_spawn_setsid)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        // posix_spawnp looks a bare name up on this process's PATH.
        let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw .cannotRun(executable: executable, code: result) }
        return pid
    }
}
