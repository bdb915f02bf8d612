public import BurinCore

/// What detection settled on: the protocol (nil: half-blocks), how escapes travel, and the pixel
/// sizes the images are scaled to.
public struct GraphicsSetup: Sendable, Equatable {
    /// A guess for a cell's pixels where the terminal did not say: kitty scales images into their
    /// cells itself (`c`/`r`), so a wrong guess costs sharpness only.
    public static let assumedCellSize = PixelSize(width: 10, height: 20)

    public var graphics: GraphicsProtocol?
    public var route: EscapeRoute
    /// One cell in real pixels: an image slot of c x r cells gets images of c*w x r*h pixels.
    public var cellSize: PixelSize
    /// Whether `cellSize` was measured (window size or reply) rather than assumed.
    public var cellSizeMeasured: Bool
    /// Colours a sixel image may use (the terminal's colour registers, at most 256).
    public var colorRegisters: Int
    /// The terminal as it named itself (XTVERSION, or tmux's client type), for reports.
    public var terminal: String?
    /// Why, in a few words, for `--help`-level reports and the status line.
    public var reason: String
    /// kitty only: how pictures reach the terminal (a file where it read the start-up probe's).
    public var kittyTransport: KittyTransport

    public init(
        graphics: GraphicsProtocol?, route: EscapeRoute, cellSize: PixelSize, cellSizeMeasured: Bool,
        colorRegisters: Int, terminal: String?, reason: String,
        kittyTransport: KittyTransport = .inline(compressed: true)
    ) {
        self.kittyTransport = kittyTransport
        self.graphics = graphics
        self.route = route
        self.cellSize = cellSize
        self.cellSizeMeasured = cellSizeMeasured
        self.colorRegisters = colorRegisters
        self.terminal = terminal
        self.reason = reason
    }

    /// Half-blocks, for `reason`.
    public static func off(_ reason: String, terminal: String? = nil) -> GraphicsSetup {
        GraphicsSetup(
            graphics: nil, route: .direct, cellSize: assumedCellSize, cellSizeMeasured: false, colorRegisters: 0,
            terminal: terminal, reason: reason)
    }
}
