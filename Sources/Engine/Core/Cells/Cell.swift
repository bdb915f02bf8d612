/// One cell of a grid or a row's drawing: a plain 16-byte value.
///
/// `glyph` is one grapheme cluster already sanitised for the terminal and `width` its column count as
/// the terminal measures it (1 or 2). The cell to the right of a wide cluster is a continuation
/// (`width == 0`, empty glyph); screens skip it.
///
/// The layout has no padding (4 + 4 + 4 + 1 + 1 + 2 bytes, `reserved` always zero), so rows of cells
/// compare and hash as bytes (`Cell+Bytes.swift`), and copying a row is a `memcpy`: the main loop
/// moves a whole frame in microseconds instead of paying retain/release and `String` hashing per cell.
public struct Cell: Hashable, Sendable, BitwiseCopyable {
    public var glyph: Glyph
    public var foreground: CellColor
    public var background: CellColor
    public var width: UInt8
    public var attributes: CellAttributes
    /// Zero in every cell: it fills the last two bytes so that no byte of a cell is undefined.
    private var reserved: UInt16 = 0

    @inline(__always)
    public init(
        glyph: Glyph, width: UInt8 = 1, foreground: CellColor = .terminalDefault,
        background: CellColor = .terminalDefault, attributes: CellAttributes = []
    ) {
        self.glyph = glyph
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public init(
        _ text: String = " ", width: UInt8 = 1, foreground: CellColor = .terminalDefault,
        background: CellColor = .terminalDefault, attributes: CellAttributes = []
    ) {
        self.init(
            glyph: Glyph(text), width: width, foreground: foreground, background: background, attributes: attributes)
    }

    /// The cluster as a string ("" for a continuation).
    public var text: String {
        get { glyph.text }
        set { glyph = Glyph(newValue) }
    }

    /// A blank cell in the terminal's default colours.
    public static let blank = Cell(glyph: .space)

    /// The right half of a wide cluster.
    @inline(__always)
    public static func continuation(background: CellColor = .terminalDefault) -> Cell {
        Cell(glyph: .empty, width: 0, background: background)
    }

    /// A space on `background`: what a cut wide cluster or an orphaned continuation becomes.
    @inline(__always)
    public static func space(background: CellColor) -> Cell {
        Cell(glyph: .space, background: background)
    }

    public var isContinuation: Bool { width == 0 }
}
