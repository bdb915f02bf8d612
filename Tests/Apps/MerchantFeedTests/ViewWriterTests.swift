import BurinCore
import BurinListViewer
import BurinRecords
import BurinTerminal
import Dispatch
import Foundation
import MerchantFeed
import Testing

/// `w` writes the view on screen (its filter and its sort) to a new JSONL file, each record as it was
/// read, off the main loop; the status bar says where. It never writes over a file that was there.
@Suite struct ViewWriterTests {
    static let lines = (0..<30).map { i in
        #"{"title": "\#(i % 3 == 0 ? "Carrot" : "Apple") \#(i)", "kind": "\#(i % 3 == 0 ? "veg" : "fruit")", "n": \#(i)}"#
    }

    /// Steps until the status bar says what the write came to.
    private func settleWrite(_ h: ViewerHarness) -> String {
        for _ in 0..<2_000 where !h.statusLine.contains("wrote") && !h.statusLine.contains("could not") {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(2))
            h.step()
        }
        return h.statusLine
    }

    @Test func theFilteredSortedViewIsWrittenRecordByRecordToANewFile() throws {
        let fixture = try FeedFixture(lines: Self.lines)
        let folder = fixture.directory.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var options = ViewerHarness.options()
        options.filter = "kind=veg"
        options.sort = try SortOrder(parsing: "-n")
        options.viewFolder = folder
        let h = ViewerHarness(feed: try fixture.source(), options: options, size: CellSize(width: 220, height: 30))
        h.settle()
        h.press(.character("w"))
        let status = settleWrite(h)
        #expect(status.contains("wrote 10 records to \(folder)/burin-view-"), "status: \(status)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 1)
        let written = try String(contentsOfFile: folder + "/" + names[0], encoding: .utf8)
        let expected = (0..<30).filter { $0 % 3 == 0 }.reversed().map { Self.lines[$0] + "\n" }.joined()
        #expect(written == expected)

        // A second write makes another file; the first is left as it was.
        h.press(.character("w"))
        _ = settleWrite(h)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(after.count == 2)
        #expect(try String(contentsOfFile: folder + "/" + names[0], encoding: .utf8) == expected)
    }
}
