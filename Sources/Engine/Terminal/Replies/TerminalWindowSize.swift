public import BurinCore

#if canImport(Glibc)
    import Glibc
#endif

/// `TIOCGWINSZ`: the window in cells and, where the terminal fills them in, pixels (0 otherwise).
public struct TerminalWindowSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    public var pixelWidth: Int
    public var pixelHeight: Int

    /// One cell in pixels; nil when the pixels are not known. Rounded down: xterm counts its inner
    /// border into the window's pixels (724 x 460 for 80 x 24 cells of 9 x 19).
    public var cellSize: PixelSize? {
        guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        return PixelSize(width: pixelWidth / columns, height: pixelHeight / rows)
    }
}

// In an extension, so that Swift still synthesises the memberwise init.
extension TerminalWindowSize {
    /// The window of the terminal open on `descriptor`; nil when it is no terminal.
    public init?(ofTerminal descriptor: Int32) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        self.init(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }
}
