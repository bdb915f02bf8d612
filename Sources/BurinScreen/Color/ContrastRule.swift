public import BurinCore

/// Text stays readable after colour reduction: a character's ink and the background it stands on,
/// as the terminal will show them, differ in CIELAB lightness by at least `minimumLightnessGap`.
///
/// Colour reduction is where legibility is lost: two greys a designer set apart collapse onto one
/// palette entry (empty stars black on black in eight colours), or onto neighbours (grey 239 on 235
/// in 256). Where that happens the ink is replaced by the colour of the mode nearest to it that
/// keeps the gap, so a red price stays reddish and a grey stays grey when the palette allows. Only
/// characters with ink are checked: spaces show only their background, and block elements are
/// pixels, whose two halves may rightly reduce to one colour.
public enum ContrastRule {
    /// The least lightness difference (CIELAB L*, 0...100) between ink and background. 20 is about
    /// the gap between secondary text and its card in the themes, and well above what reads as
    /// "barely visible".
    public static let minimumLightnessGap = 20.0

    /// Whether `text` draws ink of the foreground colour: not a space, not a pixel glyph.
    public static func hasInk(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isInk)
    }

    /// `hasInk` of a cell's glyph, without making a `String` for the one-scalar glyphs of nearly
    /// every cell (the screen asks it of every changed cell).
    public static func hasInk(_ glyph: Glyph) -> Bool {
        if let scalar = glyph.scalar { return isInk(scalar) }
        return hasInk(glyph.text)
    }

    private static func isInk(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x3000: false
        // Block elements, braille, sextants: pixels, not letters.
        case 0x2580...0x259F, 0x2800...0x28FF, 0x1FB00...0x1FB3B: false
        default: true
        }
    }

    /// The lightness difference of two colours.
    public static func lightnessGap(_ a: RGBA, _ b: RGBA) -> Double {
        abs(Lab(a).l - Lab(b).l)
    }

    /// Whether ink `ink` reads on `background`.
    public static func isLegible(_ ink: RGBA, on background: RGBA) -> Bool {
        lightnessGap(ink, background) >= minimumLightnessGap
    }

    /// The colour of `mode` nearest to `ink` that is legible on `background` (both as shown).
    static func legible(_ ink: RGBA, on background: RGBA, mode: ColorMode) -> TerminalColor {
        let backgroundLightness = Lab(background).l
        switch mode {
        case .none:
            return .terminalDefault
        case .direct:
            // Lighten on a dark background and darken on a light one, in small steps, keeping the hue.
            let target: RGBA = backgroundLightness < 50 ? .white : .black
            var candidate = ink
            for step in 1...20 where !isLegible(candidate, on: background) {
                candidate = ink.mixed(with: target, Double(step) / 20)
            }
            return .rgb(candidate.r, candidate.g, candidate.b)
        case .palette256, .palette16, .palette8:
            let indices: ClosedRange<Int> =
                switch mode {
                case .palette256: 16...255
                case .palette16: 0...15
                default: 0...7
                }
            let inkLab = Lab(ink)
            var best: Int?
            var bestDistance = Double.infinity
            for index in indices {
                let lab = Lab(ColorQuantizer.paletteColor(UInt8(index)))
                guard abs(lab.l - backgroundLightness) >= minimumLightnessGap else { continue }
                let d = inkLab.squaredDistance(to: lab)
                if d < bestDistance {
                    bestDistance = d
                    best = index
                }
            }
            // Black or white always qualifies against any background but mid-grey; there, white.
            return .palette(UInt8(best ?? (mode == .palette256 ? 231 : 7)))
        }
    }
}
