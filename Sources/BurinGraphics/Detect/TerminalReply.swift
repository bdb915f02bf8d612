/// One answer of the terminal to a query, as `TerminalReplyParser` recognises it.
public enum TerminalReply: Sendable, Equatable {
    /// `ESC _ G i=<id> ; <message> ESC \`: "OK", or an error such as "ENOTSUPPORTED:...".
    case kittyGraphics(id: UInt32?, message: String)
    /// DA1, `CSI ? Ps ; ... c`: the parameters (the first is the terminal's class; 4 among the rest
    /// means sixel graphics).
    case primaryAttributes([Int])
    /// XTVERSION, `DCS > | text ST`: the terminal's name and version ("kitty(0.26.5)", "XTerm(379)").
    case version(String)
    /// `CSI 6 ; height ; width t`: one cell in pixels.
    case cellSize(PixelSize)
    /// `CSI 4 ; height ; width t`: the text area in pixels.
    case textAreaSize(PixelSize)
    /// XTSMGRAPHICS, `CSI ? item ; status ; values S` (item 1: colour registers; status 0: success).
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// A string reply (APC, DCS) Burin did not ask for; kept out of the key input.
    case other([UInt8])
}
