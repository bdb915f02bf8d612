public import BurinCore

/// How the draw workers encode a row's pictures for the terminal: at this cell size in pixels, for
/// this protocol (a sixel picture is reduced to the terminal's colour registers where it is drawn, so
/// the main loop only cuts and writes it).
public struct PictureFormat: Sendable, Hashable {
    public var graphics: GraphicsProtocol
    public var cellSize: PixelSize
    /// Sixel only: the colours a picture may use (as detection settled them; the quantiser keeps any
    /// value within 1...256).
    public var colorRegisters: Int
    /// kitty only: how the pixels reach the terminal.
    public var kittyTransport: KittyTransport

    public init(
        graphics: GraphicsProtocol, cellSize: PixelSize, colorRegisters: Int = 256,
        kittyTransport: KittyTransport = .inline(compressed: true)
    ) {
        self.graphics = graphics
        self.cellSize = cellSize
        self.colorRegisters = colorRegisters
        self.kittyTransport = kittyTransport
    }
}
