import BurinCore
import BurinListViewer
import BurinTerminal
import BurinTestSupport
import FeedData
import Foundation
import MerchantFeed
import Testing

/// Generic records as hostile as the merchant ones: deep nesting, a 10 MB string, arrays of 100,000
/// elements, escape sequences and controls in every field (names too). Every row, folded, focused
/// and unfolded, at every width and in every colour depth, keeps its lines within the screen and lets
/// no control character through.
@Suite struct GenericHostileInputTests {
    static let esc = "\u{1B}"
    /// What a hostile field holds: CSI, OSC 8 and OSC 52 (a link and the clipboard), C1 CSI, BEL, a
    /// bidi override, DEL, a raw newline.
    static let nasty = "\(esc)[2J\(esc)]8;;http://evil\u{07}x\(esc)]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}rtl\u{7F}"

    static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
        let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(text.dropFirst().dropLast())
    }

    static func lines(bigString: Int) -> [String] {
        let n = quoted(nasty)
        let deep = String(repeating: "{\"a\":", count: 60) + "1" + String(repeating: "}", count: 60)
        let tooDeep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let wide = "[" + Array(repeating: "\"x\"", count: 100_000).joined(separator: ",") + "]"
        let huge = String(repeating: "界", count: bigString / 3)
        return [
            // Escapes in every field, names included, with raw control bytes in the strings too.
            #"{"title": \#(n), "user": {"login": \#(n), "avatar_url": \#(quoted("http://127.0.0.1:9/\(nasty).png"))}, "#
                + #""html_url": \#(quoted("https://example.com/\(nasty)")), "state": \#(n), "comments": 3, "#
                + #""labels": [{"name": \#(n)}, \#(n)], "body": \#(n), "created_at": \#(n), \#(n): \#(n), "#
                + "\"raw\": \"\(esc)[31mraw\u{85}bytes\u{07}\"}",
            #"{"title": "deep", "nest": \#(deep)}"#,
            #"{"title": "too deep", "nest": \#(tooDeep)}"#,
            #"{"title": "wide", "labels": \#(wide), "media": \#(wide)}"#,
            #"{"title": \#(quoted(huge)), "body": \#(quoted(huge)), "by": "big"}"#,
            #"{"\#(String(repeating: "k", count: 5000))": \#(n), "by": \#(n)}"#,
            #"{"title": "\u202E\u2066bidi\u200Dzwj\uFE0F\u0301", "by": "\uD800lone"}"#,
        ]
    }

    private func check(_ h: ViewerHarness, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(HostileInputTests.gridHasNoControls(h.grid), "\(what)", sourceLocation: sourceLocation)
        let problems = GridChecks.problems(in: h.grid)
        #expect(problems.isEmpty, "\(what): \(problems.prefix(3))", sourceLocation: sourceLocation)
    }

    @Test(arguments: [ColorMode.direct, .none])
    func everyRowEveryWayStaysInsideTheScreen(colorMode: ColorMode) throws {
        // Records past the 1 MiB record limit are bad records, visibly, as merchants are; with the
        // limit raised, the 10 MB string is read and cut like any other.
        for limit in [DecodeLimits.standard.maximumRecordBytes, 32 << 20] {
            let fixture = try FeedFixture(lines: Self.lines(bigString: 10 << 20))
            let options = FeedSource.Options(limits: DecodeLimits(maximumRecordBytes: limit))
            let feed = try fixture.source(options: options)
            let h = ViewerHarness(feed: feed, size: CellSize(width: 100, height: 60), colorMode: colorMode)
            h.settle()
            check(h, "first screen, limit \(limit)")
            #expect(h.statusLine.contains("1/7"), "every record is a row: \(h.statusLine)")
            let bad = limit == DecodeLimits.standard.maximumRecordBytes ? 2 : 1
            #expect(feed.badRecordCount == bad, "too deep (and the 10 MB record under the default limit)")
            for _ in 0..<7 {
                h.press(.character("n"))
                check(h, "focused")
                h.press(.enter)
                check(h, "unfolded")
            }
            for (columns, rows) in [(30, 40), (45, 50), (7, 9), (160, 60)] {
                h.step([.resize(columns: columns, rows: rows)])
                h.settle()
                check(h, "\(columns)x\(rows)")
                h.press(.character("g"))
                check(h, "\(columns)x\(rows) top")
            }
        }
    }

    @Test func theHugeRecordIsReadBoundedly() throws {
        let record = Self.lines(bigString: 10 << 20)[4]
        let decoded = try FeedDecoder.decode(
            Array(record.utf8), baseDirectory: "/", limits: DecodeLimits(maximumRecordBytes: 32 << 20))
        guard case .generic(let r) = decoded.items.first else {
            Issue.record("not a generic card")
            return
        }
        #expect((r.title?.utf8.count ?? 0) <= 512)
        #expect((r.excerpt?.utf8.count ?? 0) <= 600)
        let outlineBytes = r.outline.lines.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
        #expect(outlineBytes <= 4 << 10, "the outline keeps a bounded head of each value: \(outlineBytes)")
    }

    @Test func aHundredThousandElementsKeepTheirBounds() throws {
        let decoded = try FeedDecoder.decode(Array(Self.lines(bigString: 0)[3].utf8), baseDirectory: "/")
        guard case .generic(let r) = decoded.items.first else {
            Issue.record("not a generic card")
            return
        }
        #expect(r.tags.count <= 8)
        #expect(r.outline.lines.count <= 400)
        #expect(r.outline.lines.contains { $0.value == "+99968 more items" })
    }
}
