import BurinCore
import Testing

@testable import FeedData

@Suite struct FeedDecoderTests {
    private func decode(_ text: String, strict: Bool = false, limits: DecodeLimits = .standard) throws(FeedLoadError)
        -> FeedDecoder.Decoded
    {
        try FeedDecoder.decode(Array(text.utf8), baseDirectory: "/data", limits: limits, strict: strict)
    }

    private func merchant(_ item: FeedItem?) -> Merchant? {
        if case .merchant(let m) = item { m } else { nil }
    }

    private let good =
        #"{"id": 7, "name": "老王麻辣烫", "category": "麻辣烫", "rating": 4.7, "monthly_sales": 1200, "delivery_minutes": 30, "distance_km": 1.2, "min_order": 20, "delivery_fee": 2.5, "avg_price": 25, "tags": ["品牌"], "promotions": ["满30减12"], "delivery_brand": "美团专送", "preorder": null, "status": "busy", "thumbnail": "thumbs/a.png", "extra": {"ignored": true}}"#

    @Test func decodesAFullRecord() throws {
        let decoded = try decode(good)
        #expect(decoded.issues.isEmpty)
        let m = try #require(merchant(decoded.items.first))
        #expect(m.row == RowID(0))
        #expect(m.id == "7")
        #expect(m.name == "老王麻辣烫")
        #expect(m.rating == 4.7)
        #expect(m.monthlySales == 1200)
        #expect(m.deliveryFee == 2.5)
        #expect(m.tags == ["品牌"])
        #expect(m.promotions == ["满30减12"])
        #expect(m.deliveryBrand == "美团专送")
        #expect(m.preorder == nil)
        #expect(m.status == .busy)
        #expect(m.thumbnailPath == "/data/thumbs/a.png")
    }

