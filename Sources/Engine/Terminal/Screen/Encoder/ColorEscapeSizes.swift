/// How many bytes the escape that sets a colour costs, as ink or as paper, and whether it is a plain
/// SGR that joins the one before it. Asked for every candidate spelling of every half-block cell
/// (`FrameEncoder+HalfBlocks`), so answered without spelling the escape where that can be: a palette
/// colour is measured once; a direct colour (a photo brings thousands, each asked once or twice) is
/// counted from its components' decimal digits where the terminal spells them so, which four probes
/// check when the first one is asked. Any other colour is measured from the escape, which terminfo's
/// escapes keep.
/// - Note: Main loop only.
struct ColorEscapeSizes {
    struct Size: Equatable {
        var count: Int
        var joins: Bool
    }

    let escapes: TerminalEscapes
    /// Palette colours at `index * 2` (ink) and `index * 2 + 1` (paper).
    private var palette = [Size?](repeating: nil, count: 512)
    /// The digit rule of ink and of paper; nil where the probes show the escapes do not follow it.
    private lazy var inkRule = DigitRule(ink: true, escapes: escapes)
    private lazy var paperRule = DigitRule(ink: false, escapes: escapes)

    init(escapes: TerminalEscapes) {
        self.escapes = escapes
    }

    /// The size of the escape for `color` as the ink (or the paper).
    mutating func size(of color: TerminalColor, ink: Bool) -> Size {
        switch color {
        case .palette(let index):
            let slot = Int(index) &* 2 &+ (ink ? 0 : 1)
            if let known = palette[slot] { return known }
            let size = Self.measure(color, ink: ink, escapes: escapes)
            palette[slot] = size
            return size
        case .rgb(let r, let g, let b) where r > 0 || g > 0 || b >= Self.smallestCountedBlue:
            if let rule = ink ? inkRule : paperRule {
                return Size(count: rule.base + Self.digits(r) + Self.digits(g) + Self.digits(b), joins: rule.joins)
            }
        default: break
        }
        return Self.measure(color, ink: ink, escapes: escapes)
    }

    /// Direct colours packed below 8 go as near-blacks of their own (`ColorQuantizer.directColor`),
    /// spelt otherwise: measured.
    static let smallestCountedBlue: UInt8 = 8

    static func measure(_ color: TerminalColor, ink: Bool, escapes: TerminalEscapes) -> Size {
        let escape = (ink ? escapes.foreground : escapes.background)?(color) ?? []
        return Size(count: escape.count, joins: RenditionJoiner.isPlainSGR(escape))
    }

    static func digits(_ value: UInt8) -> Int { value >= 100 ? 3 : value >= 10 ? 2 : 1 }

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
