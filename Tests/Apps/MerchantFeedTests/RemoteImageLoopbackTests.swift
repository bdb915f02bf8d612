import BurinCore
import BurinListViewer
import BurinRemoteImages
import BurinTestSupport
import Dispatch
import FeedData
import Foundation
import MerchantFeed
import Testing

/// The merchant viewer fetching thumbnails from a real HTTP server on loopback that the test starts
/// (`LoopbackImageServer`), with real draw workers and URLSession: a snapshot of a feed whose
/// pictures come by URL, 0-500 ms late each, is byte for byte the snapshot of the same feed with the
/// pictures as files, in both draw policies; with the server stopped, a second snapshot comes from
/// the disk cache and is the same again; every hostile answer ends, within its timeout, as a counted
/// fallback showing the card's initials. ThreadSanitizer runs this suite in CI.
@Suite(.serialized) struct RemoteImageLoopbackTests {
    /// A folder holding the demo's first photos, a feed naming them as files and one naming them by
    /// URL on `server` (both files called feed.jsonl, so the status bars say the same).
    final class Fixture {
        let root: String
        let photos: [String]
        var localFeed: String { root + "/local/feed.jsonl" }
        var remoteFeed: String { root + "/remote/feed.jsonl" }
        var cache: String { root + "/cache" }

        init(count: Int) throws {
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent("burin-url-\(UUID().uuidString)").path
            let local = root + "/local"
            try FileManager.default.createDirectory(atPath: local + "/photos", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/remote", withIntermediateDirectories: true)
            photos = Array(RemoteImageFeedTests.photos.prefix(count))
            for photo in photos {
                let name = (photo as NSString).lastPathComponent
                try FileManager.default.copyItem(atPath: photo, toPath: local + "/photos/" + name)
            }
        }

        /// Writes both feeds: `count` merchants, photos by relative path or by `server` URL, each URL
        /// answered after a latency of 0-500 ms drawn from `seed`.
        func write(count: Int, server: LoopbackImageServer, seed: UInt64) throws {
            var rng = SplitMix64(seed: seed)
            var local: [String] = []
            var remote: [String] = []
            for n in 0..<count {
                let name = (photos[n % photos.count] as NSString).lastPathComponent
                let title = RemoteImageFeedTests.names[n % RemoteImageFeedTests.names.count] + " \(n)"
                local.append(merchantLine(id: n, name: title, thumbnail: "photos/" + name))
                // One URL a row (a feed's photo per merchant), so each is fetched and decoded on its own.
                let url = server.url("/file/photos/\(name)?row=\(n)&latency=\(rng.int(0...500))")
                remote.append(merchantLine(id: n, name: title, thumbnail: url))
            }
            try Data(local.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: localFeed))
            try Data(remote.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: remoteFeed))
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static func options(cache: String?, sync: Bool = false, limits: RemoteImageLimits = RemoteImageLimits())
        -> ViewerOptions
    {
        var options = ViewerOptions()
        options.usesFreeType = false
        options.workers = 2
        options.pipeline.forceSync = sync
        options.remoteImages.cacheDirectory = cache
        options.remoteImages.limits = limits
        options.remoteImages.wait = .seconds(20)
        return options
    }

    static func snapshot(_ path: String, options: ViewerOptions, top: Int = 1) throws -> (bytes: [UInt8], coming: Int) {
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        var request = SnapshotRequest()
        request.size = CellSize(width: 100, height: 40)
        request.top = top
        request.format = .ansi
        request.timeout = .seconds(60)
        let snapshot = try SnapshotRunner.snapshot(feed: feed, request: request, options: options)
        return (
            try SnapshotRunner.encode(snapshot.grid, request: request, theme: options.theme), snapshot.imagesStillComing
        )
    }

    /// Whether two snapshots are the same bytes; if not, where they first differ (both, as text).
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a != b else { return true }
        let at = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        func around(_ x: [UInt8]) -> String {
            String(decoding: x[max(0, at - 60)..<min(x.count, at + 60)], as: UTF8.self).debugDescription
        }
        Issue.record("differ at byte \(at) of \(a.count)/\(b.count):\n\(around(a))\n\(around(b))")
        return false
    }

