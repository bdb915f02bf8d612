import BurinCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Restores the terminal if the process exits (`exit`, a fatal error path that runs atexit handlers)
/// while a screen is active.
enum ExitBackstop {
    private static let active = Atomic<Bool>(false)
    private static let registered = Locked(false)

    static func activate() {
        registered.withLock { done in
            guard !done else { return }
            done = true
            atexit {
                guard ExitBackstop.active.load(ordering: .acquiring) else { return }
                // ncurses' own endwin would only write into its output file: the prepared bytes go
                // to the terminal, as after a crash.
                CrashRestorer.restoreNow()
            }
        }
        active.store(true, ordering: .releasing)
    }

    static func deactivate() { active.store(false, ordering: .releasing) }
}
