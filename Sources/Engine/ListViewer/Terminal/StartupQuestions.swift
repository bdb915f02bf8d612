public import BurinPictures
import BurinTerminal

/// What a viewer asks its terminal when it starts (`ListOptions.questions`): its background colour
/// and its graphics, in one write with DA1 last. The answers are read whenever they come, by the
/// screen's input decoder, and applied as they come (`TerminalConversation`); the first screen
/// waits for them at most `firstScreenWait`.
public struct StartupQuestions: Sendable, Equatable {
    /// Ask for the background colour (OSC 11), so the app can pick its theme.
    public var background: Bool
    /// Ask about graphics: what the user asked for (`--pixels`) and the query that answers it.
    public var graphics: GraphicsQuestion?
    /// How long answers are expected: meanwhile an ESC waits longer for what follows it (it may
    /// start an answer split over reads), and at its end the graphics are decided with what came
    /// ("the terminal did not answer in time"). An answer that comes later still is applied.
    public var patience: Duration
    /// How long the first screen waits for the answers, so a terminal on this machine (answering in
    /// a millisecond or two) gets its own theme and pictures in the first frame, while one behind a
    /// slow link gets the defaults at once and its own look when its answers come.
    public var firstScreenWait: Duration
    /// `COLORFGBG`: with `background`, the palette entries it names are asked too, and what they say
    /// decides the background where OSC 11 is not answered (`BackgroundInference`).
    public var colorFGBG: String?
    /// Ask how wide ambiguous characters are drawn (`AmbiguousWidthProbe`).
    public var ambiguousWidth: Bool

    public init(
        background: Bool, graphics: GraphicsQuestion?, patience: Duration = .seconds(5),
        firstScreenWait: Duration = .milliseconds(100), colorFGBG: String? = nil, ambiguousWidth: Bool = false
    ) {
        self.background = background
        self.graphics = graphics
        self.patience = patience
        self.firstScreenWait = firstScreenWait
        self.colorFGBG = colorFGBG
        self.ambiguousWidth = ambiguousWidth
    }

    /// Nothing to ask.
    public var isEmpty: Bool { !background && graphics == nil && !ambiguousWidth }

    /// The questions in one write: OSC 11 and the colours that stand in for it, the ambiguous-width
    /// probe, the graphics queries, then DA1.
    public var bytes: [UInt8] {
        let colours =
            background ? BackgroundColorReply.question + BackgroundInference.questions(colorFGBG: colorFGBG) : []
        return TerminalQuestions.bytes([
            colours, ambiguousWidth ? AmbiguousWidthProbe.question : [], graphics?.query.bytes ?? [],
        ])
    }
}

/// The graphics part of the start-up questions.
public struct GraphicsQuestion: Sendable, Equatable {
    public var request: PixelRequest
    public var query: TerminalQuery

    public init(request: PixelRequest, query: TerminalQuery) {
        self.request = request
        self.query = query
    }
}
