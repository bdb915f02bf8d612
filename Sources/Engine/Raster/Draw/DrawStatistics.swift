import BurinCore

/// What one row's drawing had to make do without.
public struct DrawStatistics: Sendable, Equatable {
    /// Image slots drawn as their fallback because the file they named was missing or corrupt (a slot
    /// that names none is not counted).
    public var imageFallbacks: Int
    /// Display-text clusters no font could draw, shown as terminal characters instead.
    public var glyphFallbacks: Int
    /// Image slots drawn as their fallback because the image they named by web address failed to
    /// arrive or to decode.
    public var remoteImageFallbacks: Int
    /// Image slots drawn as their quiet placeholder because the image they named by web address had
    /// not arrived yet.
    public var imagesPending: Int

    public init(imageFallbacks: Int = 0, glyphFallbacks: Int = 0, remoteImageFallbacks: Int = 0, imagesPending: Int = 0)
    {
        self.imageFallbacks = imageFallbacks
        self.glyphFallbacks = glyphFallbacks
        self.remoteImageFallbacks = remoteImageFallbacks
        self.imagesPending = imagesPending
    }

    public static func + (a: DrawStatistics, b: DrawStatistics) -> DrawStatistics {
        DrawStatistics(
            imageFallbacks: a.imageFallbacks + b.imageFallbacks, glyphFallbacks: a.glyphFallbacks + b.glyphFallbacks,
            remoteImageFallbacks: a.remoteImageFallbacks + b.remoteImageFallbacks,
            imagesPending: a.imagesPending + b.imagesPending)
    }
}
