/// What goes out after a frame's text for the pictures over it: rows whose every cell the screen
/// writes again first (sixel pixels live in the cells, and writing a cell is the only way to take
/// them off), then cells written again inside hyperlinks (or plain, to take one off), then `bytes`
/// (the pictures' escape sequences, a clipboard request: bytes that leave the cursor where they found
/// it), in the same synchronized update.
public struct PictureOutput: Sendable, Equatable {
    /// Screen rows to write again, whatever they show, before `bytes`.
    public var repaintRows: [Int]
    /// Cells to write again inside (or outside) a hyperlink, before `bytes`.
    public var links: [ScreenLink]
    public var bytes: [UInt8]

    public init(repaintRows: [Int] = [], links: [ScreenLink] = [], bytes: [UInt8] = []) {
        self.repaintRows = repaintRows
        self.links = links
        self.bytes = bytes
    }

    public var isEmpty: Bool { repaintRows.isEmpty && links.isEmpty && bytes.isEmpty }
}
