import BurinCore
import BurinTestSupport
import Testing

@testable import FeedData

/// With `--card merchant` (the merchant feed's own reading), records that are not merchants are read
/// as what they are: their fields kept for display, counted, and (with --strict) an error, never a
/// merchant of made-up values.
@Suite struct OtherRecordDecodingTests {
    private static let merchantFeed = CardReading(choice: .merchant)

    private func decode(_ text: String, strict: Bool = false) throws(FeedLoadError) -> FeedDecoder.Decoded {
        try FeedDecoder.decode(Array(text.utf8), baseDirectory: "/data", strict: strict, cards: Self.merchantFeed)
    }

    @Test func anObjectWithoutMerchantFieldsIsAnOtherRecord() throws {
        let decoded = try decode(
            #"{"title": "Post", "body": "Hello\u0007 there", "n": 3, "tags": null, "meta": {"a": 1}}"#)
        guard case .other(let record) = try #require(decoded.items.first) else {
            Issue.record("read as \(String(describing: decoded.items.first))")
            return
        }
        #expect(record.line == 1 && record.fieldCount == 5)
        #expect(record.fields.map(\.name) == ["title", "body", "n", "tags", "meta"])
        #expect(record.fields.map(\.value) == ["Post", "Hello  there", "3", "null", "{1 field}"])
        #expect(decoded.otherRecordCount == 1 && decoded.badRecordCount == 0)
        #expect(decoded.issues.map(\.kind) == [.notMerchant])
        #expect(decoded.issues.first?.description == "line 1: no merchant field; shown as a record of 5 fields")
    }

    @Test func anotherTypeIsAnOtherRecordAndAMerchantFieldMakesAMerchant() throws {
        let decoded = try decode(
            [
                #"{"type": "article", "name": "Not a shop"}"#, #"{"name": "A shop"}"#, #"{"id": 9, "rating": 4}"#,
                #"{"type": "merchant"}"#, #"{"id": 5}"#,
            ].joined(separator: "\n"))
        let kinds = decoded.items.map { item -> String in
            switch item {
            case .merchant: "merchant"
            case .other: "other"
            case .banner: "banner"
            case .invalid: "invalid"
            case .generic: "generic"
            }
        }
        #expect(kinds == ["other", "merchant", "merchant", "merchant", "other"])
        #expect(decoded.issues.first?.reason.contains("type \"article\" is not a merchant or a banner") == true)
    }

    @Test func strictModeStopsAtAnOtherRecord() {
        #expect(throws: FeedLoadError.self) { try decode(#"{"title": "Post"}"#, strict: true) }
    }

    @Test func theSourceCountsOtherRecords() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let lines = (0..<10).map { $0 % 2 == 0 ? #"{"title": "t\#($0)"}"# : #"{"name": "shop \#($0)"}"# }
        let path = try dir.write(lines.joined(separator: "\n") + "\n", to: "mixed.jsonl")
        let source = try FeedSource(path: path, options: FeedSource.Options(cards: Self.merchantFeed))
        let items = source.allItems()
        #expect(items.count == 10)
        #expect(source.otherRecordCount == 5)
        #expect(source.badRecordCount == 0)
    }

    @Test func baseOverridesTheFeedsFolderForThumbnails() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(#"{"name": "shop", "thumbnail": "thumbs/a.png"}"# + "\n", to: "feed.jsonl")
        let own = try FeedSource(path: path, options: FeedSource.Options(cards: Self.merchantFeed)).allItems()
        let based = try FeedSource(
            path: path, options: FeedSource.Options(baseDirectory: "/srv/pictures", cards: Self.merchantFeed)
        ).allItems()
        guard case .merchant(let m) = try #require(own.first), case .merchant(let b) = try #require(based.first) else {
            Issue.record("not merchants")
            return
        }
        #expect(m.thumbnailPath == dir.path + "/thumbs/a.png", "relative to the feed's own folder")
        #expect(b.thumbnailPath == "/srv/pictures/thumbs/a.png")
    }
}
