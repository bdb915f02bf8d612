import BurinCore
import BurinFeed
import BurinScreen
import Foundation
import Testing

@testable import BurinViewer

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
