public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to completion with a deadline and collects what it printed. It lives beside the tmux
/// driver, its main user; end-to-end tests also run `burin snapshot` through it.
///
/// Not Foundation's `Process`: a child started from a test runner's thread inherits that thread's signal
/// mask, in which SIGCHLD, SIGTERM, SIGINT and SIGWINCH are blocked. A tmux server started that way never
/// reaps its panes, ignores `kill-server`, and passes the mask on to the program under test, which then
/// cannot see a resize or Ctrl-C. `ChildSpawn` starts every child with an empty mask and default
/// signal actions, as a shell would.
public enum TmuxChildProcess {
    /// What a finished (or stopped) program left behind.
    public struct Outcome: Sendable {
        public var status: Int32
        public var standardOutput: Data
        public var standardError: String
        /// True when the deadline passed and the program was killed.
        public var timedOut: Bool
        /// The largest resident set the program reached (its `VmHWM`), in kilobytes, as last seen
        /// while it ran. (`wait4`'s `ru_maxrss` would not do: the spawned child shares this process's
        /// memory until it executes, and the kernel counts that high-water mark too.)
        public var peakResidentKilobytes: Int = 0
        /// How long the program ran.
        public var elapsed: Duration = .zero

        public var text: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    /// Why a program could not be run at all.
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where the child's standard input comes from.
    public enum Input: Sendable {
        case devNull
        /// A file (or a FIFO, opened by the child) at this path.
        case file(String)
        /// An open descriptor of this process (a pipe's read end), duplicated onto the child's 0.
        case descriptor(Int32)
        /// No descriptor 0 at all, as `<&-` in a shell.
        case closed
    }

    /// Runs `executable` with `arguments`. Output goes to temporary files rather than pipes, so a
    /// program that prints more than a pipe holds cannot block while nobody reads, and a daemon it leaves
    /// behind (a tmux server) cannot hold a pipe open.
    ///
    /// - Parameter environment: the whole environment of the child; nil inherits this process's.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        input: Input = .devNull, timeout: Duration = .seconds(30)
    ) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        let outPath = directory.appendingPathComponent("burin-child-\(token).out").path
        let errPath = directory.appendingPathComponent("burin-child-\(token).err").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        let started = ContinuousClock.now
        let pid = try spawn(
            executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            input: input, standardOutput: outPath, standardError: errPath)

        let deadline = ContinuousClock.now + timeout
        var timedOut = false
        var status: Int32 = 0
        var peak = 0
        while true {
            peak = max(peak, highWaterResidentKilobytes(of: pid))
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw LaunchError(description: "waitpid failed: errno \(errno)") }
            if !timedOut, ContinuousClock.now >= deadline {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        return Outcome(
            status: exitStatus(status),
            standardOutput: FileManager.default.contents(atPath: outPath) ?? Data(),
            standardError: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
            timedOut: timedOut, peakResidentKilobytes: peak, elapsed: ContinuousClock.now - started)
    }

    /// The full path of `name` found on PATH, or nil.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `VmHWM` of a running process, 0 once it has gone.
    private static func highWaterResidentKilobytes(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }

    /// The exit status as a shell reports it: the code, or 128 + the signal that ended the program.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Input,
        standardOutput: String, standardError: String
    ) throws -> pid_t {
        let standardInput: ChildSpawn.Descriptor =
            switch input {
            case .devNull: .open(0, path: "/dev/null", flags: O_RDONLY)
            case .file(let path): .open(0, path: path, flags: O_RDONLY)
            case .descriptor(let fd): .duplicate(fd, to: 0)
            case .closed: .close(0)
            }
        let created = O_WRONLY | O_CREAT | O_TRUNC
        let spawned = ChildSpawn.spawn(
            executable, arguments, environment: environment,
            descriptors: [
                standardInput, .open(1, path: standardOutput, flags: created, mode: 0o600),
                .open(2, path: standardError, flags: created, mode: 0o600),
            ])
        switch spawned {
        case .success(let pid): return pid
        case .failure(let error): throw LaunchError(description: "cannot run \(executable): errno \(error.code)")
        }
    }
}
