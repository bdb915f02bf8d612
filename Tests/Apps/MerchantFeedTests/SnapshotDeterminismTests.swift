import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import MerchantFeed
import Testing

/// `burin snapshot` gives the same bytes for the same request: settled with real worker threads, and
/// frame K of a scripted scroll with stepped execution.
@Suite struct SnapshotDeterminismTests {
    static let fixtureCount = 300

    /// Renders `request` on a fresh source over `fixture` with two worker threads.
    static func render(_ fixture: FeedFixture, _ request: SnapshotRequest) throws -> (CellGrid, [UInt8]) {
        let grid = try SnapshotRunner.grid(
            feed: try fixture.source(), request: request, options: ViewerHarness.options(threads: true))
        return (grid, try SnapshotRunner.encode(grid, request: request))
    }

    static func request(_ format: SnapshotRequest.Format, frame: Int? = nil) -> SnapshotRequest {
        var request = SnapshotRequest()
        request.size = CellSize(width: 72, height: 20)
        request.top = 5
        request.scroll = 30
        request.format = format
        request.frame = frame
        request.timeout = .seconds(20)
        return request
    }

    @Test(arguments: SnapshotRequest.Format.allCases)
    func settledSnapshotsAreByteIdentical(format: SnapshotRequest.Format) throws {
        let fixture = try FeedFixture(generated: Self.fixtureCount)
        let (firstGrid, first) = try Self.render(fixture, Self.request(format))
        let (secondGrid, second) = try Self.render(fixture, Self.request(format))
        #expect(firstGrid == secondGrid)
        #expect(first == second)
        #expect(!first.isEmpty)
        #expect(GridChecks.problems(in: firstGrid) == [])
    }

    @Test(arguments: SnapshotRequest.Format.allCases)
    func scriptedFrameSnapshotsAreByteIdentical(format: SnapshotRequest.Format) throws {
        let fixture = try FeedFixture(generated: Self.fixtureCount)
        let request = Self.request(format, frame: 12)
        let (firstGrid, first) = try Self.render(fixture, request)
        let (secondGrid, second) = try Self.render(fixture, request)
        #expect(firstGrid == secondGrid)
        #expect(first == second)
        #expect(firstGrid.size == request.size)
    }

    @Test func textFormatIsTheGridsCharacters() throws {
        let fixture = try FeedFixture(generated: Self.fixtureCount)
        for frame in [nil, 3] as [Int?] {
            let request = Self.request(.text, frame: frame)
            let (grid, bytes) = try Self.render(fixture, request)
            let lines = (0..<grid.size.height).map { grid.text(ofRow: $0) + "\n" }.joined()
            #expect(String(decoding: bytes, as: UTF8.self) == lines)
            #expect(bytes == Array((grid.text + "\n").utf8))
            #expect(lines.contains("burin"), "the status bar is part of the snapshot")
        }
    }

    @Test func settledSnapshotEqualsTheSettledInteractiveScreen() throws {
        // A settled snapshot equals the settled screen of an interactive viewer at the same place.
        let fixture = try FeedFixture(generated: Self.fixtureCount)
        var request = Self.request(.text)
        request.scroll = 0
        let (grid, _) = try Self.render(fixture, request)
        let h = ViewerHarness(feed: try fixture.source(), size: request.size)
        h.settle()
        h.viewer.pipeline.jump(toIndex: request.top - 1, viewportHeight: h.viewportHeight)
        h.settle()
        #expect(h.grid == grid)
    }

    @Test func framesDifferAlongTheScriptedScroll() throws {
        // Frame mode really captures frames of a moving list, not one settled screen.
        let fixture = try FeedFixture(generated: Self.fixtureCount)
        var early = Self.request(.text, frame: 2)
        early.speed = 3
        var late = early
        late.frame = 40
        let (a, _) = try Self.render(fixture, early)
        let (b, _) = try Self.render(fixture, late)
        #expect(a != b)
    }

    @Test func pngSnapshotIsAPNG() throws {
        let fixture = try FeedFixture(generated: 40)
        let (_, bytes) = try Self.render(fixture, Self.request(.png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
