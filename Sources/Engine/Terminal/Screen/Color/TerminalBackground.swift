public import BurinCore

/// What is known of the terminal's background: its colour when the terminal said (OSC 11), or only
/// whether it is light (`COLORFGBG`), or nothing.
public struct TerminalBackground: Sendable, Equatable {
    /// Where the knowledge came from.
    public enum Source: Sendable, Equatable {
        /// The terminal answered an OSC 11 query with its colour.
        case query
        /// The `COLORFGBG` variable (rxvt, Konsole and others set it) named a palette entry.
        case colorFGBG
        /// Nothing said: dark is assumed, as most terminals are.
        case assumed
    }

    /// The exact colour, when the terminal reported it.
    public var color: RGBA?
    public var isLight: Bool
    public var source: Source

    public init(color: RGBA?, isLight: Bool, source: Source) {
        self.color = color
        self.isLight = isLight
        self.source = source
    }

    /// Nothing is known: assumed dark.
    public static let unknown = TerminalBackground(color: nil, isLight: false, source: .assumed)

    /// Whether the background is known rather than assumed.
    public var isKnown: Bool { source != .assumed }

    /// The background from, in order: the terminal's answer to the query, `COLORFGBG`, else assumed dark.
    public static func detect(queried: RGBA?, colorFGBG: String?) -> TerminalBackground {
        if let queried { return TerminalBackground(color: queried, isLight: isLight(queried), source: .query) }
        if let colorFGBG, let light = isLight(colorFGBG: colorFGBG) {
            return TerminalBackground(color: nil, isLight: light, source: .colorFGBG)
        }
        return .unknown
    }

    /// Light means a CIELAB lightness above 50: the midpoint as the eye sees it, not as RGB counts it
    /// (pure blue, 0 0 255, is dark; yellow is light).
    public static func isLight(_ color: RGBA) -> Bool {
        CIELab(color).l > 50
    }

    /// Reads `COLORFGBG`: "fg;bg" or "fg;default;bg", each a palette index. The background entries 7
    /// (white) and 9-15 (the bright colours but bright black) are light; 0-6 and 8 are dark. Nil when
    /// the last field is not a palette index ("default", say).
    public static func isLight(colorFGBG: String) -> Bool? {
        guard let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
            let index = Int(last), (0...255).contains(index)
        else { return nil }
        switch index {
        case 7, 9...15: return true
        case 0...6, 8: return false
        default: return isLight(ColorQuantizer.paletteColor(UInt8(index)))
        }
    }
}
