public import BurinCore
import BurinTestSupport
import Foundation

/// `burin bench --scenario start`: how soon a program shows its first screen, measured as a terminal
/// sees it. Each program is started `runs` times in a pseudo-terminal that answers its questions at
/// once (a terminal on this machine: a black background, DA1 without graphics), and its output is
/// read into a `VirtualTerminal`. Timed from just before the spawn:
/// - the first byte of output (for the viewer: the terminal set-up and its questions);
/// - the complete first screen: the last change of the screen's cells (text or background) before
///   the output stays quiet for `quiet`. A row still drawing shows a skeleton (blank cells on the
///   skeleton's background) that its drawing replaces, so the screen stops changing only once every
///   card on it is drawn. The quiet gap itself is not counted.
/// `less` on the same file, in the same harness, is the anchor.
public struct StartBench {
    public var programs: [KeysBench.Program]
    public var size: CellSize
    public var runs = 10
    public var quiet = Duration.milliseconds(500)
    public var term = "xterm-256color"
    public var progress: (String) -> Void = { _ in }

    public init(programs: [KeysBench.Program], size: CellSize) {
        self.programs = programs
        self.size = size
    }

    /// The viewer at `executable` on `feed` as a user starts it (no option: pictures and theme as
    /// the terminal's answers decide) and, where installed, `less` on the same file.
    /// Each gets `_` (its own path) as bash and zsh give every command.
    public static func standardPrograms(viewer executable: String, feed: String) -> [KeysBench.Program] {
        var programs = [
            KeysBench.Program(
                name: "burin", executable: executable, arguments: [feed], environment: ["_": executable])
        ]
        if let less = TmuxChildProcess.which("less") {
            programs.append(
                KeysBench.Program(
                    name: "less", executable: less, arguments: [feed], environment: ["LESSHISTFILE": "-", "_": less]))
        }
        return programs
    }

    /// One start: milliseconds from the spawn.
    public struct Timing: Sendable {
        public var firstByte: Double
        public var complete: Double
        public var bytes: Int
    }

    public func run() throws -> StartReport {
        var report = StartReport(size: size, term: term, quietMs: quiet.milliseconds, runs: runs)
        for program in programs {
            var timings: [Timing] = []
            for n in 0..<runs {
                progress("start: \(program.name) \(n + 1)/\(runs)")
                timings.append(try measure(program))
            }
            report.timings[program.name] = timings
        }
        return report
    }

    private func measure(_ program: KeysBench.Program) throws -> Timing {
        let persona = TerminalPersona(background: RGBA(0, 0, 0))
        var screen = VirtualTerminal(size: size)
        let spawned = ContinuousClock.now
        let terminal = try PseudoTerminal(
            executable: program.executable, arguments: program.arguments,
            environment: PseudoTerminal.environment(term: term, adding: program.environment), size: size)
        defer { terminal.terminate() }
        var first: ContinuousClock.Instant?
        var changed: ContinuousClock.Instant?
        var bytes = 0
        let deadline = spawned + .seconds(30)
        reading: while ContinuousClock.now < deadline {
            switch try terminal.read(timeout: quiet) {
            case .output(let chunk):
                if first == nil { first = chunk.arrival }
                bytes += chunk.bytes.count
                let (cells, backgrounds) = (screen.cells, screen.backgrounds)
                screen.feed(chunk.bytes)
                if screen.cells != cells || screen.backgrounds != backgrounds { changed = chunk.arrival }
                let answer = screen.takeQuestions().flatMap {
                    persona.answer($0, columns: size.width, rows: size.height)
                }
                if !answer.isEmpty { try terminal.write(answer) }
            case .closed:
                throw KeysBenchError(description: "\(program.name) ended before its first screen")
            case .timedOut:
                if first != nil { break reading }
            }
        }
        guard let first, let changed, !screen.line(size.height - 1).isEmpty || !screen.line(0).isEmpty else {
            throw KeysBenchError(description: "\(program.name) showed no first screen within 30 s")
        }
        try terminal.write(program.quitKey)
        guard terminal.waitForExit(timeout: .seconds(10), output: { _ in }) == .exited(code: 0) else {
            throw KeysBenchError(description: "\(program.name) did not quit cleanly")
        }
        return Timing(
            firstByte: (first - spawned).milliseconds, complete: (changed - spawned).milliseconds, bytes: bytes)
    }
}
