import BurinCore
import BurinTestSupport
import Foundation
import Synchronization
import Testing

@testable import BurinRemoteImages

/// The store with a manual transport: which fetch ends, and how, is the test's choice, so queueing,
/// the bound, settle notifications and both caches are checked step by step on one thread.
@Suite struct RemoteImageStoreTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(0..<200)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 9, count: 100)

    static func url(_ name: String) -> String { "https://images.test/\(name)" }

    /// A store whose disk index (if any) is read before it is returned, so every test starts settled.
    static func store(_ limits: RemoteImageLimits, _ cacheDirectory: String?, _ transport: ManualHTTPTransport)
        -> RemoteImageStore
    {
        RemoteImageStore(
            limits: limits, cacheDirectory: cacheDirectory, transport: transport, loadsIndexInBackground: false)
    }

    static func limits(concurrent: Int = 4, memoryBytes: Int = 1 << 20) -> RemoteImageLimits {
        RemoteImageLimits(maxConcurrentRequests: concurrent, maxImageBytes: 4096, memoryBytes: memoryBytes)
    }

    @Test func requestsRunWithinTheBoundAndSettleThroughTheWaker() {
        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(concurrent: 2), nil, transport)
        let wakes = Atomic(0)
        store.setWaker { wakes.add(1, ordering: .relaxed) }
        let urls = ["a", "b", "c"].map(Self.url)
        #expect(store.request(urls) == [.pending, .pending, .pending])
        #expect(transport.running.map(\.url) == [urls[0], urls[1]])
        #expect(store.statistics.inFlight == 2)
        #expect(store.statistics.queued == 1)

        #expect(transport.complete(urls[1], with: .success(Self.png)))
        #expect(transport.running.map(\.url) == [urls[0], urls[2]])
        #expect(transport.complete(urls[0], with: .success(Self.jpeg)))
        #expect(wakes.load(ordering: .relaxed) == 1)
        #expect(store.drainSettled() == [urls[1], urls[0]])
        #expect(store.state(of: urls[1]) == .ready)
        #expect(store.bytes(of: urls[1]) == Self.png)
        #expect(store.bytes(of: urls[0]) == Self.jpeg)
        #expect(store.bytes(of: urls[2]) == nil)

        #expect(transport.complete(urls[2], with: .failure(.reset)))
        #expect(wakes.load(ordering: .relaxed) == 2)
        #expect(store.drainSettled() == [urls[2]])
        #expect(store.state(of: urls[2]) == .failed(.reset))
        let statistics = store.statistics
        #expect(statistics.requests == 3)
        #expect(statistics.fetched == 2)
        #expect(statistics.bytesFetched == Self.png.count + Self.jpeg.count)
        #expect(statistics.failures(.reset) == 1)
        #expect(statistics.inFlight == 0)
    }

    @Test func aRequestIsMadeOnceHoweverOftenItIsAsked() {
        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(), nil, transport)
        let url = Self.url("a")
        for _ in 0..<5 { store.request(url) }
        #expect(transport.started.count == 1)
        transport.complete(url, with: .failure(.httpStatus(500)))
        for _ in 0..<5 { #expect(store.request(url) == .failed(.httpStatus(500))) }
        #expect(transport.started.count == 1)
    }

    @Test func bodiesThatAreNoImageOrTooLargeFailWhateverTheTransportSays() {
        let transport = ManualHTTPTransport()
        let cache = ScratchCacheFolder("checks")
        defer { cache.remove() }
        let store = Self.store(Self.limits(), cache.path, transport)
        let urls = ["html", "big", "empty"].map(Self.url)
        store.request(urls)
        transport.complete(urls[0], with: .success(Array("<html>\u{1B}[2J".utf8)))
        transport.complete(urls[1], with: .success(Self.png + [UInt8](repeating: 0, count: 5000)))
        transport.complete(urls[2], with: .success([]))
        #expect(urls.map(store.state(of:)) == [.failed(.notAnImage), .failed(.tooLarge), .failed(.notAnImage)])
        #expect(cache.cacheFiles.isEmpty)
        #expect(store.statistics.failures(.notAnImage) == 2)
        #expect(store.statistics.failures(.tooLarge) == 1)
    }

    @Test func aFetchedImageIsOnDiskBeforeItIsReadyAndASecondStoreNeedsNoRequest() {
        let cache = ScratchCacheFolder("second")
        defer { cache.remove() }
        let url = Self.url("a")
        let firstTransport = ManualHTTPTransport()
        let first = Self.store(Self.limits(), cache.path, firstTransport)
        #expect(first.hasDiskCache)
        first.request(url)
        firstTransport.complete(url, with: .success(Self.png))
        #expect(cache.cacheFiles == [CacheKey(url: url).fileName])
        first.shutdown()

        let secondTransport = ManualHTTPTransport()
        let second = Self.store(Self.limits(), cache.path, secondTransport)
        #expect(second.request(url) == .ready)
        #expect(secondTransport.started.isEmpty)
        #expect(second.bytes(of: url) == Self.png)
        #expect(second.statistics.diskHits == 1)
        #expect(second.statistics.diskReads == 1)
        #expect(second.drainSettled().isEmpty)
    }

    @Test func theIndexIsReadInTheBackgroundAndRequestsMadeMeanwhileAreAnsweredFromDisk() {
        let cache = ScratchCacheFolder("background")
        defer { cache.remove() }
        let urls = (0..<50).map { Self.url("n\($0)") }
        let seed = ManualHTTPTransport()
        let first = Self.store(Self.limits(concurrent: 64), cache.path, seed)
        first.request(urls)
        for url in urls { seed.complete(url, with: .success(Self.png)) }
        first.shutdown()

        let transport = ManualHTTPTransport()
        let store = RemoteImageStore(limits: Self.limits(), cacheDirectory: cache.path, transport: transport)
        let uncached = Self.url("new")
        let states = store.request(urls + [uncached])
        // Whether the index was read yet is a race; what the states may be is not.
        #expect(states.allSatisfy { $0 == .pending || $0 == .ready })
        #expect(SettleWaiter(store).states(urls) == Array(repeating: .ready, count: urls.count))
        // The machine counts the one request as the index arrives; the transport may see it a moment later.
        #expect(store.statistics.requests == 1)
        #expect(transport.started.allSatisfy { $0.url == uncached })
        #expect(store.statistics.diskHits == urls.count)
    }

    @Test func imagesPushedOutOfMemoryAreReadBackFromDisk() {
        let cache = ScratchCacheFolder("memory")
        defer { cache.remove() }
        let transport = ManualHTTPTransport()
        // Room in memory for one image (the bound never drops below the largest image).
        let store = Self.store(RemoteImageLimits(maxImageBytes: 300, memoryBytes: 400), cache.path, transport)
        let urls = ["a", "b", "c"].map(Self.url)
        store.request(urls)
        let images = (0..<3).map { Self.png + [UInt8](repeating: UInt8($0), count: 50) }
        for (url, image) in zip(urls, images) { transport.complete(url, with: .success(image)) }
        #expect(store.statistics.memoryBytes <= 400)
        #expect(urls.map(store.bytes(of:)) == images)
        #expect(store.statistics.diskReads == 3)
        #expect(store.statistics.diskBytes > 0)
    }

    @Test func theMainLoopNeverReadsTheDiskAndGetsAnImageOnlyOnDiskAfterABackgroundRead() {
        let cache = ScratchCacheFolder("in-memory")
        defer { cache.remove() }
        let url = Self.url("a")
        let seed = ManualHTTPTransport()
        let first = Self.store(Self.limits(), cache.path, seed)
        first.request(url)
        seed.complete(url, with: .success(Self.png))
        first.shutdown()

        let store = Self.store(Self.limits(), cache.path, ManualHTTPTransport())
        #expect(store.request(url) == .ready)
        #expect(store.bytesInMemory(of: url) == nil)
        // The background read reports the URL; the waiter drains until the bytes are in memory.
        #expect(SettleWaiter(store).changed(timeout: .seconds(10)) == [url])
        #expect(store.bytesInMemory(of: url) == Self.png)
        #expect(store.statistics.diskReads == 1)
    }

    @Test func aCorruptCacheFileIsForgottenReportedAndFetchedAgain() throws {
        let cache = ScratchCacheFolder("corrupt")
        defer { cache.remove() }
        let url = Self.url("a")
        let seed = ManualHTTPTransport()
        let first = Self.store(Self.limits(), cache.path, seed)
        first.request(url)
        seed.complete(url, with: .success(Self.png))
        first.shutdown()
        // Flip one payload byte: the checksum no longer matches.
        let path = cache.path + "/" + CacheKey(url: url).fileName
        var file = try #require(FileManager.default.contents(atPath: path))
        file[file.count - 1] ^= 0xFF
        try file.write(to: URL(fileURLWithPath: path))

        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(), cache.path, transport)
        #expect(store.request(url) == .ready)  // the index knows the file; only a read can judge it
        #expect(store.bytes(of: url) == nil)
        #expect(store.state(of: url) == .unknown)
        #expect(store.drainSettled() == [url])
        #expect(store.statistics.diskLost == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(store.request(url) == .pending)
        transport.complete(url, with: .success(Self.png))
        #expect(store.bytes(of: url) == Self.png)
    }

    @Test func anUnusableCacheDirectoryMeansMemoryOnly() {
        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(), "/proc/burin-cannot-be-here", transport)
        #expect(!store.hasDiskCache)
        let url = Self.url("a")
        store.request(url)
        transport.complete(url, with: .success(Self.png))
        #expect(store.bytes(of: url) == Self.png)
    }

    @Test func shutdownCancelsTheTransportAndLateCompletionsChangeNothing() {
        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(concurrent: 1), nil, transport)
        let urls = ["a", "b"].map(Self.url)
        store.request(urls)
        store.shutdown()
        #expect(transport.cancelled == [0])
        #expect(transport.isShutDown)
        transport.complete(urls[0], with: .success(Self.png))
        #expect(store.state(of: urls[0]) == .unknown)
        #expect(store.bytes(of: urls[0]) == nil)
        #expect(store.drainSettled().isEmpty)
        #expect(transport.started.count == 1)
    }

    @Test func manyThreadsAskingAtOnceMakeOneRequestPerURL() {
        let transport = ManualHTTPTransport()
        let store = Self.store(Self.limits(concurrent: 64), nil, transport)
        let urls = (0..<40).map { Self.url("n\($0)") }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for (i, url) in urls.enumerated() where (i + worker) % 2 == 0 {
                store.request(url)
                _ = store.state(of: url)
                _ = store.bytes(of: url)
            }
        }
        #expect(transport.started.count == urls.count)
        #expect(Set(transport.started.map(\.url)) == Set(urls))
        DispatchQueue.concurrentPerform(iterations: urls.count) { i in
            transport.complete(urls[i], with: .success(Self.png))
        }
        #expect(urls.allSatisfy { store.bytes(of: $0) == Self.png })
        #expect(Set(store.drainSettled()) == Set(urls))
    }
}
