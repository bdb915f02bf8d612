public import BurinCore

extension ColorMode {
    /// The mode that shows exactly `palette`'s colours.
    public init(_ palette: TerminalPalette) {
        self = palette == .ansi16 ? .palette16 : .palette8
    }

    /// The few colours of this mode, for the modes that have so few that pictures are dithered into
    /// them (16 and 8); nil for the rest.
    public var palette: TerminalPalette? {
        switch self {
        case .palette16: .ansi16
        case .palette8: .ansi8
        case .direct, .palette256, .none: nil
        }
    }

    /// The next mode down the fallback chain (direct → 256 → 16 → 8 → none), or nil at the bottom.
    /// A screen that cannot show a frame's colours in one mode shows that frame in the next.
    public var coarser: ColorMode? {
        let next: ColorMode? =
            switch self {
            case .direct: .palette256
            case .palette256: .palette16
            case .palette16: .palette8
            case .palette8: ColorMode.none
            case .none: nil
            }
        return next
    }

    /// How many colours the mode shows; orders modes from poorest (`none`) to richest (`direct`).
    public var colorCount: Int {
        switch self {
        case .direct: 1 << 24
        case .palette256: 256
        case .palette16: 16
        case .palette8: 8
        case .none: 0
        }
    }
}
