/// A position on the cell grid: column `x`, row `y`, both zero-based.
public struct CellPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size on the cell grid, in columns and rows.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var area: Int { width * height }
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle on the cell grid. Empty when either side is zero or negative.
public struct CellRect: Hashable, Sendable {
    public var origin: CellPoint
    public var size: CellSize

    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = CellPoint(x: x, y: y)
        size = CellSize(width: width, height: height)
    }

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ point: CellPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// A rectangle in fractional cell units, used by the pixel layer: one unit is one cell wide or tall,
/// whatever the blitter's pixels per cell.
public struct UnitRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ rect: CellRect) {
        self.init(
            x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}
