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
    /// The contrast rule's answer for each reduced (ink, paper) pair met so far: the replacement ink,
    /// or nil when the pair reads as it is. A frame has few distinct pairs, so after the first frame
    /// the rule costs one lookup a cell.
    private var legibleInk: [ColorPair: TerminalColor?] = [:]
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

    /// The foreground and background `cell` is shown with in this mode. When the cell draws ink and
    /// both colours are known, its ink (the foreground, or the background under `.reverse`) is kept
    /// legible on the other by `ContrastRule`.
    public mutating func reduce(_ cell: Cell) -> (foreground: TerminalColor, background: TerminalColor) {
        var foreground = reduce(cell.foreground)
        var background = reduce(cell.background)
        guard mode != .none, foreground != .terminalDefault, background != .terminalDefault, !cell.isContinuation,
            ContrastRule.hasInk(cell.glyph)
        else { return (foreground, background) }
        let reversed = cell.attributes.contains(.reverse)
        let pair =
            reversed ? ColorPair(ink: background, paper: foreground) : ColorPair(ink: foreground, paper: background)
        let replacement: TerminalColor?
        if let known = legibleInk[pair] {
            replacement = known
        } else {
            replacement = Self.replacement(for: pair, mode: mode)
            if legibleInk.count >= Self.cacheLimit { legibleInk.removeAll(keepingCapacity: true) }
            legibleInk[pair] = replacement
        }
        guard let replacement else { return (foreground, background) }
        if reversed { background = replacement } else { foreground = replacement }
        return (foreground, background)
    }

    /// The ink that makes `pair` legible, or nil when it already is.
    private static func replacement(for pair: ColorPair, mode: ColorMode) -> TerminalColor? {
        guard let ink = shown(pair.ink), let paper = shown(pair.paper), !ContrastRule.isLegible(ink, on: paper) else {
            return nil
        }
        return ContrastRule.legible(ink, on: paper, mode: mode)
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
    }
}
