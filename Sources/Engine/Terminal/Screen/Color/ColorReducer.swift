public import BurinCore

/// Turns cell colours into `TerminalColor`s for one colour mode, remembering recent answers, and keeps
/// text legible after the reduction (`ContrastRule`).
///
/// A value type with its own caches: each owner (a screen's main loop, a snapshot writer) keeps one,
/// so no lock is needed and nothing is shared. The caches are bounded; when full they start again,
/// which costs a few hundred microseconds of recomputation at worst.
public struct ColorReducer {
    public let mode: ColorMode
    private let quantizer = ColorQuantizer()
    private var cache: [UInt32: UInt8] = [:]
    /// The contrast rule's answer for each reduced (ink, paper, bold) met so far: the replacement
    /// ink, or nil when the pair reads as it is, and whether bold is given up. A frame has few
    /// distinct pairs, so after the first frame the rule costs one lookup a cell.
    private var legibleInk: [ColorPair: Legibility] = [:]
    private static let cacheLimit = 8192

    public init(mode: ColorMode) { self.mode = mode }

    /// `color` as this mode can show it. `.none` shows every colour as the terminal default.
    public mutating func reduce(_ color: CellColor) -> TerminalColor {
        guard let (r, g, b) = color.components else { return .terminalDefault }
        switch mode {
        case .direct:
            return .rgb(r, g, b)
        case .none:
            return .terminalDefault
        case .palette256, .palette16, .palette8:
            let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            if let hit = cache[key] { return .palette(hit) }
            let index: UInt8 =
                switch mode {
                case .palette256: quantizer.index256(red: r, green: g, blue: b)
                case .palette16: quantizer.index16(red: r, green: g, blue: b)
                default: quantizer.index8(red: r, green: g, blue: b)
                }
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = index
            return .palette(index)
        }
    }

    /// The foreground, background and attributes `cell` is shown with in this mode. When the cell
    /// draws ink and both colours are known, its ink (the foreground, or the background under
    /// `.reverse`) is kept legible on the other by `ContrastRule`; in 16 and 8 colours that may
    /// also take its bold away (see `ContrastRule.shownInks`).
    public mutating func reduce(_ cell: Cell) -> (
        foreground: TerminalColor, background: TerminalColor, attributes: CellAttributes
    ) {
        var foreground = reduce(cell.foreground)
        var background = reduce(cell.background)
        var attributes = cell.attributes
        guard mode != .none, foreground != .terminalDefault, background != .terminalDefault, !cell.isContinuation,
            ContrastRule.hasInk(cell.glyph)
        else { return (foreground, background, attributes) }
        let reversed = attributes.contains(.reverse)
        // Bold changes the ink only where a bold ink may show in another colour.
        let bold = mode.palette != nil && attributes.contains(.bold)
        let pair =
            reversed
            ? ColorPair(ink: background, paper: foreground, bold: bold)
            : ColorPair(ink: foreground, paper: background, bold: bold)
        let legibility: Legibility
        if let known = legibleInk[pair] {
            legibility = known
        } else {
            legibility = Self.legibility(of: pair, mode: mode)
            if legibleInk.count >= Self.cacheLimit { legibleInk.removeAll(keepingCapacity: true) }
            legibleInk[pair] = legibility
        }
        if legibility.dropsBold { attributes.remove(.bold) }
        guard let replacement = legibility.ink else { return (foreground, background, attributes) }
        if reversed { background = replacement } else { foreground = replacement }
        return (foreground, background, attributes)
    }

    /// What makes `pair` legible: a replacement ink (nil when its own reads) and whether bold goes.
    private static func legibility(of pair: ColorPair, mode: ColorMode) -> Legibility {
        guard let ink = shown(pair.ink), let paper = shown(pair.paper) else { return Legibility() }
        guard mode.palette != nil, case .palette(let index) = pair.ink else {
            guard !ContrastRule.isLegible(ink, on: paper) else { return Legibility() }
            return Legibility(ink: ContrastRule.legible(ink, on: paper, mode: mode))
        }
        if ContrastRule.worstContrast(index, bold: pair.bold, on: paper) >= ContrastRule.minimumContrastRatio {
            return Legibility()
        }
        let (replacement, dropsBold) = ContrastRule.legibleInPalette(ink, on: paper, bold: pair.bold, mode: mode)
        return Legibility(ink: replacement == pair.ink ? nil : replacement, dropsBold: dropsBold)
    }

    /// The colour a terminal shows for `color`, judged by xterm's default palette; nil for the
    /// terminal's own default, which the program cannot know.
    public static func shown(_ color: TerminalColor) -> RGBA? {
        switch color {
        case .terminalDefault: nil
        case .palette(let index): ColorQuantizer.paletteColor(index)
        case .rgb(let r, let g, let b): RGBA(r, g, b)
        }
    }

    private struct ColorPair: Hashable {
        var ink: TerminalColor
        var paper: TerminalColor
        /// Bold on a terminal of 16 or 8 colours (elsewhere bold does not change the ink).
        var bold: Bool
    }

    private struct Legibility {
        var ink: TerminalColor?
        var dropsBold = false
    }
}
