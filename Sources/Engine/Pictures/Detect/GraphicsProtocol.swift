/// The pixel graphics protocols Burin speaks.
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// The kitty graphics protocol: images transmitted once, placed and deleted by id.
    case kitty
    /// DEC sixel: pixels painted into the cells, redrawn whenever the cells are.
    case sixel
}
