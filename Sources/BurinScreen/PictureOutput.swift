/// What goes out after a frame's text for the pictures over it: rows whose every cell the screen
/// writes again first (sixel pixels live in the cells, and writing a cell is the only way to take
/// them off), then `bytes` (the pictures' escape sequences), in the same synchronized update.
public struct PictureOutput: Sendable, Equatable {
    /// Screen rows to write again, whatever they show, before `bytes`.
    public var repaintRows: [Int]
    public var bytes: [UInt8]

    public init(repaintRows: [Int] = [], bytes: [UInt8] = []) {
        self.repaintRows = repaintRows
        self.bytes = bytes
    }

    public var isEmpty: Bool { repaintRows.isEmpty && bytes.isEmpty }
}
