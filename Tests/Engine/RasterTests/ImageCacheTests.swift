import BurinCore
import Synchronization
import Testing

@testable import BurinRaster

@Suite struct ImageCacheTests {
    /// A loader that counts its calls and fails for paths starting with "missing".
    final class CountingLoader: Sendable {
        let calls = Atomic<Int>(0)

        func load(_ path: String) throws(ImageError) -> PixelCanvas {
            calls.add(1, ordering: .relaxed)
            if path.hasPrefix("missing") { throw .unreadable(path: path, reason: "no such file") }
            return TestImages.solid(width: 8, height: 8, RGBA(UInt8(path.utf8.count), 0, 0))
        }
    }

    static func cost(path: String, width: Int, height: Int) -> Int {
        width * height * 4 + ImageCache.entryOverhead + path.utf8.count
    }

    @Test func hitsServeTheScaledImageWithoutLoading() {
        let loader = CountingLoader()
        let cache = ImageCache(byteLimit: 10_000, loader: { path throws(ImageError) in try loader.load(path) })
        let first = cache.image(path: "a", width: 4, height: 2)
        let second = cache.image(path: "a", width: 4, height: 2)
        #expect(loader.calls.load(ordering: .relaxed) == 1)
        guard case .success(let image) = first, case .success(let again) = second else {
            Issue.record("expected images")
            return
        }
        #expect(image.width == 4 && image.height == 2)
        #expect(image == again)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.misses == 1)
        // Another size of the same file is another entry.
        _ = cache.image(path: "a", width: 2, height: 2)
        #expect(loader.calls.load(ordering: .relaxed) == 2)
    }

    @Test func staysWithinItsByteLimitEvictingLeastRecentlyUsed() {
        let loader = CountingLoader()
        let limit = 2 * Self.cost(path: "a", width: 4, height: 4) + 10
        let cache = ImageCache(byteLimit: limit, loader: { path throws(ImageError) in try loader.load(path) })
        _ = cache.image(path: "a", width: 4, height: 4)
        _ = cache.image(path: "b", width: 4, height: 4)
        _ = cache.image(path: "a", width: 4, height: 4)  // a is now the most recent
        _ = cache.image(path: "c", width: 4, height: 4)  // evicts b
        let stats = cache.statistics
        #expect(stats.entries == 2)
        #expect(stats.evictions == 1)
        #expect(stats.bytes <= limit)
        #expect(loader.calls.load(ordering: .relaxed) == 3)
        _ = cache.image(path: "a", width: 4, height: 4)
        #expect(loader.calls.load(ordering: .relaxed) == 3)
        _ = cache.image(path: "b", width: 4, height: 4)
        #expect(loader.calls.load(ordering: .relaxed) == 4)
    }

    @Test func failuresAreCachedAndCounted() {
        let loader = CountingLoader()
        let cache = ImageCache(byteLimit: 10_000, loader: { path throws(ImageError) in try loader.load(path) })
        for _ in 0..<5 {
            guard case .failure(let error) = cache.image(path: "missing.png", width: 4, height: 4) else {
                Issue.record("a missing file gave an image")
                return
            }
            #expect(error == .unreadable(path: "missing.png", reason: "no such file"))
        }
        #expect(loader.calls.load(ordering: .relaxed) == 1)
        #expect(cache.statistics.failures == 1)
        #expect(cache.statistics.hits == 4)
    }

    @Test func imageLargerThanTheWholeLimitIsServedButNotKept() {
        let loader = CountingLoader()
        let cache = ImageCache(byteLimit: 100, loader: { path throws(ImageError) in try loader.load(path) })
        guard case .success = cache.image(path: "a", width: 8, height: 8) else {
            Issue.record("expected an image")
            return
        }
        #expect(cache.statistics.entries == 0)
        #expect(cache.statistics.bytes == 0)
    }

    @Test func concurrentUseIsSafe() async {
        let loader = CountingLoader()
        let cache = ImageCache(
            byteLimit: 3 * Self.cost(path: "p0", width: 4, height: 4),
            loader: { path throws(ImageError) in try loader.load(path) })
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<200 {
                        let path = (i + worker) % 7 == 0 ? "missing\(i % 3)" : "p\(i % 5)"
                        _ = cache.image(path: path, width: 4, height: 4)
                    }
                }
            }
        }
        let stats = cache.statistics
        #expect(stats.hits + stats.misses == 800)
        #expect(stats.bytes <= 3 * Self.cost(path: "p0", width: 4, height: 4))
    }
}
