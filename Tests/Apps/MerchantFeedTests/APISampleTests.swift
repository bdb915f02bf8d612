import BurinCore
import BurinListViewer
import BurinPictures
import BurinRaster
import BurinTerminal
import BurinTestSupport
import FeedData
import Foundation
import MerchantFeed
import Testing

/// The two API-shaped samples in demo-data/api (issue 18's "done when"): every visible card shows its
/// title and its author, none says "not a merchant", the status bar counts every record; and the
/// GitHub sample's avatars, served by URL from a loopback server, are the cards' pictures in
/// half-blocks, kitty and sixel, exactly as the same avatars read as files.
@Suite(.serialized) struct APISampleTests {
    static let folder = PackageRoot.path("demo-data/api")
    static let github = folder + "/github-issues.json"
    static let hackerNews = folder + "/hn-items.jsonl"
    /// The samples' own "now" (scripts/make-api-samples.py): 2026-12-06T12:00:00Z.
    static let now = RecordTime(seconds: 1_796_558_400)

    @Test(arguments: [(github, 40), (hackerNews, 50)])
    func everyVisibleCardShowsItsTitleAndAuthor(path: String, records: Int) throws {
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        let h = ViewerHarness(feed: feed, size: CellSize(width: 110, height: 40), now: Self.now)
        h.settle()
        #expect(h.statusLine.contains("1/\(records) TOP"), "\(h.statusLine)")
        var seen = Set<Int>()
        for _ in 0..<60 {
            for row in h.rows where row.top >= 0 && row.top + row.height <= h.viewportHeight {
                guard case .generic(let record) = h.item(atListIndex: row.index) else {
                    Issue.record("row \(row.index) is no generic card")
                    continue
                }
                let text = h.lines(of: row).map { h.grid.text(ofRow: $0) }.joined(separator: "\n")
                let title = try #require(record.title, "row \(row.index) has a title")
                let author = try #require(record.byline, "row \(row.index) has an author")
                #expect(text.contains(String(title.prefix(40))), "row \(row.index): \(title) in\n\(text)")
                #expect(text.contains("by " + author), "row \(row.index): \(author) in\n\(text)")
                seen.insert(row.index)
            }
            #expect(!h.grid.text.contains("not a merchant"))
            if let last = h.rows.last, last.index == records - 1, last.top + last.height <= h.viewportHeight { break }
            // Half a page at a time: a card cut by the bottom edge is whole on the next screen.
            h.press(.character("d"))
        }
        #expect(seen.count == records, "every record was a visible card once: \(seen.count)")
        #expect(feed.badRecordCount == 0 && feed.otherRecordCount == 0)
    }

    /// The GitHub sample twice, in a folder of its own: avatars as the files beside it, and by URL
    /// from `server`.
    final class AvatarFeeds {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("burin-api-\(UUID().uuidString)").path
        var local: String { root + "/local/github-issues.json" }
        var remote: String { root + "/remote/github-issues.json" }

