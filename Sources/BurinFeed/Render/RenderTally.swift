import Synchronization

/// What rendering had to fall back on, counted across all layout and draw threads: images that could
/// not be had (drawn as initials), clusters no font could draw (shown as terminal characters), and
/// clusters the sanitiser replaced. The fps overlay and the bench read it.
public final class RenderTally: Sendable {
    private let imageFallbackCount = Atomic<Int>(0)
    private let glyphFallbackCount = Atomic<Int>(0)
    private let sanitisedCount = Atomic<Int>(0)

    public init() {}

    /// Image slots drawn with their fallback (missing or corrupt image).
    public var imageFallbacks: Int { imageFallbackCount.load(ordering: .relaxed) }
    /// Display-text clusters no installed font could draw.
    public var glyphFallbacks: Int { glyphFallbackCount.load(ordering: .relaxed) }
    /// Controls, escape sequences and other troublemakers replaced while laying out.
    public var sanitised: Int { sanitisedCount.load(ordering: .relaxed) }

    func add(imageFallbacks: Int, glyphFallbacks: Int) {
        if imageFallbacks > 0 { imageFallbackCount.add(imageFallbacks, ordering: .relaxed) }
        if glyphFallbacks > 0 { glyphFallbackCount.add(glyphFallbacks, ordering: .relaxed) }
    }

    func add(sanitised: Int) {
        if sanitised > 0 { sanitisedCount.add(sanitised, ordering: .relaxed) }
    }
}
