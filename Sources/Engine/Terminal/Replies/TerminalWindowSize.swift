public import BurinCore

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
