import Foundation

/// Runs the X tools (Xvfb, xwd, terminal emulators) through `/bin/sh`, on `TmuxChildProcess`'s spawn:
/// a child started from a test thread must not inherit its blocked signals (an xterm that never sees
/// SIGCHLD never notices that its program ended), and a program left running in the background (an X
/// server, a terminal) must hold no pipe of ours open.
enum X11Shell {
    /// Runs `script` and returns what it printed; fails unless it exits 0 within `timeout`.
    static func run(_ script: String, environment: [String: String], timeout: Duration = .seconds(30)) throws
        -> TmuxChildProcess.Outcome
    {
        let outcome = try TmuxChildProcess.run("/bin/sh", ["-c", script], environment: environment, timeout: timeout)
        guard outcome.status == 0, !outcome.timedOut else {
            throw X11Error(
                "`\(script)` failed (status \(outcome.status)\(outcome.timedOut ? ", timed out" : "")): "
                    + outcome.standardError.suffix(2_000))
        }
        return outcome
    }

    /// Starts `command` (already quoted) in the background with its output in `log`, and returns its
    /// process id. The process is not our child: it is reaped by init once it ends.
    static func startInBackground(_ command: String, log: String, environment: [String: String]) throws -> pid_t {
        let outcome = try run("\(command) </dev/null >\(quoted(log)) 2>&1 & echo $!", environment: environment)
        guard let pid = pid_t(outcome.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw X11Error("no process id from `\(command)`: \(outcome.text)")
        }
        return pid
    }

    /// Starts `command` (already quoted, its output redirected) in the background as a server, beside
    /// a watchdog that polls this process and the server once a second and ends the server when this
    /// process is gone (a test that crashes never reaches its `stop()`); returns the server's pid.
    static func startServer(_ command: String, environment: [String: String]) throws -> pid_t {
        let script = """
            \(command) &
            server=$!
            (while kill -0 \(getpid()) 2>/dev/null && kill -0 $server 2>/dev/null; do sleep 1; done
             kill $server 2>/dev/null) </dev/null >/dev/null 2>&1 &
            echo $server
            """
        let started = try run(script, environment: environment)
        guard let pid = pid_t(started.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw X11Error("no process id from `\(command)`")
        }
        return pid
    }

    /// Whether process `pid` is still running. A process that ended but is not yet reaped (a zombie:
    /// these are not our children, and init may take a while) has ended.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        // /proc/PID/stat reads "PID (name) S ...": the state follows the last ')'.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }

    /// Ends `pid`: SIGTERM, then SIGKILL if it is still there after `grace`. Waits until it is gone.
    static func stop(_ pid: pid_t, grace: Duration = .seconds(2)) {
        guard pid > 0, kill(pid, SIGTERM) == 0 else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        while isRunning(pid), clock.now < deadline { usleep(10_000) }
        if isRunning(pid) { kill(pid, SIGKILL) }
        let hardDeadline = clock.now + .seconds(2)
        while isRunning(pid), clock.now < hardDeadline { usleep(10_000) }
    }

    /// Single-quotes a word for /bin/sh.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
