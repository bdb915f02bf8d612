import BurinCore
import BurinListViewer
import BurinRemoteImages
import BurinTestSupport
import FeedData
import Foundation
import MerchantFeed
import Testing

/// The merchant feed with thumbnails given by URL, fetched through a manual transport (the test ends
/// each fetch, when and how it likes) and drawn in stepped frames: a card shows a quiet placeholder
/// until its picture comes, then exactly what the same card shows with the picture as a file; a
/// picture that fails shows its initials and is counted; a late picture never lands in another row.
@Suite struct RemoteImageFeedTests {
    /// The demo's photographs, read in place.
    static let photos: [String] = {
        let folder = PackageRoot.path("demo-data/photos")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return names.prefix(24).map { folder + "/" + $0 }
    }()

    static let names = ["陈记烘焙坊", "金牌轻食", "老王麻辣烫", "Burger Lab", "山城小面", "Pho Saigon", "阿婆牛杂", "Kebab House"]

    static func address(of path: String) -> String { "https://photos.test/" + (path as NSString).lastPathComponent }

    /// `count` merchants, each with a photo as a file (`byURL` false) or by URL.
    static func feed(count: Int, byURL: Bool) throws -> FeedFixture {
        try FeedFixture(
            lines: (0..<count).map { n in
                let photo = photos[n % photos.count]
                return merchantLine(
                    id: n, name: names[n % names.count] + " \(n)", thumbnail: byURL ? address(of: photo) : photo)
            })
    }

    static func remote(_ transport: ManualHTTPTransport) -> RemoteImageOptions {
        var options = RemoteImageOptions()
        options.makeTransport = { transport }
        return options
    }

