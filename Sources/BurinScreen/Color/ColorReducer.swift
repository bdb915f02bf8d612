public import BurinCore

/// Turns cell colours into `TerminalColor`s for one colour mode, remembering recent answers.
///
/// A value type with its own cache: each owner (a screen's main loop, a snapshot writer) keeps one, so
/// no lock is needed and nothing is shared. The cache is bounded; when full it starts again, which
/// costs a few hundred microseconds of recomputation at worst.
public struct ColorReducer {
    public let mode: ColorMode
    private let quantizer = ColorQuantizer()
    private var cache: [UInt32: UInt8] = [:]
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
}
