/// A query that cannot be read: what is wrong, and where (a position to put a caret under).
public struct QueryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The term that cannot be read, as written (`score>>5`).
    public let term: String
    /// What is wrong (`expected a number after '>'`).
    public let message: String
    /// Where in the query text the problem is, in characters from its start.
    public let position: Int

    /// `score>>5: expected a number after '>'`.
    public var description: String { "\(term): \(message)" }
}
