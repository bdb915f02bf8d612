import BurinCore
import Testing

@testable import BurinRaster

/// A remote image source that answers what a test says, and remembers what it was asked.
final class ScriptedRemoteSource: RemoteImageSource {
    private let answers = Locked<[String: RemoteImageLookup]>([:])
    private let asked = Locked<[(name: String, fromMemoryOnly: Bool)]>([])

    func answer(_ name: String, _ lookup: RemoteImageLookup) { answers.withLock { $0[name] = lookup } }

    var questions: [(name: String, fromMemoryOnly: Bool)] { asked.withLock { $0 } }

    func serves(_ name: String) -> Bool { ImageAddress.isWeb(name) }

    func lookUp(_ name: String, fromMemoryOnly: Bool) -> RemoteImageLookup {
        asked.withLock { $0.append((name, fromMemoryOnly)) }
        return answers.withLock { $0[name] } ?? .pending
    }
}

/// Images named by web address, through the image cache and the row drawer: a picture still coming
/// is a placeholder and never a cached failure; one that came is decoded once (within the decode
/// budget); one that failed shows its fallback and is counted apart from missing files.
@Suite struct RemoteImageTests {
    static let url = "https://img.example.com/a.png"
    static let green = RGBA(0, 150, 0)

    static func png(_ color: RGBA) throws -> [UInt8] {
        try PNGCodec.encode(TestImages.solid(width: 8, height: 8, color))
    }

    static func fileLoader(_ path: String) throws(ImageError) -> PixelCanvas {
        TestImages.solid(width: 4, height: 4, RGBA(9, 9, 9))
    }

