public import BurinPictures
public import BurinTerminal

/// One query in progress, outside a screen (the detection probe): fed the bytes the terminal sends
/// back, it collects the answers through the session's kind of decoder and keeps the keys pressed
/// meanwhile. Pure, so it is tested byte by byte.
public struct TerminalProbe: Sendable {
    public let query: TerminalQuery
    public private(set) var answers = TerminalAnswers()
    /// Keys and mouse reports that arrived among the answers, in order.
    public private(set) var typed: [InputEvent] = []
    private var decoder = TerminalInputDecoder()

    public init(_ query: TerminalQuery) {
        self.query = query
    }

    /// Reads `bytes`, which arrived at `now`.
    public mutating func receive(_ bytes: [UInt8], at now: Duration) {
        take(decoder.feed(bytes, at: now))
    }

    /// Whether every answer that can come has come.
    public var isComplete: Bool { query.isAnswered(answers) }

    /// Ends the query (answered or timed out) at `now`: a lone ESC still held is the Escape key.
    public mutating func finish(at now: Duration) {
        take(decoder.expire(at: now + decoder.timing.escapeWhileAsking + decoder.timing.unfinishedSequence))
    }

    private mutating func take(_ events: [InputEvent]) {
        for event in events {
            if case .reply(let reply) = event {
                answers.record(
                    reply, kittyQueryID: TerminalQuery.kittyQueryID, kittyFileQueryID: TerminalQuery.kittyFileQueryID)
            } else {
                typed.append(event)
            }
        }
    }
}
