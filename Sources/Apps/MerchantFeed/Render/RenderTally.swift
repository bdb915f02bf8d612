import BurinRaster
import FeedData
import Synchronization

/// What rendering had to fall back on, counted across all layout and draw threads: images that could
/// not be had (drawn as initials), clusters no font could draw (shown as terminal characters), and
/// clusters the sanitiser replaced. The fps overlay and the bench read it.
public final class RenderTally: Sendable {
    private let imageFallbackCount = Atomic<Int>(0)
    private let glyphFallbackCount = Atomic<Int>(0)
    private let sanitisedCount = Atomic<Int>(0)
    private let remoteImageFallbackCount = Atomic<Int>(0)
    private let imagesPendingCount = Atomic<Int>(0)

    public init() {}

    /// Image slots drawn with their fallback (missing or corrupt file).
    public var imageFallbacks: Int { imageFallbackCount.load(ordering: .relaxed) }
    /// Image slots drawn with their fallback because their picture by URL failed.
    public var remoteImageFallbacks: Int { remoteImageFallbackCount.load(ordering: .relaxed) }
    /// Image slots drawn with a quiet placeholder while their picture by URL was on its way.
    public var imagesPending: Int { imagesPendingCount.load(ordering: .relaxed) }
    /// Display-text clusters no installed font could draw.
    public var glyphFallbacks: Int { glyphFallbackCount.load(ordering: .relaxed) }
    /// Controls, escape sequences and other troublemakers replaced while laying out.
    public var sanitised: Int { sanitisedCount.load(ordering: .relaxed) }

    func add(_ drawing: DrawStatistics) {
        if drawing.imageFallbacks > 0 { imageFallbackCount.add(drawing.imageFallbacks, ordering: .relaxed) }
        if drawing.glyphFallbacks > 0 { glyphFallbackCount.add(drawing.glyphFallbacks, ordering: .relaxed) }
        if drawing.remoteImageFallbacks > 0 {
            remoteImageFallbackCount.add(drawing.remoteImageFallbacks, ordering: .relaxed)
        }
        if drawing.imagesPending > 0 { imagesPendingCount.add(drawing.imagesPending, ordering: .relaxed) }
    }

    func add(sanitised: Int) {
        if sanitised > 0 { sanitisedCount.add(sanitised, ordering: .relaxed) }
    }
}