        init(server: LoopbackImageServer) throws {
            for side in ["local", "remote"] {
                try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(
                atPath: APISampleTests.folder + "/avatars", toPath: root + "/local/avatars")
            let text = try String(contentsOfFile: APISampleTests.github, encoding: .utf8)
            try text.write(toFile: local, atomically: true, encoding: .utf8)
            let byURL = text.replacingOccurrences(
                of: "\"avatar_url\": \"avatars/", with: "\"avatar_url\": \"\(server.url("/file/avatars/"))")
            #expect(byURL != text)
            try byURL.write(toFile: remote, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static func snapshot(_ path: String, pixels: GraphicsProtocol?) throws -> (bytes: [UInt8], snapshot: FeedSnapshot) {
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        var options = ViewerHarness.options(threads: true)
        options.now = now
        options.remoteImages.wait = .seconds(20)
        var request = SnapshotRequest()
        request.size = CellSize(width: 100, height: 30)
        request.format = pixels == nil ? .ansi : .png
        request.pixels = pixels
        request.timeout = .seconds(60)
        if pixels != nil {
            options.pictures = GraphicsSetup(
                graphics: .kitty, route: .direct, cellSize: PixelSize(width: 10, height: 20), cellSizeMeasured: true,
                colorRegisters: 256, terminal: "snapshot", reason: "snapshot --pixels")
        }
        let snapshot = try SnapshotRunner.snapshot(feed: feed, request: request, options: options)
        #expect(snapshot.imagesStillComing == 0)
        return (try SnapshotRunner.encode(snapshot, request: request, theme: options.theme), snapshot)
    }

    @Test func avatarsByURLAreTheCardsPicturesInHalfBlocksKittyAndSixel() throws {
        let server = try LoopbackImageServer(root: Self.folder)
        let feeds = try AvatarFeeds(server: server)
        // Half-blocks: the screens are the same, byte for byte.
        let local = try Self.snapshot(feeds.local, pixels: nil)
        let remote = try Self.snapshot(feeds.remote, pixels: nil)
        #expect(RemoteImageLoopbackTests.same(remote.bytes, local.bytes))
        #expect(try server.requestCount() >= 5, "the avatars came from the server")
        for pixels in GraphicsProtocol.allCases {
            let local = try Self.snapshot(feeds.local, pixels: pixels)
            let remote = try Self.snapshot(feeds.remote, pixels: pixels)
            #expect(RemoteImageLoopbackTests.same(remote.bytes, local.bytes), "--pixels \(pixels)")
            // Each card on screen has its own picture: its author's avatar.
            let pictures = remote.snapshot.pictures.pictures
            #expect(pictures.count >= 5, "--pixels \(pixels): \(pictures.count) pictures")
            #expect(pictures.map(\.payload) == local.snapshot.pictures.pictures.map(\.payload))
        }
    }

    @Test func eachCardsPictureIsItsOwnAuthorsAvatar() throws {
        let feed = try FeedSource(path: Self.github)
        feed.waitUntilIndexed()
        var options = ViewerHarness.options()
        options.now = Self.now
        options.pictures = GraphicsSetup(
            graphics: .sixel, route: .direct, cellSize: PixelSize(width: 10, height: 20), cellSizeMeasured: true,
            colorRegisters: 256, terminal: "test", reason: "test")
        let screen = HeadlessScreen(size: CellSize(width: 100, height: 40))
        let viewer = FeedViewer(screen: screen, feed: feed, options: options, clock: ManualClock())
        defer { viewer.shutdown() }
        for _ in 0..<200 where !viewer.isSettled { viewer.step(events: []) }
        var byAuthor: [String: [UInt8]] = [:]
        var checked = 0
        for row in viewer.lastFrame?.rows ?? [] {
            guard case .drawing(let drawing) = row.display, case .generic(let record)? = feed.item(at: row.index),
                let author = record.byline
            else { continue }
            guard case .sixel(let picture)? = drawing.bitmap.pictures.first?.payload else {
                Issue.record("row \(row.index) has no sixel picture")
                continue
            }
            #expect(record.picture?.hasSuffix("avatars/\(author).png") == true)
            if let seen = byAuthor[author] {
                #expect(seen == picture.whole, "\(author)'s cards show the same picture")
            }
            byAuthor[author] = picture.whole
            checked += 1
        }
        #expect(checked >= 5)
        #expect(Set(byAuthor.values).count == byAuthor.count, "different authors, different pictures")
    }
}

extension APISampleTests {
    @Test func theFilterSearchesWhatTheCardShowsAndEnterUnfoldsEveryField() throws {
        let feed = try FeedSource(path: Self.github)
        feed.waitUntilIndexed()
        let h = ViewerHarness(feed: feed, size: CellSize(width: 110, height: 40), now: Self.now)
        h.settle()
        // An author, a label and a state badge are all on the card, so all are found.
        for query in ["okonkwo", "#parser", "closed"] {
            h.step([.key(.character("/"))])
            h.type(query.hasPrefix("#") ? String(query.dropFirst()) : query)
            h.press(.enter)
            let all = (0..<feed.knownCount).compactMap { index -> GenericRecord? in
                if case .generic(let r) = feed.item(at: index) { r } else { nil }
            }
            let term = query.hasPrefix("#") ? String(query.dropFirst()) : query
            let expected = all.filter { FeedItem.generic($0).matches(term) }.count
            #expect(expected > 0 && h.viewer.model.rowCount == expected, "\(query): \(h.statusLine)")
            for row in h.rows {
                guard case .generic(let r) = h.item(atListIndex: row.index) else { continue }
                let shown = [
                    r.byline ?? "", r.tags.joined(separator: " "), r.facts.map(\.value).joined(separator: " "),
                ]
                #expect(shown.joined(separator: " ").lowercased().contains(term), "\(query) matched \(r.title ?? "")")
            }
            h.press(.escape)
        }
        // Enter on a card: every field, the author's nested ones indented under `user`.
        h.press(.character("g"), .character("n"), .enter)
        let focused = try #require(h.viewer.model.focused)
        guard case .generic(let record) = feed.item(at: focused.rawValue), let author = record.byline else {
            Issue.record("the focused row is no generic card with an author")
            return
        }
        let text = h.grid.text
        #expect(text.contains("  user {19 fields}") && text.contains("    login \(author)"))
        #expect(text.contains("  repository_url https://api.github.com/repos/burin-demo/lanternfish"))
        h.press(.enter)
        #expect(!h.grid.text.contains("user {19 fields}"), "Enter folds it again")
    }
}
