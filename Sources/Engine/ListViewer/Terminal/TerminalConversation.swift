public import BurinCore
public import BurinPictures
public import BurinTerminal

/// The start-up questions and what came of them: fed the terminal's replies as the input decoder
/// finds them (in any frame, however late), it says what the viewer learned. Pure, so every delay
/// is tested without a terminal.
public struct TerminalConversation: Sendable {
    /// Something the terminal's answers settled.
    public enum Finding: Sendable, Equatable {
        /// Its background colour (once).
        case background(RGBA)
        /// How pictures are shown, decided (or decided again: a late kitty answer turns them on).
        case graphics(GraphicsSetup)
        /// How wide the terminal draws ambiguous characters (once, from the probe's answer).
        case ambiguousWidth(AmbiguousWidth)
    }

    public let questions: StartupQuestions
    /// When the questions were sent.
    public let askedAt: Duration
    public private(set) var answers = TerminalAnswers()
    /// The graphics as last decided; nil until the answers are in or patience ran out.
    public private(set) var graphics: GraphicsSetup?
    private var reportedBackground = false
    private var reportedAmbiguousWidth = false
    /// How many times the kitty query went again (`repeatedQuestion`).
    public private(set) var repeatsSent = 0

    /// Through tmux, when the kitty query goes again while no kitty answer has come, counted from the
    /// first asking. tmux 3.3 writes nothing, passthrough included, to a client whose window waits
    /// for a redraw (`tty_client_ready`), as a client's does just after it attaches: a viewer started
    /// with the session, on a loaded machine, asks before tmux has drawn once and the question is
    /// lost. (A direct terminal needs no repeat: its DA1 answer says the rest is not coming.)
    public static let tmuxRepeats: [Duration] = [.milliseconds(500), .milliseconds(1_500), .seconds(3)]

    public init(questions: StartupQuestions, askedAt: Duration) {
        self.questions = questions
        self.askedAt = askedAt
    }

    /// Whether every answer that can come has come.
    public var isAnswered: Bool {
        let backgroundDone = !questions.background || answers.background != nil || answers.primaryAttributes != nil
        let graphicsDone = questions.graphics.map { $0.query.isAnswered(answers) } ?? true
        let widthDone = !questions.ambiguousWidth || reportedAmbiguousWidth || answers.primaryAttributes != nil
        return backgroundDone && graphicsDone && widthDone
    }

    /// Whether answers are still awaited at `now` (not all in, and patience left).
    public func isWaiting(at now: Duration) -> Bool {
        !isAnswered && now < askedAt + questions.patience
    }

    /// Takes `reply` in; what it settled. `window`: the window's size, for the cell size in pixels.
    public mutating func hear(_ reply: TerminalReply, window: TerminalWindowSize?) -> [Finding] {
        answers.record(
            reply, kittyQueryID: TerminalQuery.kittyQueryID, kittyFileQueryID: TerminalQuery.kittyFileQueryID)
        var findings: [Finding] = []
        // OSC 11's answer at once; without one, once DA1 says nothing more is coming, what the other
        // colour answers tell.
        if !reportedBackground, questions.background, answers.background != nil || answers.primaryAttributes != nil,
            let color = BackgroundInference.background(from: answers, colorFGBG: questions.colorFGBG)
        {
            reportedBackground = true
            findings.append(.background(color))
        }
        if questions.ambiguousWidth, !reportedAmbiguousWidth, answers.primaryAttributes == nil,
            case .cursorPosition(let row, let column) = reply,
            let width = AmbiguousWidthProbe.width(fromReportAt: row, column: column)
        {
            reportedAmbiguousWidth = true
            findings.append(.ambiguousWidth(width))
        }
        if let question = questions.graphics, graphics != nil || question.query.isAnswered(answers) {
            findings += decideGraphics(question, window: window)
        }
        return findings
    }

    /// The kitty query to send again at `now`, if one is due: through tmux, while no kitty answer
    /// came. Its file probe goes along: if the first was lost, the file is still there to read.
    public mutating func repeatedQuestion(at now: Duration) -> [UInt8]? {
        guard let due = nextRepeat, now >= due, let question = questions.graphics else { return nil }
        repeatsSent += 1
        return question.query.bytes
    }

    /// When the next repeat of the kitty query is due; nil when none is (answered, direct, or all sent).
    public var nextRepeat: Duration? {
        guard let question = questions.graphics, question.query.route != .direct, question.query.asksKitty,
            answers.kittyGraphics == nil, repeatsSent < Self.tmuxRepeats.count
        else { return nil }
        return askedAt + Self.tmuxRepeats[repeatsSent]
    }

    /// The next time something is due without an answer: a repeat of the kitty query, or the end of
    /// patience while the graphics are undecided; nil when nothing is (the loop may wait for input).
    public var nextDue: Duration? {
        let decision = graphics == nil && questions.graphics != nil ? askedAt + questions.patience : nil
        return [nextRepeat, decision].compactMap { $0 }.min()
    }

    /// What running out of patience at `now` settles: the graphics, with whatever came.
    public mutating func tick(at now: Duration, window: TerminalWindowSize?) -> [Finding] {
        guard graphics == nil, let question = questions.graphics, now >= askedAt + questions.patience else {
            return []
        }
        return decideGraphics(question, window: window)
    }

    private mutating func decideGraphics(_ question: GraphicsQuestion, window: TerminalWindowSize?) -> [Finding] {
        let setup = GraphicsDecision.decide(
            request: question.request, query: question.query, answers: answers, window: window)
        guard setup != graphics else { return [] }
        graphics = setup
        return [.graphics(setup)]
    }
}
