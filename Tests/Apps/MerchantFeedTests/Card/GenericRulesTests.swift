import Testing

@testable import FeedData
@testable import MerchantFeed

/// The small readers behind the generic card: times, bodies, links, paths.
@Suite struct GenericRulesTests {
    @Test func timesInEveryFormRecordsUse() {
        let noon = RecordTime(seconds: 1_796_558_400)  // 2026-12-06T12:00:00Z
        #expect(TimeReading.text("2026-12-06T12:00:00Z") == noon)
        #expect(TimeReading.text("2026-12-06T12:00:00.123456Z") == noon)
        #expect(TimeReading.text("2026-12-06 14:00:00+02:00") == noon)
        #expect(TimeReading.text("2026-12-06T07:00-0500") == noon)
        #expect(TimeReading.text("2026-12-06T12:00") == noon)
        #expect(TimeReading.text("2026-12-06") == RecordTime(seconds: noon.seconds - 12 * 3600))
        #expect(TimeReading.text("1796558400") == noon)
        #expect(TimeReading.time(of: .number(1_796_558_400)) == noon)
        #expect(TimeReading.time(of: .number(1_796_558_400_000)) == noon)
        #expect(TimeReading.text("2000-02-29") != nil && TimeReading.text("2001-02-29") == nil)
        for bad in ["", "yesterday", "2026-13-01", "2026-12-06T25:00Z", "2026-12-06T12:00:00Q", "12:00", "2026"] {
            #expect(TimeReading.text(bad) == nil, "\(bad)")
        }
        #expect(TimeReading.time(of: .number(-5)) == nil && TimeReading.time(of: .number(.infinity)) == nil)
        #expect(TimeText.absolute(noon) == "2026-12-06 12:00 UTC")
        #expect(TimeText.absolute(RecordTime(seconds: -1)) == "1969-12-31 23:59 UTC")
        #expect(TimeText.relative(RecordTime(seconds: noon.seconds - 3 * 3600 - 5), now: noon) == "3 h ago")
        #expect(TimeText.relative(RecordTime(seconds: noon.seconds + 600), now: noon) == "in 10 min")
        #expect(TimeText.relative(noon, now: noon) == "just now")
        #expect(TimeText.relative(RecordTime(seconds: noon.seconds - 400 * 86_400), now: noon) == "1 y ago")
    }

    @Test func bodiesBecomeProse() {
        #expect(
            TextExcerpt.paragraphs("<p>One &amp; <b>two</b></p><p>Three&#33; &#x263A;</p>") == [
                "One & two", "Three! ☺",
            ])
        #expect(TextExcerpt.paragraphs("a<script>alert(1)</script>b<!-- hidden -->c<style>x{}</style>") == ["abc"])
        #expect(
            TextExcerpt.paragraphs("# Title\n\n> quoted *word* and __bold__\n- item `code`\n1. first\n\n---\n")
                == ["Title", "quoted word and bold item code first"])
        #expect(TextExcerpt.paragraphs("see [the docs](https://x) and ![a cat](c.png)") == ["see the docs and a cat"])
        #expect(TextExcerpt.paragraphs("snake_case stays, 2 * 3 = 6, 2*3") == ["snake_case stays, 2 * 3 = 6, 2*3"])
        #expect(TextExcerpt.paragraphs("```\nlet x = 1\n```\nafter") == ["let x = 1 after"])
        // A 10 MB body is read no further than the bound.
        let huge = String(repeating: "word ", count: 2_000_000)
        #expect(TextExcerpt.prose(huge, maximumBytes: 600).utf8.count <= 600)
        #expect(TextExcerpt.cut("日本語", maximumBytes: 4) == "日")
    }

    @Test func linksAreShownShort() {
        #expect(ShortLink.text("https://github.com/octo/burin/issues/12?x=1#c") == "github.com/…/issues/12")
        #expect(ShortLink.text("http://www.Example.com/a/b") == "example.com/a/b")
        #expect(ShortLink.text("https://user:pw@host.example:8080") == "host.example:8080")
        #expect(ShortLink.text("https://example.com/") == "example.com")
    }

    @Test func pathsParseOrSayWhatIsWrong() throws {
        #expect(try FieldPath("user.login").components == [.name("user"), .name("login")])
        #expect(try FieldPath(".labels.*.name").components == [.name("labels"), .every, .name("name")])
        #expect(try FieldPath("labels.0.name").isMultiple == false)
        let problems: [(String, String)] = [
            ("", "it is empty"), (".", "it names no field"), ("user..login", "an empty name after 'user'"),
            ("user.", "an empty name after 'user'"), ("labels[0]", "write positions as .0 or .*"),
            ("a.b*", "'*' stands alone"), ("a\u{1B}b", "control character"),
        ]
        for (text, reason) in problems {
            #expect {
                try FieldPath(text)
            } throws: { error in
                "\(error)".contains(reason)
            }
        }
        #expect(throws: FieldPath.Invalid.self) { try RecordsLocation(path: "items.*") }
        #expect(try RecordsLocation(path: ".") == .topLevel)
        #expect(try RecordsLocation(path: "data.children") == .path(RecordPath(keys: ["data", "children"])))
    }

    @Test func pathsFindValues() throws {
        let value = try JSONParser.parse(
            Array(#"{"labels": [{"name": "a"}, {"name": "b"}, {"x": 1}], "user": {"login": "ada"}, "0": "zero"}"#.utf8))
        #expect(try FieldPath("labels.*.name").values(in: value) == [.string("a"), .string("b")])
        #expect(try FieldPath("labels.1.name").values(in: value) == [.string("b")])
        #expect(try FieldPath("labels.9.name").values(in: value).isEmpty)
        #expect(try FieldPath("user.login").values(in: value) == [.string("ada")])
        #expect(try FieldPath("0").values(in: value) == [.string("zero")])
        let wide = try JSONParser.parse(
            Array(("[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]").utf8))
        #expect(try FieldPath("*").values(in: wide).count == FieldPath.maximumValues)
    }

    @Test func badgeTones() {
        #expect(BadgeTone(value: "Open") == .positive && BadgeTone(value: "failure") == .negative)
        #expect(BadgeTone(value: "closed") == .ended && BadgeTone(value: "triage") == .neutral)
    }

    @Test func shortNumbers() {
        #expect(GenericCardReader.number(1234) == "1234" && GenericCardReader.number(123_456) == "123.5k")
        #expect(GenericCardReader.number(4_500_000) == "4.5M" && GenericCardReader.number(0.25) == "0.25")
        #expect(GenericCardReader.number(-0.5) == "-0.5" && GenericCardReader.number(2.10) == "2.1")
    }
}
