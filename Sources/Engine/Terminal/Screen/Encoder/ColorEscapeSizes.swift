/// How many bytes the escape that sets a colour costs, as ink or as paper, and whether it is a plain
/// SGR that joins the one before it. Asked for every candidate spelling of every half-block cell
/// (`FrameEncoder+HalfBlocks`), so answered without spelling the escape where that can be: a palette
/// colour is measured once; a direct colour (a photo brings thousands, each asked once or twice) is
/// counted from its components' decimal digits where the terminal spells them so, which four probes
/// check when the first one is asked, else measured and kept.
/// - Note: Main loop only.
struct ColorEscapeSizes {
    struct Size: Equatable {
        var count: Int
        var joins: Bool
    }

    /// Palette colours at `index * 2` (ink) and `index * 2 + 1` (paper).
    private var palette = [Size?](repeating: nil, count: 512)
    /// Direct colours measured (near-blacks, or every one where the digit rule does not hold).
    private var measured: [Key: Size] = [:]
    /// For ink and paper: nil until probed; then the rule, or nil inside when it does not hold.
    private var digitRules: [DigitRule??] = [nil, nil]

    /// The size of the escape `escapes` spell for `color` as the ink (or the paper).
    mutating func size(of color: TerminalColor, ink: Bool, escapes: TerminalEscapes) -> Size {
        switch color {
        case .palette(let index):
            let slot = Int(index) &* 2 &+ (ink ? 0 : 1)
            if let known = palette[slot] { return known }
            let size = Self.measure(color, ink: ink, escapes: escapes)
            palette[slot] = size
            return size
        case .rgb(let r, let g, let b) where r > 0 || g > 0 || b >= Self.smallestCountedBlue:
            let side = ink ? 0 : 1
            if digitRules[side] == nil { digitRules[side] = DigitRule(ink: ink, escapes: escapes) }
            if let rule = digitRules[side] ?? nil {
                return Size(count: rule.base + Self.digits(r) + Self.digits(g) + Self.digits(b), joins: rule.joins)
            }
        default: break
        }
        let key = Key(color: color, ink: ink)
        if let known = measured[key] { return known }
        let size = Self.measure(color, ink: ink, escapes: escapes)
        // Where the rule does not hold, the sizes of the last few thousand colours are enough.
        if measured.count >= Self.mostMeasured { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }

    /// Direct colours packed below 8 go as near-blacks of their own (`ColorQuantizer.directColor`),
    /// spelt otherwise: measured.
    static let smallestCountedBlue: UInt8 = 8
    static let mostMeasured = 4096

    static func measure(_ color: TerminalColor, ink: Bool, escapes: TerminalEscapes) -> Size {
        let escape = (ink ? escapes.foreground : escapes.background)?(color) ?? []
        return Size(count: escape.count, joins: RenditionJoiner.isPlainSGR(escape))
    }

    static func digits(_ value: UInt8) -> Int { value >= 100 ? 3 : value >= 10 ? 2 : 1 }

    private struct Key: Hashable {
        var color: TerminalColor
        var ink: Bool
    }

    /// A direct colour's escape is `base` bytes and its three components in decimal.
    private struct DigitRule {
        var base: Int
        var joins: Bool

        /// The rule these escapes follow, checked on probes with one, two and three digits a
        /// component; nil where they do not follow it.
        init?(ink: Bool, escapes: TerminalEscapes) {
            let probes: [(UInt8, UInt8, UInt8)] = [(100, 100, 100), (10, 20, 30), (9, 255, 1), (1, 0, 0)]
            let sizes = probes.map { ColorEscapeSizes.measure(.rgb($0.0, $0.1, $0.2), ink: ink, escapes: escapes) }
            base = sizes[0].count - 9
            joins = sizes[0].joins
            for (probe, size) in zip(probes, sizes) {
                let counted = base + digits(probe.0) + digits(probe.1) + digits(probe.2)
                guard size.count > 0, size.count == counted, size.joins == joins else { return nil }
            }
        }
    }
}
