public import BurinCore

/// Text made of runs, each a string with one `TextStyle`.
///
/// Appending text in the style of the last run extends that run, so runs stay few and a combining
/// mark appended separately still joins its base. Strings are kept as given; sanitising happens at
/// layout time.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// One stretch of text in one style.
    public struct Run: Hashable, Sendable {
        public var string: String
        public var style: TextStyle

        public init(_ string: String, style: TextStyle = .plain) {
            self.string = string
            self.style = style
        }
    }

    public private(set) var runs: [Run]

    public init() { runs = [] }

    public init(_ string: String, style: TextStyle = .plain) {
        runs = []
        append(string, style: style)
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(runs: [Run]) {
        self.runs = []
        for run in runs { append(run.string, style: run.style) }
    }

    /// True when there is no text at all.
    public var isEmpty: Bool { runs.isEmpty }

    /// All runs' text, unstyled.
    public var string: String { runs.map(\.string).joined() }

    public mutating func append(_ string: String, style: TextStyle = .plain) {
        guard !string.isEmpty else { return }
        if let last = runs.indices.last, runs[last].style == style {
            runs[last].string += string
        } else {
            runs.append(Run(string, style: style))
        }
    }

    public mutating func append(_ other: AttributedText) {
        for run in other.runs { append(run.string, style: run.style) }
    }

    public func appending(_ string: String, style: TextStyle = .plain) -> AttributedText {
        var copy = self
        copy.append(string, style: style)
        return copy
    }

    public func appending(_ other: AttributedText) -> AttributedText {
        var copy = self
        copy.append(other)
        return copy
    }

    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        lhs.appending(rhs)
    }
}
