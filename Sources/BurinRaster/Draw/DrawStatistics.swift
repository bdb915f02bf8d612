public import BurinCore

/// What one row's drawing had to make do without.
public struct DrawStatistics: Sendable, Equatable {
    /// Image slots drawn as initials because the image they named was missing or corrupt (a slot
    /// that names none is not counted).
    public var imageFallbacks: Int
    /// Display-text clusters no font could draw, shown as terminal characters instead.
    public var glyphFallbacks: Int

    public init(imageFallbacks: Int = 0, glyphFallbacks: Int = 0) {
        self.imageFallbacks = imageFallbacks
        self.glyphFallbacks = glyphFallbacks
    }

    public static func + (a: DrawStatistics, b: DrawStatistics) -> DrawStatistics {
        DrawStatistics(
            imageFallbacks: a.imageFallbacks + b.imageFallbacks, glyphFallbacks: a.glyphFallbacks + b.glyphFallbacks)
    }
}

/// A finished row drawing and what it cost in fallbacks.
public struct RowDrawing: Sendable {
    public let bitmap: CellBitmap
    public let statistics: DrawStatistics

    public init(bitmap: CellBitmap, statistics: DrawStatistics) {
        self.bitmap = bitmap
        self.statistics = statistics
    }
}