    @Test func aURLFeedsSnapshotIsTheFileFeedsByteForByteAndComesFromTheDiskCacheOnceTheServerIsGone() throws {
        try #require(RemoteImageFeedTests.photos.count >= 16, "the demo's photos are needed")
        let fixture = try Fixture(count: 16)
        let server = try LoopbackImageServer(root: fixture.root + "/local")
        try fixture.write(count: 60, server: server, seed: 0x5EED)
        for (sync, top) in [(false, 1), (true, 1), (false, 30)] {
            let local = try Self.snapshot(fixture.localFeed, options: Self.options(cache: nil, sync: sync), top: top)
            let remote = try Self.snapshot(
                fixture.remoteFeed, options: Self.options(cache: fixture.cache, sync: sync), top: top)
            #expect(remote.coming == 0)
            #expect(Self.same(remote.bytes, local.bytes), "sync \(sync), top \(top): the same bytes as with files")
        }
        #expect(try server.requestCount() > 0)
        server.stop()
        // No server: every picture on screen must come from the disk cache, or it would be initials.
        for (sync, top) in [(false, 1), (true, 1), (false, 30)] {
            let local = try Self.snapshot(fixture.localFeed, options: Self.options(cache: nil, sync: sync), top: top)
            let cached = try Self.snapshot(
                fixture.remoteFeed, options: Self.options(cache: fixture.cache, sync: sync), top: top)
            #expect(Self.same(cached.bytes, local.bytes), "sync \(sync), top \(top): from the disk cache")
        }
    }

    @Test func everyHostileAnswerEndsWithinItsTimeoutAsACountedFallback() throws {
        let server = try LoopbackImageServer()
        let refused = try LoopbackImageServer.refusedPort()
        let routes: [(path: String, url: String?)] = [
            ("/status/404", nil), ("/reset", nil), ("/garbage", nil), ("/drip?interval=50", nil), ("/huge", nil),
            ("/gzip-bomb", nil), ("/slow-headers?ms=8000", nil), ("refused", "http://127.0.0.1:\(refused)/a.png"),
            ("/image.png?latency=400", nil),
        ]
        let names = ["陈记烘焙坊", "金牌轻食", "老王麻辣烫", "山城小面", "阿婆牛杂", "潮汕砂锅粥", "兰州拉面", "重庆小面", "好味道"]
        let lines = routes.indices.map { n in
            merchantLine(id: n, name: names[n], thumbnail: routes[n].url ?? server.url(routes[n].path))
        }
        let fixture = try FeedFixture(lines: lines)
        let limits = RemoteImageLimits(connectTimeout: .seconds(2), totalTimeout: .seconds(3), maxImageBytes: 1 << 20)
        var remote = RemoteImageOptions()
        remote.limits = limits
        let h = ViewerHarness(
            feed: try fixture.source(), size: CellSize(width: 100, height: 60), threads: true, remoteImages: remote)
        let started = ContinuousClock.now
        h.step()
        while !h.viewer.isSettled, ContinuousClock.now - started < .seconds(30) {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(5))
            h.step()
        }
        let elapsed = ContinuousClock.now - started
        #expect(h.viewer.isSettled, "no hang")
        // Four at a time, the slowest cut off at 3 s: well within 30 s, whatever the machine's load.
        #expect(elapsed < .seconds(20), "settled after \(elapsed)")

        let statistics = try #require(h.viewer.app.remoteImages.storeIfMade).statistics
        #expect(statistics.failures(.httpStatus) == 1)
        #expect(statistics.failures(.reset) == 1)
        #expect(statistics.failures(.notAnImage) == 1)
        #expect(statistics.failures(.timeout) == 2, "the drip and the silent headers")
        #expect(statistics.failures(.tooLarge) == 2, "the claimed 2 GB and the decompression bomb")
        #expect(statistics.failures(.refused) == 1)
        #expect(statistics.fetched == 1)
        let overlay = h.viewer.app.overlayLines.joined(separator: "\n")
        #expect(overlay.contains("failed refused 1 timeout 2 reset 1 http 1 too-large 2 not-image 1"), "\(overlay)")
        #expect(h.statusLine.contains("images by URL failed"))
        #expect(h.rows.count == routes.count)
        for row in h.rows {
            let slot = h.lines(of: row).map { String(h.grid.text(ofRow: $0).prefix(12)) }.joined()
            let initial = String(names[row.index].first!)
            if row.index == routes.count - 1 {
                #expect(!slot.contains(initial), "the good picture is drawn, not initials: \(slot)")
            } else {
                #expect(slot.contains(initial), "\(routes[row.index].path) shows initials: \(slot)")
            }
        }
    }
}
