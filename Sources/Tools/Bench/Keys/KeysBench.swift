public import BurinCore
import BurinTestSupport
import Foundation

/// `burin bench --scenario keys`: how long a key takes to reach the screen, measured as a terminal
/// sees it. The real `burin` runs in a pseudo-terminal (`PseudoTerminal`) on the demo feed; each key is
/// written to it and timed from just before the write to the arrival of the last byte of its answer.
/// `less` on the same file, in the same harness, is the anchor.
///
/// An answer ends when nothing more arrives for `quietGap` (longer than the viewer's frame interval,
/// so a second frame the key caused is part of its answer); the gap is not counted. Keys are pressed
/// one at a time, `pressInterval` apart at the least and never before the last answer's quiet gap, so
/// each answer is whole and its own, and each press is a tap: the viewer takes keys closer together
/// than 80 ms for a held key and scrolls them faster (`KeyRepeat`), which less never does.
public struct KeysBench {
    /// A program to time.
    public struct Program: Sendable {
        public var name: String
        public var executable: String
        public var arguments: [String]
        /// Added to the clean environment (`PseudoTerminal.environment`).
        public var environment: [String: String] = [:]
        public var quitKey = "q"

        public init(name: String, executable: String, arguments: [String], environment: [String: String] = [:]) {
            self.name = name
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// Keys pressed in turn, round and round.
    public struct Sequence: Sendable {
        public var name: String
        public var keys: [String]

        public init(name: String, keys: [String]) {
            self.name = name
            self.keys = keys
        }

        /// `j` alone: a line down each time, a newly exposed row's line at the bottom each time.
        public static let lines = Sequence(name: "j", keys: ["j"])
        /// Lines and pages both ways, a page and a line further on each round: rows that were drawn
        /// ahead and rows that come back.
        public static let mix = Sequence(name: "mix", keys: ["j", " ", "k", " ", "b", "j"])
    }

    /// An answer whose bytes spread over more than this came in more than one write burst.
    public static let splitAnswer = Duration.milliseconds(5)

    public var programs: [Program]
    public var sequences: [Sequence] = [.lines, .mix]
    public var size: CellSize
    public var presses = 200
    public var quietGap = Duration.milliseconds(50)
    /// From one press to the next at the least: taps, ten a second.
    public var pressInterval = Duration.milliseconds(100)
    /// A first screen is settled once the program has been quiet this long.
    public var settleGap = Duration.milliseconds(300)
    public var term = "xterm-256color"
    public var progress: (String) -> Void = { _ in }

    public init(programs: [Program], size: CellSize) {
        self.programs = programs
        self.size = size
    }

    /// The viewer at `executable` on `feed` and, where installed, `less` on the same file: the programs
    /// of the scenario. `--pixels off` and `--theme dark`: no picture or theme to negotiate, the
    /// screen the same on every terminal.
    public static func standardPrograms(viewer executable: String, feed: String) -> [Program] {
        var programs = [
            Program(
                name: "burin", executable: executable, arguments: [feed, "--pixels", "off", "--theme", "dark"])
        ]
        if let less = TmuxChildProcess.which("less") {
            // No history file written; LESS and LESSOPEN are not in the clean environment.
            programs.append(
                Program(name: "less", executable: less, arguments: [feed], environment: ["LESSHISTFILE": "-"]))
        }
        return programs
    }

    public func run() throws -> KeysReport {
        var report = KeysReport(size: size, term: term, quietGapMs: quietGap.milliseconds, presses: presses)
        for program in programs {
            let (results, questions) = try measure(program)
            report.results += results
            report.questions[program.name] = questions
        }
        return report
    }

    /// Every sequence on one run of `program`; and how many questions it asked its terminal.
    private func measure(_ program: Program) throws -> ([KeyLatencyResult], Int) {
        let terminal = try PseudoTerminal(
            executable: program.executable, arguments: program.arguments,
            environment: PseudoTerminal.environment(term: term, adding: program.environment), size: size)
        var questions = StartupQuestionAnswerer()
        progress("keys: \(program.name): waiting for a settled first screen")
        let first = try readAnswering(
            terminal, gap: settleGap, notBefore: .now, limit: .seconds(30), questions: &questions)
        guard first.byteCount > 0, first.ending == .quiet else {
            throw KeysBenchError(
                description:
                    "\(program.name) showed no settled first screen (\(first.byteCount) bytes, \(first.ending))")
        }
        var results: [KeyLatencyResult] = []
        for sequence in sequences {
            var result = KeyLatencyResult(program: program.name, keys: sequence.name)
            for n in 0..<presses {
                let key = sequence.keys[n % sequence.keys.count]
                let written = try terminal.write(key)
                let answer = try readAnswering(
                    terminal, gap: quietGap, notBefore: written + pressInterval, limit: .seconds(10),
                    questions: &questions)
                result.presses += 1
                guard answer.ending == .quiet, let firstByte = answer.firstArrival, let last = answer.lastArrival
                else {
                    if answer.ending != .quiet {
                        throw KeysBenchError(description: "\(program.name) stopped answering (\(answer.ending))")
                    }
                    continue
                }
                result.latencies.append((last - written).milliseconds)
                result.bytes += answer.byteCount
                result.reads += answer.chunks.count
                if last - firstByte > Self.splitAnswer { result.splitAnswers += 1 }
                if n % 20 == 19 { progress("keys: \(program.name) \(sequence.name): \(n + 1)/\(presses)") }
            }
            results.append(result)
        }
        try terminal.write(program.quitKey)
        let ending = terminal.waitForExit(timeout: .seconds(10)) { _ in }
        guard ending == .exited(code: 0) else {
            throw KeysBenchError(
                description: "\(program.name) did not quit cleanly: \(ending.map { "\($0)" } ?? "still running")")
        }
        return (results, questions.answered)
    }

    /// `readUntilQuiet`, answering the terminal questions the output asks on the way, and not done
    /// before `notBefore`: output until then is part of the answer too.
    private func readAnswering(
        _ terminal: PseudoTerminal, gap: Duration, notBefore: ContinuousClock.Instant, limit: Duration,
        questions: inout StartupQuestionAnswerer
    ) throws -> PseudoTerminalTranscript {
        let deadline = ContinuousClock.now + limit
        var transcript = PseudoTerminalTranscript(ending: .quiet)
        while true {
            let now = ContinuousClock.now
            let left = deadline - now
            guard left > .zero else {
                transcript.ending = .timedOut
                return transcript
            }
            let wait = min(max(gap, notBefore - now), left)
            switch try terminal.read(timeout: wait) {
            case .output(let chunk):
                transcript.chunks.append(chunk)
                let answer = questions.answers(after: chunk.bytes)
                if !answer.isEmpty { try terminal.write(answer) }
            case .closed:
                transcript.ending = .closed
                return transcript
            case .timedOut:
                if left > wait { return transcript }
            }
        }
    }
}

/// The keys scenario could not measure: a program that did not start, answer or quit.
public struct KeysBenchError: Error, CustomStringConvertible {
    public var description: String
}