    @Test func aPendingImageIsNotCachedAndIsDecodedOnceItComes() throws {
        let remote = ScriptedRemoteSource()
        let cache = ImageCache(byteLimit: 1 << 20, remote: remote)
        guard case .pending = cache.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("expected pending")
            return
        }
        #expect(cache.statistics.pending == 1)
        #expect(cache.statistics.failures == 0)
        remote.answer(Self.url, .bytes(try Self.png(Self.green)))
        guard case .image(let image) = cache.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("expected the picture once it came")
            return
        }
        #expect(image.width == 4 && image.pixels.allSatisfy { $0 == Self.green })
        // Decoded once: the next draw at that size is a hit, and the source is not asked again.
        _ = cache.lookUp(Self.url, width: 4, height: 4)
        #expect(remote.questions.count == 2)
        #expect(cache.statistics.hits == 1)
    }

    @Test func aFailedFetchIsNotCachedSinceItsSourceMayTryAgain() throws {
        let remote = ScriptedRemoteSource()
        let cache = ImageCache(byteLimit: 1 << 20, remote: remote)
        remote.answer(Self.url, .failed(reason: "HTTP 404"))
        guard case .failed(.unreadable(let name, let reason)) = cache.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("expected a failure")
            return
        }
        #expect(name == Self.url && reason == "HTTP 404")
        remote.answer(Self.url, .bytes(try Self.png(Self.green)))
        guard case .image = cache.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("a later success must be seen")
            return
        }
    }

    @Test func bytesThatDoNotDecodeAreACachedFailure() {
        let remote = ScriptedRemoteSource()
        let cache = ImageCache(byteLimit: 1 << 20, remote: remote)
        remote.answer(
            Self.url, .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64)))
        for _ in 0..<2 {
            guard case .failed = cache.lookUp(Self.url, width: 4, height: 4) else {
                Issue.record("garbage after a PNG signature must fail")
                return
            }
        }
        #expect(remote.questions.count == 1, "the decode failure is cached")
        #expect(cache.statistics.failures == 1)
    }

    @Test func decodingFetchedBytesReservesFromTheBudget() throws {
        let remote = ScriptedRemoteSource()
        // 8x8 pixels alone take 256 bytes: a budget of 100 refuses the decode.
        let cache = ImageCache(byteLimit: 1 << 20, budget: ImageMemoryBudget(limit: 100), remote: remote)
        remote.answer(Self.url, .bytes(try Self.png(Self.green)))
        guard case .failed = cache.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("a decode over the budget must be refused")
            return
        }
        let roomy = ImageMemoryBudget(limit: 1 << 20)
        let fits = ImageCache(byteLimit: 1 << 20, budget: roomy, remote: remote)
        guard case .image = fits.lookUp(Self.url, width: 4, height: 4) else {
            Issue.record("a decode within the budget succeeds")
            return
        }
        #expect(roomy.statistics.reserved == 0, "released once scaled")
        #expect(roomy.statistics.peak > 256)
    }

    @Test func filePathsNeverReachTheRemoteSource() {
        let remote = ScriptedRemoteSource()
        let cache = ImageCache(byteLimit: 1 << 20, loader: Self.fileLoader, remote: remote)
        guard case .image = cache.lookUp("/photos/http://a.png", width: 2, height: 2) else {
            Issue.record("a path is loaded as a file")
            return
        }
        #expect(remote.questions.isEmpty)
        #expect(cache.source(of: "/photos/a.png") == .file(path: "/photos/a.png"))
        #expect(cache.source(of: Self.url) == .remote(address: Self.url))
        #expect(ImageCache(byteLimit: 1 << 20).source(of: Self.url) == .file(path: Self.url), "no source: a path")
    }

    // MARK: The row drawer

    static func layout(_ name: String, placeholder: RGBA = ImageFallback.quietPlaceholder) -> RowLayout<Never> {
        RowLayout(
            size: CellSize(width: 6, height: 3), background: RGBA(40, 40, 40),
            paint: [
                .image(
                    path: name, UnitRect(x: 0, y: 0, width: 4, height: 3), radius: 0,
                    fallback: ImageFallback(label: "AB", background: RGBA(0, 0, 160), placeholder: placeholder))
            ])
    }

    @Test func aPictureStillComingDrawsAQuietPlaceholderWithoutItsLabel() throws {
        let remote = ScriptedRemoteSource()
        let drawer = RowDrawer(
            blitter: .halfBlock, imageCache: ImageCache(byteLimit: 1 << 20, remote: remote), textPainter: nil)
        let drawing = try #require(drawer.draw(Self.layout(Self.url, placeholder: RGBA(90, 90, 90))))
        #expect(drawing.statistics.imagesPending == 1)
        #expect(drawing.statistics.imageFallbacks == 0 && drawing.statistics.remoteImageFallbacks == 0)
        #expect(drawing.bitmap.text(ofRow: 1) == "      ", "no initials while it is coming")
        #expect(drawing.bitmap[1, 1] == Cell(" ", background: .rgb(90, 90, 90)))
        #expect(remote.questions.map(\.fromMemoryOnly) == [false], "a worker may read the disk")
    }

    @Test func aFailedPictureDrawsItsInitialsCountedApartFromMissingFiles() throws {
        let remote = ScriptedRemoteSource()
        remote.answer(Self.url, .failed(reason: "connection reset"))
        let drawer = RowDrawer(
            blitter: .halfBlock, imageCache: ImageCache(byteLimit: 1 << 20, remote: remote), textPainter: nil)
        let drawing = try #require(drawer.draw(Self.layout(Self.url)))
        #expect(drawing.statistics.remoteImageFallbacks == 1)
        #expect(drawing.statistics.imageFallbacks == 0 && drawing.statistics.imagesPending == 0)
        #expect(drawing.bitmap.text(ofRow: 1) == " AB   ")
    }

    @Test func theMainLoopsDrawerReadsPicturesFromMemoryOnly() throws {
        let remote = ScriptedRemoteSource()
        remote.answer(Self.url, .bytes(try Self.png(Self.green)))
        let drawer = RowDrawer(
            blitter: .halfBlock, imageCache: ImageCache(byteLimit: 1 << 20, remote: remote), textPainter: nil,
            drawsOnMainLoop: true)
        let drawing = try #require(drawer.draw(Self.layout(Self.url)))
        #expect(drawing.bitmap[1, 1] == Cell(" ", background: .rgb(0, 150, 0)))
        #expect(remote.questions.map(\.fromMemoryOnly) == [true])
    }
}
