import BurinCore
import BurinListViewer
import BurinPictures
import BurinTerminal
import FeedData
import Foundation
import MerchantFeed
import Synchronization
import Testing

/// A generic card's link: a terminal hyperlink (OSC 8) where the terminal shows them, written once and
/// left to travel with its cells; `y` copies it with OSC 52; `o` opens it with the opener.
@Suite struct LinkTests {
    static func lines(_ count: Int) -> [String] {
        (0..<count).map { i in
            #"{"title": "Issue \#(i)", "user": {"login": "u\#(i)"}, "html_url": "https://github.com/o/r/issues/\#(i)", "state": "open"}"#
        }
    }

    static func harness(count: Int = 30, links: LinkOptions, size: CellSize = CellSize(width: 100, height: 20)) throws
        -> (ViewerHarness, FeedFixture)
    {
        let fixture = try FeedFixture(lines: lines(count))
        let h = ViewerHarness(feed: try fixture.source(), size: size, links: links)
        h.settle()
        return (h, fixture)
    }

    static var hyperlinks: LinkOptions {
        var options = LinkOptions()
        options.hyperlinks = true
        return options
    }

    @Test func eachVisibleLinkIsWrittenOnceAsAHyperlinkOverItsOwnText() throws {
        let (h, _) = try Self.harness(links: Self.hyperlinks)
        let written = h.screen.linksWritten
        let visible = h.rows.filter { $0.top >= 0 && $0.top + 1 < h.viewportHeight }
        #expect(!written.isEmpty && written.count == Set(written.map(\.target)).count, "each link once")
        for link in written {
            let target = try #require(link.target)
            let number = try #require(target.split(separator: "/").last)
            let text = h.grid.text(ofRow: link.row)
            let cells = String(text.dropFirst(link.columns.lowerBound).prefix(link.columns.count))
            #expect(cells == "github.com/…/issues/\(number)", "row \(link.row): \(text)")
        }
        #expect(written.count == visible.filter { $0.top + 1 < h.viewportHeight }.count)

        // A line's scroll moves the hyperlinks with their cells: only newly shown links are written.
        let before = written.count
        h.press(.character("j"))
        let after = h.screen.linksWritten.dropFirst(before)
        #expect(after.allSatisfy { $0.target != nil && !written.map(\.target).contains($0.target) }, "\(Array(after))")

        // The help panel covers the list: no hyperlink is written under it.
        let count = h.screen.linksWritten.count
        h.press(.character("?"))
        #expect(h.screen.linksWritten.count == count)
    }

    @Test func aTerminalWithoutHyperlinksGetsNone() throws {
        let (h, _) = try Self.harness(links: LinkOptions())
        h.press(.character(" "))
        #expect(h.screen.linksWritten.isEmpty)
        #expect(!String(decoding: h.screen.writtenAfterText, as: UTF8.self).contains("\u{1B}]8;"))
    }

    @Test func yCopiesTheFocusedCardsLinkWithOSC52() throws {
        let (h, _) = try Self.harness(links: LinkOptions())
        h.press(.character("n"), .character("n"), .character("y"))
        let copied = "https://github.com/o/r/issues/1"
        let expected = "\u{1B}]52;c;" + String(decoding: Base64.encode(Array(copied.utf8)), as: UTF8.self) + "\u{1B}\\"
        #expect(String(decoding: h.screen.writtenAfterText, as: UTF8.self) == expected)
        #expect(h.statusLine.contains("copied github.com/…/issues/1 with OSC 52"), "\(h.statusLine)")
        // `y` no longer scrolls (k, ↑, Ctrl-Y and Ctrl-P still do).
        #expect(h.position == ScrollPosition(index: 0))
    }

    @Test func oOpensTheLinkOrSaysThereIsNothingToOpenItWith() throws {
        let opened = Mutex<[String]>([])
        var links = LinkOptions()
        links.opener = LinkOpener(name: "test-open") { address in
            opened.withLock { $0.append(address) }
            return true
        }
        let (h, _) = try Self.harness(links: links)
        h.press(.character("o"))
        #expect(opened.withLock { $0 } == ["https://github.com/o/r/issues/0"])
        #expect(h.statusLine.contains("opening github.com/…/issues/0 with test-open"), "\(h.statusLine)")

        let (bare, _) = try Self.harness(links: LinkOptions())
        bare.press(.character("o"))
        #expect(bare.statusLine.contains("no xdg-open here; y copies the link"), "\(bare.statusLine)")
    }

    @Test func aCardWithoutALinkSaysSo() throws {
        let fixture = try FeedFixture(lines: [#"{"title": "no link here"}"#])
        let h = ViewerHarness(feed: try fixture.source(), links: Self.hyperlinks)
        h.settle()
        h.press(.character("y"))
        #expect(h.statusLine.contains("this card has no link"))
        #expect(h.screen.writtenAfterText.isEmpty)
    }

    @Test func hostileAddressesArePercentEncodedOrNeverSent() throws {
        let fixture = try FeedFixture(lines: [
            #"{"title": "spaces", "html_url": "https://example.com/a b\u001b]8;;evil\u0007"}"#
        ])
        let h = ViewerHarness(feed: try fixture.source(), links: Self.hyperlinks)
        h.settle()
        let link = try #require(h.screen.linksWritten.first?.target)
        #expect(link.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "\(link)")
        #expect(link.hasPrefix("https://example.com/a%20b%20]8;;evil%20"), "controls became spaces, encoded: \(link)")
    }

    @Test func aRealXdgOpenIsStartedWithTheAddressAsItsOneArgument() throws {
        let fixture = try FeedFixture(lines: Self.lines(1))
        let script = fixture.directory.appendingPathComponent("xdg-open").path
        let record = fixture.directory.appendingPathComponent("opened").path
        try "#!/bin/sh\nprintf '%s|%s' \"$#\" \"$1\" > '\(record)'\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        #expect(chmod(script, 0o755) == 0)
        var links = LinkOptions()
        let opener = try #require(LinkOpener.xdgOpen(path: fixture.directory.path), "the script is an xdg-open")
        links.opener = opener
        let h = ViewerHarness(feed: try fixture.source(), links: links)
        h.settle()
        h.press(.character("o"))
        var opened = ""
        for _ in 0..<200 where opened.isEmpty {
            opened = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
            if opened.isEmpty { usleep(10_000) }
        }
        #expect(opened == "1|https://github.com/o/r/issues/0")
    }
}
