import BurinCore
import BurinListViewer
import BurinPictures
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// `Y` copies the focused record whole, as read, with OSC 52: only the base64 payload reaches the
/// terminal, and a record too large for the escape is refused with a notice, never cut.
@Suite struct RecordCopyTests {
    static func harness(_ bytes: [UInt8]) throws -> (ViewerHarness, FeedFixture) {
        let fixture = try FeedFixture(bytes: bytes)
        let h = ViewerHarness(feed: try fixture.source(), size: CellSize(width: 100, height: 20))
        h.settle()
        return (h, fixture)
    }

    static func osc52(_ bytes: [UInt8]) -> String {
        "\u{1B}]52;c;" + String(decoding: Base64.encode(bytes), as: UTF8.self) + "\u{1B}\\"
    }

    @Test func copiesTheFocusedRecordAsItWasRead() throws {
        let lines = (0..<20).map { #"{"title": "Issue \#($0)", "n": \#($0), "tags": ["a", "b"]}"# }
        let (h, _) = try Self.harness(Array(lines.map { $0 + "\n" }.joined().utf8))
        h.press(.character("n"), .character("n"), .character("Y"))
        #expect(String(decoding: h.screen.writtenAfterText, as: UTF8.self) == Self.osc52(Array(lines[1].utf8)))
        #expect(h.statusLine.contains("copied record 2 ("), "\(h.statusLine)")
        // The view stays where it was.
        #expect(h.position == ScrollPosition(index: 0))
    }

    @Test func anArraysElementIsCopiedWithoutItsComma() throws {
        let (h, _) = try Self.harness(Array(#"[{"title": "one"},  {"title": "two", "x": [1, 2]} ]"#.utf8))
        h.press(.character("n"), .character("n"), .character("Y"))
        #expect(
            String(decoding: h.screen.writtenAfterText, as: UTF8.self)
                == Self.osc52(Array(#"{"title": "two", "x": [1, 2]}"#.utf8)))
    }

    @Test func aRecordTooLargeForOSC52IsRefusedNotCut() throws {
        let big = #"{"title": "big", "body": ""# + String(repeating: "x", count: ClipboardEscape.maximumBytes) + #""}"#
        let (h, _) = try Self.harness(Array((#"{"title": "small"}"# + "\n" + big + "\n").utf8))
        h.press(.character("n"), .character("n"), .character("Y"))
        #expect(h.screen.writtenAfterText.isEmpty)
        #expect(h.statusLine.contains("record 2 is too large to copy"), "\(h.statusLine)")
        // The small one still copies.
        h.press(.character("N"), .character("Y"))
        #expect(
            String(decoding: h.screen.writtenAfterText, as: UTF8.self) == Self.osc52(Array(#"{"title": "small"}"#.utf8))
        )
    }

    @Test func escapesInARecordReachTheTerminalOnlyAsBase64() throws {
        // A raw ESC and a bell inside a string (not valid JSON, shown as a bad record), and invalid UTF-8.
        var line = Array(#"{"title": "x"#.utf8) + [0x1B, UInt8(ascii: "]"), 0x07, 0xFF, 0xC0]
        line += Array(#"", "n": 1}"#.utf8)
        let (h, _) = try Self.harness(line + [0x0A])
        h.press(.character("n"), .character("Y"))
        let written = h.screen.writtenAfterText
        #expect(String(decoding: written, as: UTF8.self) == Self.osc52(line), "\(h.statusLine)")
        let payload = written.dropFirst(7).dropLast(2)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=".utf8)
        #expect(payload.allSatisfy { alphabet.contains($0) })
    }

    @Test func theByteCountIsSaidInTheNotice() throws {
        let (h, _) = try Self.harness(
            Array((#"{"title": "t", "body": ""# + String(repeating: "y", count: 3000) + "\"}\n").utf8))
        h.press(.character("n"), .character("Y"))
        #expect(h.statusLine.contains("copied record 1 (2.96 KiB) with OSC 52"), "\(h.statusLine)")
    }
}
