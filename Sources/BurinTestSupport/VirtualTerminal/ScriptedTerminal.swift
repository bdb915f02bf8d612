public import BurinCore
public import BurinTerminal

/// A program in a pseudo-terminal with a scripted terminal on the other side: its output is read
/// into a `VirtualTerminal` (what the screen shows), and the questions it asks are answered the way
/// `persona` would, `delay` after they were asked, whole or a byte at a time (a slow or a congested
/// link), or never (`persona` nil). Keys are typed with `type`.
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

    public init(
        executable: String, arguments: [String], environment: [String: String], size: CellSize,
        persona: TerminalPersona?, delay: Duration = .zero, delivery: Delivery = .whole
    ) throws(PseudoTerminalError) {
        pty = try PseudoTerminal(executable: executable, arguments: arguments, environment: environment, size: size)
        screen = VirtualTerminal(size: size)
        self.persona = persona
        self.delay = delay
        self.delivery = delivery
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
            switch try pty.read(timeout: wait) {
            case .output(let chunk):
                screen.feed(chunk.bytes)
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
