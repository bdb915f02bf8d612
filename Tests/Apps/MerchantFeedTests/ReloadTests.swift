import BurinCore
import BurinTerminal
import FeedData
import Foundation
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// `R` after the file grew: a last line that was cut short is read again and redrawn.
@Suite struct ReloadTests {
    @Test func aCompletedLastLineIsRedrawnAfterReload() throws {
        let first = merchantLine(id: 1, name: "First Shop")
        let fixture = try FeedFixture(bytes: Array((first + "\n" + #"{"id":"2","name":"Trunc"#).utf8))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        #expect(h.grid.text.contains("bad record at line 2"))

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.path))
        handle.seekToEndOfFile()
        handle.write(Data(#"ated Shop","category":"快餐"}"#.utf8))
        handle.write(Data("\n".utf8))
        try handle.close()
        h.press(.character("R"))
        h.feed.waitUntilIndexed()
        #expect(h.settle())
        #expect(h.grid.text.contains("Truncated Shop"), "the completed record is shown:\n\(h.grid.text)")
        #expect(!h.grid.text.contains("bad record at line 2"))
        #expect(h.feed.badRecordCount == 0, "the completed record is no longer counted as bad")
        #expect(!h.statusLine.contains("bad record"))
    }
}

/// `R` always answers: what the reload found, or that a stream cannot be reloaded.
@Suite struct ReloadFeedbackTests {
    @Test func aReloadThatFindsNothingSaysSo() throws {
        let fixture = try FeedFixture(lines: (0..<5).map { merchantLine(id: $0, name: "Shop \($0)") })
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.press(.character("R"))
        h.feed.waitUntilIndexed()
        #expect(h.settle())
        #expect(h.statusLine.contains("reloaded: no change"), "status: \(h.statusLine)")
        h.press(.character("j"))
        #expect(!h.statusLine.contains("reloaded"), "the answer goes with the next key")
    }

    @Test func aReloadThatFindsRowsCountsThem() throws {
        let fixture = try FeedFixture(lines: (0..<5).map { merchantLine(id: $0, name: "Shop \($0)") })
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.path))
        handle.seekToEndOfFile()
        handle.write(
            Data((merchantLine(id: 5, name: "Shop 5") + "\n" + merchantLine(id: 6, name: "Shop 6") + "\n").utf8))
        try handle.close()
        h.press(.character("R"))
        h.feed.waitUntilIndexed()
        #expect(h.settle())
        #expect(h.statusLine.contains("reloaded: 2 new rows"), "status: \(h.statusLine)")
    }
}
