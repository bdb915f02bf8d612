public import BurinCore

/// Text stays readable after colour reduction: a character's ink and the background it stands on,
/// as the terminal will show them, differ in CIELAB lightness by at least `minimumLightnessGap`; on
/// a terminal of 16 or 8 colours, they have a WCAG 2 contrast ratio of at least
/// `minimumContrastRatio` (judged with xterm's default palette, `TerminalPalette`), counting a bold
/// ink of colours 0-7 as the bright one (8-15) too.
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

    /// The least WCAG 2 contrast ratio between ink and background on a terminal of 16 or 8 colours:
    /// the level WCAG asks of body text (AA). On every colour of xterm's 16 some ink reaches it, and
    /// on every one of its 8 but magenta (whose best ink, black, reaches 4.48): designs keep text
    /// off that (`FeedStyle.textBackground` does for the feed).
    public static let minimumContrastRatio = RGBA.legibleContrastRatio

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
        abs(CIELab(a).l - CIELab(b).l)
    }

    /// Whether ink `ink` reads on `background` by the lightness rule (direct and 256 colours).
    public static func isLegible(_ ink: RGBA, on background: RGBA) -> Bool {
        lightnessGap(ink, background) >= minimumLightnessGap
    }

    /// The colours a terminal of 16 or 8 colours may show for palette ink `index`: itself, and for a
    /// bold ink of colours 0-7 the bright one too. xterm (its `boldColors`, on by default), rxvt
    /// and the Linux console show bold text in 0-7 in the bright colour; others keep the colour and
    /// use a bold font. Which one a terminal does cannot be asked, so both must read.
    public static func shownInks(_ index: UInt8, bold: Bool) -> [RGBA] {
        let plain = ColorQuantizer.paletteColor(index)
        return bold && index < 8 ? [plain, ColorQuantizer.paletteColor(index + 8)] : [plain]
    }

    /// The worst contrast ratio, on `background`, of the colours palette ink `index` may show as.
    public static func worstContrast(_ index: UInt8, bold: Bool, on background: RGBA) -> Double {
        shownInks(index, bold: bold).map { $0.contrastRatio(with: background) }.min() ?? 1
    }

    /// The colour of `mode` nearest to `ink` that is legible on `background` (both as shown).
    static func legible(_ ink: RGBA, on background: RGBA, mode: ColorMode) -> TerminalColor {
        let backgroundLightness = CIELab(background).l
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
        case .palette16, .palette8:
            return legibleInPalette(ink, on: background, bold: false, mode: mode).ink
        case .palette256:
            let indices: ClosedRange<Int> = 16...255
            let inkLab = CIELab(ink)
            var best: Int?
            var bestDistance = Double.infinity
            for index in indices {
                let lab = CIELab(ColorQuantizer.paletteColor(UInt8(index)))
                guard abs(lab.l - backgroundLightness) >= minimumLightnessGap else { continue }
                let d = inkLab.squaredDistance(to: lab)
                if d < bestDistance {
                    bestDistance = d
                    best = index
                }
            }
            // Black or white always qualifies against any background but mid-grey; there, white.
            return .palette(UInt8(best ?? 231))
        }
    }

    /// The colour of a 16- or 8-colour `mode` nearest to `ink` (CIELAB) whose contrast with
    /// `background` reaches `minimumContrastRatio`, counting a `bold` ink of 0-7 as its bright colour
    /// too, and whether bold must be given up for it: when no ink reads both ways, the nearest that
    /// reads without bold, shown without bold. On a background no ink reaches (magenta, in eight
    /// colours) the ink with the most contrast.
    static func legibleInPalette(_ ink: RGBA, on background: RGBA, bold: Bool, mode: ColorMode)
        -> (ink: TerminalColor, dropsBold: Bool)
    {
        let count: UInt8 = mode == .palette8 ? 8 : 16
        let inkLab = CIELab(ink)
        func nearest(boldAsShown: Bool) -> UInt8? {
            var best: UInt8?
            var bestDistance = Double.infinity
            for index in 0..<count
            where worstContrast(index, bold: boldAsShown, on: background) >= minimumContrastRatio {
                let d = inkLab.squaredDistance(to: CIELab(ColorQuantizer.paletteColor(index)))
                if d < bestDistance {
                    bestDistance = d
                    best = index
                }
            }
            return best
        }
        if bold, let index = nearest(boldAsShown: true) { return (.palette(index), false) }
        if let index = nearest(boldAsShown: false) { return (.palette(index), bold) }
        let strongest =
            (0..<count).max {
                ColorQuantizer.paletteColor($0).contrastRatio(with: background)
                    < ColorQuantizer.paletteColor($1).contrastRatio(with: background)
            } ?? 0
        return (.palette(strongest), bold)
    }
}
