/// The ways of showing an image slot the quality bench compares.
public enum ImageQualityMethod: String, CaseIterable, Sendable {
    /// Burin's half-block blitter: 1 x 2 pixels a cell.
    case halfBlocks = "half-blocks"
    /// Burin's sextant blitter: 2 x 3 pixels a cell, two colours.
    case sextants
    /// chafa with half blocks only (`--symbols vhalf`), the peer of Burin's half blocks.
    case chafaHalfBlocks = "chafa-half-blocks"
    /// chafa with sextants (`--symbols sextant`).
    case chafaSextants = "chafa-sextants"
    /// Burin's sixel: the picture at the slot's pixel size through a 256-colour palette.
    case sixel
    /// Burin's kitty graphics: the picture at the slot's pixel size, lossless (PNG or raw).
    case kitty

    public var usesChafa: Bool { self == .chafaHalfBlocks || self == .chafaSextants }

    /// The column header of the table.
    public var label: String {
        switch self {
        case .halfBlocks: "half-blocks"
        case .sextants: "sextants"
        case .chafaHalfBlocks: "chafa half"
        case .chafaSextants: "chafa sext"
        case .sixel: "sixel 256"
        case .kitty: "kitty"
        }
    }
}
