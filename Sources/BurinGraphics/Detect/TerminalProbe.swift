/// One query in progress: fed the bytes the terminal sends back, it collects the answers and keeps
/// the rest (keys pressed meanwhile) for the input path. Pure, so it is tested byte by byte.
public struct TerminalProbe: Sendable {
    public let query: TerminalQuery
    public private(set) var answers = TerminalAnswers()
    private var parser = TerminalReplyParser()

    public init(_ query: TerminalQuery) {
        self.query = query
    }

    /// Reads `bytes` from the terminal.
    public mutating func receive(_ bytes: [UInt8]) {
        for reply in parser.feed(bytes) {
            answers.record(reply, kittyQueryID: TerminalQuery.kittyQueryID)
        }
    }

    /// Whether every answer that can come has come.
    public var isComplete: Bool { query.isAnswered(answers) }

    /// Ends the query (answered or timed out) and returns the typeahead: every byte that was not an
    /// answer, in order, an unfinished sequence included.
    public mutating func finish() -> [UInt8] {
        parser.finish()
        return parser.takeTypeahead()
    }
}