    /// Ends every running fetch with the photo its address names.
    static func deliver(_ transport: ManualHTTPTransport) throws {
        for fetch in transport.running {
            let name = String(fetch.url.dropFirst("https://photos.test/".count))
            let path = try #require(photos.first { $0.hasSuffix("/" + name) })
            transport.complete(id: fetch.id, with: .success(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
    }

    /// Steps until settled, ending fetches as they start (at most `frames` frames).
    static func settle(_ h: ViewerHarness, delivering transport: ManualHTTPTransport, frames: Int = 200) throws {
        for _ in 0..<frames {
            try deliver(transport)
            h.step()
            if h.viewer.isSettled && transport.running.isEmpty { return }
        }
        Issue.record("not settled after \(frames) frames")
    }

    @Test func aCardShowsAQuietPlaceholderUntilItsPictureComesThenWhatTheFileShows() throws {
        try #require(Self.photos.count >= 8, "the demo's photos are needed")
        let local = ViewerHarness(feed: try Self.feed(count: 12, byURL: false).source())
        local.settle()
        let transport = ManualHTTPTransport()
        let fixture = try Self.feed(count: 12, byURL: true)
        let h = ViewerHarness(feed: try fixture.source(), remoteImages: Self.remote(transport))
        for _ in 0..<8 { h.step() }
        #expect(!transport.started.isEmpty, "the visible cards' pictures are asked for")
        #expect(h.viewer.renderer.tally.imagesPending > 0, "and drawn as placeholders meanwhile")
        #expect(h.viewer.renderer.tally.remoteImageFallbacks == 0, "not as initials")
        #expect(!h.viewer.isSettled, "a snapshot waits for them")
        #expect(h.grid != local.grid)
        try Self.settle(h, delivering: transport)
        #expect(h.grid == local.grid, "the same cells as the same photos from files")
        #expect(h.viewer.renderer.tally.remoteImageFallbacks == 0)
        let statistics = try #require(h.viewer.app.remoteImages.storeIfMade).statistics
        #expect(statistics.fetched == statistics.requests)
        #expect(h.viewer.app.overlayLines.contains { $0.contains("url images \(statistics.fetched) fetched") })
    }

    @Test func picturesThatFailShowInitialsAndAreCounted() throws {
        let transport = ManualHTTPTransport()
        let failures: [Result<[UInt8], RemoteImageFailure>] = [
            .failure(.httpStatus(404)), .failure(.reset), .failure(.timeout), .failure(.tooLarge),
            .failure(.refused), .success(Array("<html>captive portal</html>".utf8)),
            .success([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49]),
        ]
        let lines = failures.indices.map { n in
            merchantLine(id: n, name: Self.names[n] + " \(n)", thumbnail: "https://photos.test/fails/\(n).png")
        }
        let h = ViewerHarness(
            feed: try FeedFixture(lines: lines).source(), size: CellSize(width: 100, height: 50),
            remoteImages: Self.remote(transport))
        for _ in 0..<200 where !(h.viewer.isSettled && transport.running.isEmpty) {
            for fetch in transport.running {
                guard let n = Int(fetch.url.dropFirst("https://photos.test/fails/".count).dropLast(".png".count))
                else { continue }
                transport.complete(id: fetch.id, with: failures[n])
            }
            h.step()
        }
        #expect(h.viewer.isSettled)
        #expect(h.rows.count == failures.count)
        for row in h.rows {
            // The thumbnail is the card's first twelve columns; the name is written to its right.
            let slot = h.lines(of: row).map { String(h.grid.text(ofRow: $0).prefix(12)) }.joined()
            let initial = String(Self.names[row.index].first!).uppercased()
            #expect(slot.contains(initial), "row \(row.index)'s initial is drawn in its thumbnail: \(slot)")
        }
        let statistics = try #require(h.viewer.app.remoteImages.storeIfMade).statistics
        #expect(statistics.failureCount == 6, "five transport failures and a body that is no image")
        #expect(h.viewer.renderer.tally.remoteImageFallbacks >= failures.count, "the corrupt PNG too")
        let overlay = h.viewer.app.overlayLines.joined(separator: "\n")
        for kind in ["http 1", "reset 1", "timeout 1", "too-large 1", "refused 1", "not-image 1"] {
            #expect(overlay.contains(kind), "overlay: \(overlay)")
        }
        #expect(h.statusLine.contains("images by URL failed"))
    }

    @Test func latePicturesForRowsThatLeftAndCameBackLandInTheirOwnRows() throws {
        let local = ViewerHarness(feed: try Self.feed(count: 200, byURL: false).source())
        local.settle()
        let transport = ManualHTTPTransport()
        let h = ViewerHarness(
            feed: try Self.feed(count: 200, byURL: true).source(), remoteImages: Self.remote(transport))
        for _ in 0..<4 { h.step() }
        // Away before anything came, then the first screen's pictures arrive while it is far away.
        h.viewer.pipeline.jump(toIndex: 120, viewportHeight: h.viewportHeight)
        for _ in 0..<4 { h.step() }
        try Self.deliver(transport)
        for _ in 0..<4 { h.step() }
        h.viewer.pipeline.jump(toIndex: 0, viewportHeight: h.viewportHeight)
        try Self.settle(h, delivering: transport)
        #expect(h.grid == local.grid)
        local.viewer.pipeline.jump(toIndex: 120, viewportHeight: local.viewportHeight)
        local.settle()
        h.viewer.pipeline.jump(toIndex: 120, viewportHeight: h.viewportHeight)
        try Self.settle(h, delivering: transport)
        #expect(h.grid == local.grid)
    }

    @Test func drawingOnTheMainLoopShowsTheSamePictures() throws {
        let local = ViewerHarness(feed: try Self.feed(count: 12, byURL: false).source(), sync: true)
        local.settle()
        let transport = ManualHTTPTransport()
        let h = ViewerHarness(
            feed: try Self.feed(count: 12, byURL: true).source(), remoteImages: Self.remote(transport), sync: true)
        try Self.settle(h, delivering: transport)
        #expect(h.grid == local.grid)
        #expect(h.viewer.pipeline.counters.drawsSynchronous > 0)
    }
}
