public import BurinCore

/// The terminal's background where it gives no answer to OSC 11, from what it does answer: urxvt
/// keeps its colours to itself but answers OSC 4, and its `COLORFGBG` names the palette entries of
/// its foreground and background where they are palette colours ("0;default" for black text on a
/// background that is no palette entry). The background's entry says it; failing that, the
/// foreground (OSC 10, or its entry) does, the other way round: dark text is on a light background.
public enum BackgroundInference {
    /// The palette entries worth asking about: those `COLORFGBG` names (the first field and the
    /// last), whose colours the terminal's palette may have changed. None without `COLORFGBG`: an
    /// entry alone says nothing about the background.
    public static func paletteIndices(colorFGBG: String?) -> [Int] {
        let (foreground, background) = entries(colorFGBG)
        return [foreground, background].compactMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The questions beside OSC 11: OSC 10, then OSC 4 for `paletteIndices`.
    public static func questions(colorFGBG: String?) -> [UInt8] {
        ColorReply.foregroundQuestion + paletteIndices(colorFGBG: colorFGBG).flatMap(ColorReply.paletteQuestion)
    }

    /// The background `answers` tell of, in order: OSC 11's colour; `COLORFGBG`'s background entry,
    /// as the terminal's palette has it (else the standard one); the opposite of the foreground
    /// (OSC 10's, else `COLORFGBG`'s entry): white behind dark text, black behind light text. Nil when
    /// nothing tells.
    public static func background(from answers: TerminalAnswers, colorFGBG: String?) -> RGBA? {
        if let color = answers.background { return color }
        let (foregroundEntry, backgroundEntry) = entries(colorFGBG)
        let palette = { (index: Int) in answers.palette[index] ?? ColorQuantizer.paletteColor(UInt8(index)) }
        if let index = backgroundEntry { return palette(index) }
        guard let foreground = answers.foreground ?? foregroundEntry.map(palette) else { return nil }
        return CIELab(foreground).l < darkTextLightness ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
    }

    /// Text darker than this (CIELAB lightness) is on a light background. Above the midpoint, 50:
    /// Solarized's text is grey on either background, #657b83 (L 50.2) on its light one and #839496
    /// (L 60) on its dark one.
    static let darkTextLightness = 55.0

    /// `COLORFGBG`'s foreground (first field) and background (last field) palette entries, where
    /// they are numbers (0-255): "fg;bg" or "fg;default;bg"; a lone field is neither.
    static func entries(_ colorFGBG: String?) -> (foreground: Int?, background: Int?) {
        guard let fields = colorFGBG?.split(separator: ";", omittingEmptySubsequences: false), fields.count >= 2
        else { return (nil, nil) }
        func entry(_ field: Substring?) -> Int? {
            guard let field, field.count <= 3, let index = Int(field), (0...255).contains(index) else { return nil }
            return index
        }
        return (entry(fields.first), entry(fields.last))
    }
}
