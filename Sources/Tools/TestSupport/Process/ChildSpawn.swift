import CPseudoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `posix_spawn` as the test support starts every child: an empty signal mask and every signal at
/// its default action, as a shell would (a child of a test runner's thread would otherwise inherit
/// SIGCHLD, SIGTERM, SIGINT and SIGWINCH blocked), its standard descriptors set up by `descriptors`,
/// in a session of its own where asked.
enum ChildSpawn {
    /// What one of the child's descriptors is, in order.
    enum Descriptor {
        case open(Int32, path: String, flags: Int32, mode: mode_t = 0)
        case duplicate(Int32, to: Int32)
        case close(Int32)
    }

    /// The child's pid, or `posix_spawn`'s error code. With `searchPath`, a bare name is looked up
    /// on this process's PATH (`posix_spawnp`).
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], descriptors: [Descriptor],
        newSession: Bool = false, searchPath: Bool = false
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor in descriptors {
            switch descriptor {
            case .open(let fd, let path, let flags, let mode):
                posix_spawn_file_actions_addopen(&actions, fd, path, flags, mode)
            case .duplicate(let fd, let target): posix_spawn_file_actions_adddup2(&actions, fd, target)
            case .close(let fd): posix_spawn_file_actions_addclose(&actions, fd)
            }
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | (newSession ? burin_posix_spawn_setsid : 0))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result =
            searchPath
            ? posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
    }

    /// `posix_spawn` refused: its error code.
    struct SpawnError: Error {
        var code: Int32
    }
}
