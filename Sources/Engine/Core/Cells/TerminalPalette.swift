/// The few colours a terminal of 8 or 16 colours shows, with the values Burin assumes for them.
///
/// A program cannot know what a terminal's ANSI colours look like (users theme them), so one set of
/// values stands for all: xterm's defaults, the most common and the terminal the project's
/// screenshots are taken in. The screen reduces to these, the draw workers dither pictures into
/// them, and the contrast rule and the quality bench judge with them, so all four agree.
public enum TerminalPalette: Int, Sendable, Hashable, CaseIterable {
    /// The eight basic ANSI colours (SGR 30-37 / 40-47).
    case ansi8 = 8
    /// The eight basic and the eight bright ANSI colours (SGR 90-97 / 100-107 for the bright).
    case ansi16 = 16

    /// The palette's colours in index order, as xterm shows them by default.
    public var colors: [RGBA] { self == .ansi8 ? Self.xtermDefaults8 : Self.xtermDefaults }

    /// xterm's default values for the sixteen ANSI colours (its `color0` ... `color15` resources).
    public static let xtermDefaults: [RGBA] = [
        RGBA(0, 0, 0), RGBA(205, 0, 0), RGBA(0, 205, 0), RGBA(205, 205, 0),
        RGBA(0, 0, 238), RGBA(205, 0, 205), RGBA(0, 205, 205), RGBA(229, 229, 229),
        RGBA(127, 127, 127), RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(255, 255, 0),
        RGBA(92, 92, 255), RGBA(255, 0, 255), RGBA(0, 255, 255), RGBA(255, 255, 255),
    ]

    private static let xtermDefaults8 = Array(xtermDefaults.prefix(8))
}
