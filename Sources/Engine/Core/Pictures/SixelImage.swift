/// An image reduced to a palette, ready to become sixel bands: what a draw worker makes once per
/// image so the main loop only has to cut and encode the rows that are visible.
public struct SixelImage: Sendable, Hashable {
    /// The index of a pixel left untouched (P2=1: the cell's own colours show through).
    public static let transparent: UInt16 = .max

    public let width: Int
    public let height: Int
    /// Opaque colours, at most 256 (the colour registers of common sixel terminals).
    public let palette: [RGBA]
    /// Row-major palette indices, `transparent` for pixels not drawn.
    public let indices: [UInt16]

    public init(width: Int, height: Int, palette: [RGBA], indices: [UInt16]) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.palette = palette
        self.indices = indices
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The image as RGBA (transparent pixels clear): what a sixel terminal shows.
    public var canvasPixels: [RGBA] {
        indices.map { $0 == Self.transparent || Int($0) >= palette.count ? .clear : palette[Int($0)] }
    }
}
