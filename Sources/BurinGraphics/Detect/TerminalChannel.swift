/// The seam between the query and the terminal: writes, reads with a timeout, and the window size.
/// `TTYChannel` is the real one; tests script one.
public protocol TerminalChannel {
    /// Writes all of `bytes`; false when the terminal cannot be written.
    mutating func write(_ bytes: [UInt8]) -> Bool
    /// The bytes that arrive within `timeout`: empty when none did, nil when reading failed or the
    /// terminal closed.
    mutating func read(timeout: Duration) -> [UInt8]?
    /// The kernel's idea of the window: cells, and pixels where the terminal tells it.
    func windowSize() -> TerminalWindowSize?
}

/// `TIOCGWINSZ`: the window in cells and, where the terminal fills them in, pixels (0 otherwise).
public struct TerminalWindowSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) {
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// One cell in pixels; nil when the pixels are not known. Rounded down: xterm counts its inner
    /// border into the window's pixels (724 x 460 for 80 x 24 cells of 9 x 19).
    public var cellSize: PixelSize? {
        guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        return PixelSize(width: pixelWidth / columns, height: pixelHeight / rows)
    }
}