    @Test func malformedLinesBecomeCountedInvalidRowsWithLineNumbers() throws {
        let text = good + "\n{\"id\": 2, \"name\": \n\n[{}]\n" + good
        let decoded = try decode(text)
        #expect(decoded.items.count == 4)
        #expect(decoded.badRecordCount == 2)
        guard case .invalid(let bad) = decoded.items[1] else {
            Issue.record("row 1 not invalid")
            return
        }
        #expect(bad.line == 2)
        #expect(bad.row == RowID(1))
        #expect(bad.reason.contains("malformed JSON at column"))
        guard case .invalid(let notObject) = decoded.items[2] else {
            Issue.record("row 2 not invalid")
            return
        }
        #expect(notObject.line == 4)
        #expect(notObject.reason == "expected an object, found array")
        #expect(merchant(decoded.items[3])?.row == RowID(3))
        #expect(decoded.issues.map(\.kind) == [.rejected, .rejected, .duplicateID])
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        var bytes = Array(#"{"id":"x","name":"ab"#.utf8)
        bytes += [0xFF, 0xFE, 0xE4, 0xB8]  // garbage and a truncated 3-byte sequence
        bytes += Array(#"c","tags":["\#u{00}"]}"#.utf8)
        let decoded = try FeedDecoder.decode(bytes, baseDirectory: "/")
        let m = try #require(merchant(decoded.items.first))
        #expect(m.name.hasPrefix("ab\u{FFFD}"))
        #expect(m.name.hasSuffix("c"))
    }

    @Test func wrongTypesAreReportedAndDefaulted() throws {
        let decoded = try decode(
            #"{"id": [1], "name": 5, "rating": "high", "tags": "x", "promotions": [1, "满20减3"], "status": 3, "delivery_brand": 9, "thumbnail": false}"#
        )
        let m = try #require(merchant(decoded.items.first))
        #expect(m.id == "")
        #expect(m.name == "(unnamed)")
        #expect(m.rating == nil, "a rating that is not a number is missing, not 0")
        #expect(m.tags.isEmpty)
        #expect(m.promotions == ["满20减3"])
        #expect(m.status == .open)
        #expect(m.deliveryBrand == nil)
        #expect(m.thumbnailPath == nil)
        let fields = Set(decoded.issues.compactMap(\.field))
        #expect(fields == ["id", "name", "rating", "tags", "promotions", "status", "delivery_brand", "thumbnail"])
        #expect(decoded.issues.allSatisfy { $0.kind == .defaulted })
        #expect(decoded.badRecordCount == 0)
    }

    @Test func outOfRangeValuesAreClampedAndReported() throws {
        let decoded = try decode(
            #"{"id": 1, "name": "n", "rating": 7.5, "min_order": -3, "delivery_fee": -0.5, "avg_price": 1e300, "monthly_sales": 1e30, "delivery_minutes": -1, "status": "sleeping"}"#
        )
        let m = try #require(merchant(decoded.items.first))
        #expect(m.rating == 5)
        #expect(m.minOrder == 0)
        #expect(m.deliveryFee == 0)
        #expect(m.avgPrice == 10_000_000)
        #expect(m.monthlySales == 1_000_000_000)
        #expect(m.deliveryMinutes == 0)
        #expect(m.status == .open)
        let rating = try #require(decoded.issues.first { $0.field == "rating" })
        #expect(rating.description == "line 1: rating: 7.5 is above 5; read as 5")
        #expect(decoded.issues.first { $0.field == "status" }?.reason == "unknown status \"sleeping\"; read as open")
        #expect(decoded.issues.count == 7)
    }

    @Test func missingOptionalFieldsAreMissingNotZero() throws {
        let decoded = try decode(#"{"id": "m1", "name": "Sunny Bagels"}"#)
        let m = try #require(merchant(decoded.items.first))
        #expect(decoded.issues.isEmpty)
        #expect(m.category == "")
        #expect(m.rating == nil && m.monthlySales == nil && m.deliveryMinutes == nil && m.distanceKm == nil)
        #expect(m.minOrder == nil && m.deliveryFee == nil && m.avgPrice == nil)
        #expect(m.tags.isEmpty && m.promotions.isEmpty)
        #expect(m.deliveryBrand == nil && m.preorder == nil && m.thumbnailPath == nil)
        #expect(m.status == .open)
    }

    @Test func hugeFieldsAreCutAtLoad() throws {
        let longName = String(repeating: "麻", count: 400)  // 1,200 bytes
        let tags = (0..<100).map { "\"t\($0)\"" }.joined(separator: ",")
        let decoded = try decode(#"{"id": 1, "name": "\#(longName)", "tags": [\#(tags)]}"#)
        let m = try #require(merchant(decoded.items.first))
        #expect(m.name.utf8.count == 510)  // whole characters only: 170 x 3 bytes
        #expect(m.name.allSatisfy { $0 == "麻" })
        #expect(m.tags.count == 32)
        #expect(decoded.issues.map(\.kind) == [.truncated, .truncated])
    }

    @Test func oversizedRecordsAreRejectedUnread() throws {
        let limits = DecodeLimits(maximumRecordBytes: 64)
        let decoded = try decode(#"{"id": 1, "name": "\#(String(repeating: "x", count: 100))"}"#, limits: limits)
        guard case .invalid(let bad) = decoded.items.first else {
            Issue.record("not rejected")
            return
        }
        #expect(bad.reason.contains("the limit is 64"))
    }

    @Test func controlCharactersBecomeSpaces() throws {
        let decoded = try decode(#"{"id": 1, "name": "a\u001b[2Jb\nc\u0085d"}"#)
        #expect(merchant(decoded.items.first)?.name == "a [2Jb c d")
    }

    @Test func duplicateIDsKeepBothRowsAndAreCounted() throws {
        let decoded = try decode(
            "{\"id\": 1, \"name\": \"a\"}\n{\"id\": \"1\", \"name\": \"b\"}\n{\"id\": 2, \"name\": \"c\"}")
        #expect(decoded.items.compactMap { merchant($0)?.name } == ["a", "b", "c"])
        #expect(decoded.issues.count == 1)
        let issue = try #require(decoded.issues.first)
        #expect(issue.kind == .duplicateID)
        #expect(issue.row == RowID(1))
        #expect(issue.reason.contains("also the id of row #0"))
    }

    @Test func bannersDecodeWithColours() throws {
        let decoded = try decode(
            ##"{"type": "banner", "title": "周末美食节", "subtitle": "满50减25", "colors": ["#ff7a45", "nope", "#1890ff"]}"##)
        guard case .banner(let banner) = decoded.items.first else {
            Issue.record("not a banner")
            return
        }
        #expect(banner.title == "周末美食节")
        #expect(banner.colors == [RGBA(hex: 0xFF7A45), RGBA(hex: 0x1890FF)])
        #expect(decoded.issues.count == 1)
        let plain = try decode(#"{"type": "banner", "title": "t"}"#)
        guard case .banner(let fallback) = plain.items.first else {
            Issue.record("not a banner")
            return
        }
        #expect(!fallback.colors.isEmpty)
    }

    @Test func emptyInputIsAnEmptyFeed() throws {
        #expect(try decode("").items.isEmpty)
        #expect(try decode("\n\n  \n").items.isEmpty)
        #expect(try decode("[]").items.isEmpty)
    }

    @Test func jsonArrayInputGivesTheSameRowsAsJSONL() throws {
        let array = try decode("[\n" + good + ",\n" + #"{"type":"banner","title":"b"}"# + "\n]")
        #expect(array.items.count == 2)
        #expect(merchant(array.items[0])?.name == "老王麻辣烫")
        guard case .banner = array.items[1] else {
            Issue.record("not a banner")
            return
        }
        #expect(array.items[1].row == RowID(1))
    }

    @Test func strictModeThrowsTheFirstIssueWithItsLine() {
        let text = good + "\n\n{\"id\": 3, \"name\": \"x\", \"rating\": 9}\n{oops"
        #expect(throws: FeedLoadError.self) { try decode(text, strict: true) }
        do {
            _ = try decode(text, strict: true)
        } catch {
            #expect(error.description == "invalid record at line 3: rating: 9 is above 5; read as 5")
        }
        do {
            _ = try decode(good + "\n{oops", strict: true)
        } catch {
            #expect(
                error.description
                    == "invalid record at line 2: malformed JSON at column 2: expected a member name, found 'o'")
        }
    }
}
