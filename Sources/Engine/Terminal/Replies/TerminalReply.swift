public import BurinCore

/// One answer of the terminal to a question, as `TerminalInputDecoder` recognises it.
public enum TerminalReply: Hashable, Sendable {
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
    /// OSC 11, `ESC ] 11 ; rgb:R/G/B ST`: the default background colour.
    case backgroundColor(RGBA)
    /// OSC 10, `ESC ] 10 ; rgb:R/G/B ST`: the default foreground colour.
    case foregroundColor(RGBA)
    /// OSC 4, `ESC ] 4 ; index ; rgb:R/G/B ST`: a palette entry (urxvt answers this, not OSC 10/11).
    case paletteColor(index: Int, RGBA)
    /// DECRPM, `CSI ? mode ; state $ y`: whether a private mode is known (0 not, 1 set, 2 reset, ...).
    case modeReport(mode: Int, state: Int)
    /// CPR, `CSI row ; column R`, counted from 1.
    case cursorPosition(row: Int, column: Int)
    /// A reply Burin has no use for, or one it could not read (its bytes after the introducer):
    /// kept out of the key input all the same.
    case other([UInt8])
}
