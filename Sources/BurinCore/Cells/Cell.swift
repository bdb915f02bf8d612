/// Text attributes of a cell, as the terminal understands them.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let italic = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
    public static let reverse = CellAttributes(rawValue: 1 << 4)
}

/// A cell's colour: the terminal's default, or an sRGB value the screen reduces to what it can show.
public enum CellColor: Hashable, Sendable {
    case terminalDefault
    case rgb(UInt8, UInt8, UInt8)

    public init(_ c: RGBA) { self = .rgb(c.r, c.g, c.b) }

    /// The colour as RGBA, or nil for the terminal default.
    public var rgba: RGBA? {
        if case .rgb(let r, let g, let b) = self { return RGBA(r, g, b) }
        return nil
    }
}

/// One cell of the grid.
///
/// `text` is one grapheme cluster already sanitised for the terminal and `width` its column count as
/// the terminal measures it (1 or 2). The cell to the right of a wide cluster is a continuation
/// (`width == 0`, empty text); screens skip it.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: UInt8
    public var foreground: CellColor
    public var background: CellColor
    public var attributes: CellAttributes

    public init(
        _ text: String = " ", width: UInt8 = 1, foreground: CellColor = .terminalDefault,
        background: CellColor = .terminalDefault, attributes: CellAttributes = []
    ) {
        self.text = text
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A blank cell in the terminal's default colours.
    public static let blank = Cell()

    /// The right half of a wide cluster.
    public static func continuation(background: CellColor = .terminalDefault) -> Cell {
        Cell("", width: 0, background: background)
    }

    public var isContinuation: Bool { width == 0 }
}
