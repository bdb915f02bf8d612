public import BurinCore
import BurinTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A program in a pseudo-terminal with a scripted terminal on the other side: its output is read
/// into a `VirtualTerminal` (what the screen shows), and the questions it asks are answered the way
/// `persona` would, `delay` after they were asked, whole or a byte at a time (a slow or a congested
/// link), or never (`persona` nil). Keys are typed with `type`. With `drainBytesPerSecond` the
/// output is read no faster than that, as over a thin link: the rest waits in the kernel, and the
/// program's writes find the terminal full.
///
/// - Note: One thread at a time.
public final class ScriptedTerminal {
    /// How an answer travels back.
    public enum Delivery: Sendable, Equatable {
        /// In one write.
        case whole
        /// One byte every `gap`: every read the program makes holds a piece of a reply.
        case bytes(every: Duration)
    }

    public let pty: PseudoTerminal
    public private(set) var screen: VirtualTerminal
    public let persona: TerminalPersona?
    public let delay: Duration
    public let delivery: Delivery
    /// Every question the program asked, in order.
    public private(set) var questionsAsked: [TerminalQuestion] = []
    /// Answer bytes not written yet, each with when it is due, in the order they are due.
    private var scheduled: [(due: ContinuousClock.Instant, bytes: [UInt8])] = []
    public let drainBytesPerSecond: Int?
    /// The bytes the link may carry now (a token bucket, at most a 20th of a second's worth).
    private var allowance = 0.0
    private var lastRefill = ContinuousClock.now
    /// When the last byte of output arrived.
    public private(set) var lastOutput: ContinuousClock.Instant?
    /// When the screen's text last changed (pictures aside).
    public private(set) var lastTextChange: ContinuousClock.Instant?
    /// Output bytes read so far.
    public private(set) var bytesRead = 0
    /// Whether the output read from now on is kept in `output` (to take apart what went when).
    public var keepsOutput = false
    /// The output read while `keepsOutput` was on.
    public private(set) var output: [UInt8] = []

    public init(
        executable: String, arguments: [String], environment: [String: String], size: CellSize,
        persona: TerminalPersona?, delay: Duration = .zero, delivery: Delivery = .whole,
        drainBytesPerSecond: Int? = nil
    ) throws(PseudoTerminalError) {
        pty = try PseudoTerminal(executable: executable, arguments: arguments, environment: environment, size: size)
        let played = persona ?? .plain
        screen = VirtualTerminal(
            size: size, cellPixels: played.cellSize ?? PixelSize(width: 10, height: 20),
            sixelScrollMoves: played.sixelScrollMoves, ambiguousWide: played.ambiguousWide)
        self.persona = persona
        self.delay = delay
        self.delivery = delivery
        self.drainBytesPerSecond = drainBytesPerSecond
    }

    /// Whether answers are still to be written.
    public var isAnswering: Bool { !scheduled.isEmpty }

    /// Reads, shows and answers until `condition` holds for the screen (checked after every read)
    /// or `timeout` has passed; whether it held.
    @discardableResult
    public func run(timeout: Duration, until condition: (VirtualTerminal) -> Bool = { _ in false })
        throws(PseudoTerminalError) -> Bool
    {
        let deadline = ContinuousClock.now + timeout
        while true {
            try writeDueAnswers()
            if condition(screen) { return true }
            let now = ContinuousClock.now
            guard now < deadline else { return false }
            var wait = deadline - now
            if let next = scheduled.first?.due { wait = min(wait, max(.zero, next - now)) }
            let budget = refill(now: now)
            guard budget > 0 else {
                // The link is busy: nothing is read until it has carried what it took.
                usleep(UInt32(min(wait, .milliseconds(2)).components.attoseconds / 1_000_000_000_000))
                continue
            }
            switch try pty.read(maxBytes: budget, timeout: wait) {
            case .output(let chunk):
                allowance -= Double(chunk.bytes.count)
                bytesRead += chunk.bytes.count
                if keepsOutput { output += chunk.bytes }
                lastOutput = chunk.arrival
                let before = screen.cells
                screen.feed(chunk.bytes)
                if screen.cells != before { lastTextChange = chunk.arrival }
                schedule(screen.takeQuestions())
            case .closed:
                return condition(screen)
            case .timedOut:
                continue
            }
        }
    }

    /// Types `text` (keys, as a terminal sends them).
    public func type(_ text: String) throws(PseudoTerminalError) {
        try pty.write(text)
    }

    /// Waits at most `timeout` for the program to end, reading (and showing) what it writes meanwhile.
    public func waitForExit(timeout: Duration) -> ChildTermination? {
        pty.waitForExit(timeout: timeout) { [self] chunk in screen.feed(chunk.bytes) }
    }

    /// What the link may carry now: everything without a rate.
    private func refill(now: ContinuousClock.Instant) -> Int {
        guard let rate = drainBytesPerSecond else { return 65_536 }
        let seconds =
            Double((now - lastRefill).components.attoseconds) / 1e18 + Double((now - lastRefill).components.seconds)
        lastRefill = now
        allowance = min(Double(rate) / 20, allowance + seconds * Double(rate))
        return Int(allowance)
    }

    private func schedule(_ questions: [TerminalQuestion]) {
        guard !questions.isEmpty else { return }
        questionsAsked += questions
        guard let persona else { return }
        let answer = questions.flatMap {
            persona.answer($0, columns: screen.size.width, rows: screen.size.height)
        }
        guard !answer.isEmpty else { return }
        let due = ContinuousClock.now + delay
        switch delivery {
        case .whole:
            scheduled.append((due, answer))
        case .bytes(let gap):
            let start = max(due, scheduled.last?.due ?? due)
            for (i, byte) in answer.enumerated() { scheduled.append((start + gap * i, [byte])) }
        }
    }

    private func writeDueAnswers() throws(PseudoTerminalError) {
        let now = ContinuousClock.now
        while let first = scheduled.first, first.due <= now {
            scheduled.removeFirst()
            try pty.write(first.bytes)
        }
    }
}
