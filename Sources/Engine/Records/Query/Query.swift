/// A parsed query: terms that a record must all satisfy (they are ANDed). Parse once with
/// `Query(parsing:)`, then match many records with a `RecordMatcher`.
///
/// The language, GitHub-search style: a bare word matches any value at any depth; `field:text`
/// (contains), `field=value` (equals), `field>N`, `>=`, `<`, `<=` (numbers, or dates compared as
/// times), `field:/regex/` and `/regex/`, `-term` (not), `"quoted words"`, dotted paths
/// (`author.name`, `labels.*.name`). Text matches ignore case (of any script) unless it has a capital (smart
/// case, as in less and fzf).
public struct Query: Sendable {
    /// The query as typed.
    public let text: String
    public let terms: [QueryTerm]

    /// Parses `text`; throws a `QueryError` saying where it cannot be read. An empty or blank text is
    /// the query that matches every record.
    public init(parsing text: String) throws(QueryError) {
        self.text = text
        var parser = QueryParser(text)
        terms = try parser.parse()
    }

    /// Whether every record matches (no terms).
    public var matchesEverything: Bool { terms.isEmpty }
}

/// One condition of a query, maybe negated.
public struct QueryTerm: Sendable {
    /// `-term`: the record matches when the condition does not hold.
    public let negated: Bool
    /// The field it looks at; nil for a bare word or `/regex/`, which look at every value.
    public let path: QueryPath?
    public let test: QueryTest
    /// The term as written, for messages.
    public let written: String
}

/// What a term asks of a value.
public enum QueryTest: Sendable {
    /// The value's text contains this (strings, and numbers and booleans as written).
    case contains(QueryText)
    /// The value is this: numerically when both are numbers, else the same text.
    case equals(QueryText)
    /// The value compares so with this bound: numbers (also in strings) with a number, times with a time.
    case compare(QueryComparison, QueryBound)
    /// The value's text matches this regular expression somewhere.
    case matches(QueryRegex)
}

/// `<`, `<=`, `>`, `>=`.
public enum QueryComparison: String, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    func holds(_ value: Double, _ bound: Double) -> Bool {
        switch self {
        case .less: value < bound
        case .lessOrEqual: value <= bound
        case .greater: value > bound
        case .greaterOrEqual: value >= bound
        }
    }
}

/// The right side of a comparison.
public enum QueryBound: Sendable, Equatable {
    case number(Double)
    /// Seconds since 1970-01-01T00:00:00Z.
    case time(Double)
}

/// Text to find, as the bytes a record holds it in.
public struct QueryText: Sendable, Equatable {
    /// The text as written.
    public let text: String
    /// Its UTF-8 (ASCII letters lowered unless case matters) and case forms, searched for.
    let pattern: BytePattern
    /// The text read as a number, when it is one (`=4.5` equals 4.50 and "4.5").
    public let number: Double?

    init(_ text: String) {
        self.text = text
        let utf8 = Array(text.utf8)
        // Smart case: a capital letter anywhere makes case matter.
        pattern = BytePattern(utf8, caseSensitive: text.contains { $0.isUppercase })
        number = utf8.withUnsafeBufferPointer { NumberReading.number(UnsafeRawBufferPointer($0)) }
    }

    /// Whether case matters (the text has a capital).
    public var caseSensitive: Bool { pattern.caseSensitive }
    /// The bytes searched for.
    var bytes: [UInt8] { pattern.bytes }
}
