public import BurinCore

/// Reduces sRGB colours to the palettes terminals offer: the xterm 256-colour palette, the sixteen
/// and the eight ANSI colours, and direct colour as ncurses packs it.
///
/// Nearest means nearest in CIELAB (CIE76 ΔE), which follows what the eye sees far better than RGB
/// distance: dark blues and greys do not collapse onto the wrong cube corner. The palettes' Lab values
/// are computed once per process; one reduction is a scan of at most 240 entries (about a
/// microsecond), so callers that reduce whole frames keep a `ColorReducer`, whose cache makes repeated
/// colours free.
///
/// Pure and `Sendable`: any thread may use it.
public struct ColorQuantizer: Sendable {
    public init() {}

    /// The nearest colour of the xterm 256-colour palette, always in 16...255: entries 0-15 are the
    /// user's themed ANSI colours, whose real values the program cannot know.
    public func index256(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let lab = CIELab(RGBA(red, green, blue))
        return UInt8(16 + Self.nearest(lab, in: PaletteTables.cubeAndGreys))
    }

    /// The nearest of the sixteen ANSI colours (0-7 normal, 8-15 bright), judged by xterm's defaults.
    public func index16(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        UInt8(Self.nearest(CIELab(RGBA(red, green, blue)), in: PaletteTables.ansi16))
    }

    /// The nearest of the eight basic ANSI colours, judged by xterm's defaults.
    public func index8(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        UInt8(Self.nearest(CIELab(RGBA(red, green, blue)), in: PaletteTables.ansi8))
    }

    /// The colour packed as `0xRRGGBB` for an ncurses direct-colour terminal.
    ///
    /// ncurses (and the xterm-direct terminfo) send packed values 0...7 as *palette* colours
    /// (`ESC[3Nm`), so a near-black such as (0,0,5) would show as the user's red or yellow. Those eight
    /// values are moved to the nearer of two invisible neighbours: (1,1,1) or (0,0,8).
    public func directColor(red: UInt8, green: UInt8, blue: UInt8) -> Int32 {
        let packed = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        guard packed < 8 else { return packed }
        return PaletteTables.directNearBlack[Int(packed)]
    }

    /// The colour xterm shows by default for palette entry `index`: the ANSI sixteen, the 6x6x6 cube
    /// (levels 0, 95, 135, 175, 215, 255) and the 24 greys (8, 18, ... 238).
    public static func paletteColor(_ index: UInt8) -> RGBA {
        switch index {
        case 0..<16:
            return PaletteTables.ansi16RGB[Int(index)]
        case 16..<232:
            let i = Int(index) - 16
            let level = PaletteTables.cubeLevels
            return RGBA(level[i / 36], level[(i / 6) % 6], level[i % 6])
        default:
            let v = UInt8(8 + 10 * (Int(index) - 232))
            return RGBA(v, v, v)
        }
    }

    private static func nearest(_ lab: CIELab, in table: [CIELab]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (i, candidate) in table.enumerated() {
            let d = lab.squaredDistance(to: candidate)
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        return best
    }
}

/// Tables computed once per process (Swift initialises static lets once, thread-safely).
enum PaletteTables {
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values for the sixteen ANSI colours, which every part of Burin assumes.
    static let ansi16RGB = TerminalPalette.xtermDefaults

    /// Entries 16...255 of the 256-colour palette, in order.
    static let cubeAndGreys: [CIELab] = (16...255).map { CIELab(ColorQuantizer.paletteColor(UInt8($0))) }
    static let ansi16: [CIELab] = ansi16RGB.map(CIELab.init)
    static let ansi8: [CIELab] = Array(ansi16.prefix(8))

    /// The replacement for each packed direct colour 0...7 (see `ColorQuantizer.directColor`).
    static let directNearBlack: [Int32] = (0..<8).map { blue in
        let original = CIELab(RGBA(0, 0, UInt8(blue)))
        let grey = CIELab(RGBA(1, 1, 1))
        let blueish = CIELab(RGBA(0, 0, 8))
        return original.squaredDistance(to: grey) <= original.squaredDistance(to: blueish) ? 0x010101 : 0x000008
    }
}
