/// Paths given on the command line for the parts of the generic card (`--title PATH`, `--byline`,
/// `--image`, `--time`, `--body`, `--fields PATH,PATH`). A part with a path is read through it only:
/// a record the path finds nothing in shows no such part, rather than a guess.
public struct CardOverrides: Sendable, Hashable {
    public var title: FieldPath?
    public var byline: FieldPath?
    public var image: FieldPath?
    public var time: FieldPath?
    public var body: FieldPath?
    /// The facts and tags, in order: a path with `*` gives tags, any other a fact.
    public var fields: [FieldPath]?

    public init() {}

    /// Whether any part has a path.
    public var isEmpty: Bool {
        title == nil && byline == nil && image == nil && time == nil && body == nil && fields == nil
    }

    /// Each part that has a path, with the option that gave it, in the order of `CardPart.allCases`.
    public var given: [(part: CardPart, path: String)] {
        var out: [(CardPart, String)] = []
        if let title { out.append((.title, title.text)) }
        if let byline { out.append((.byline, byline.text)) }
        if let image { out.append((.image, image.text)) }
        if let time { out.append((.time, time.text)) }
        if let body { out.append((.body, body.text)) }
        if let fields { out.append((.fields, fields.map(\.text).joined(separator: ","))) }
        return out
    }
}

/// A part of the generic card a path can be given for.
public enum CardPart: Int, Sendable, Hashable, CaseIterable {
    case title
    case byline
    case image
    case time
    case body
    case fields

    /// The command-line option that sets it.
    public var option: String {
        switch self {
        case .title: "--title"
        case .byline: "--byline"
        case .image: "--image"
        case .time: "--time"
        case .body: "--body"
        case .fields: "--fields"
        }
    }
}

/// A set of card parts, as bits: which overridden parts a record had nothing for.
public struct CardParts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ part: CardPart) { rawValue = 1 << UInt8(part.rawValue) }

    public func contains(_ part: CardPart) -> Bool { contains(CardParts(part)) }
}

/// How object records are read into cards: `--card` and the parts' paths.
public struct CardReading: Sendable, Hashable {
    public var choice: CardChoice
    public var overrides: CardOverrides

    public init(choice: CardChoice = .auto, overrides: CardOverrides = CardOverrides()) {
        self.choice = choice
        self.overrides = overrides
    }
}
