/// A colour as a terminal is told it: its own default, an entry of its palette, or 24-bit RGB.
public enum TerminalColor: Hashable, Sendable {
    case terminalDefault
    /// An index of the palette in use: 0-7, 0-15 or 16-255 depending on the colour mode.
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}
