public import BurinCore

/// The whole pixels glyphs may be drawn into: half-open, `minX..<maxX` by `minY..<maxY`.
public struct GlyphClip: Sendable, Equatable {
    public let minX: Int
    public let minY: Int
    public let maxX: Int
    public let maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    /// The pixels whose centres lie inside `rect` (pixel units), and inside a canvas of the given size.
    /// Non-finite or absurd coordinates clip to nothing or to the canvas instead of trapping.
    public init(_ rect: UnitRect, canvasWidth: Int, canvasHeight: Int) {
        func edge(_ value: Double, limit: Int) -> Int {
            guard value.isFinite else { return value > 0 ? limit : 0 }
            return Int(min(max(value.rounded(), 0), Double(limit)))
        }
        let width = max(0, canvasWidth)
        let height = max(0, canvasHeight)
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        self.init(
            minX: edge(rect.x, limit: width), minY: edge(rect.y, limit: height),
            maxX: edge(rect.x + rect.width, limit: width), maxY: edge(rect.y + rect.height, limit: height))
    }

    public var isEmpty: Bool { minX >= maxX || minY >= maxY }
}
