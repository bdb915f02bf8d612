import BurinCore
import Testing

@testable import FeedData

/// Thumbnails given as web addresses: kept as the record writes them (never resolved against a
/// folder, never cut), bounded in length, and told apart from paths by one shared rule.
@Suite struct ThumbnailAddressTests {
    private func thumbnail(_ value: String, limits: DecodeLimits = .standard) throws -> (String?, [DecodeIssue]) {
        let record = #"{"id": 1, "name": "店", "thumbnail": \#(value)}"#
        let decoded = try FeedDecoder.decode(Array(record.utf8), baseDirectory: "/data", limits: limits, strict: false)
        guard case .merchant(let m) = try #require(decoded.items.first) else {
            Issue.record("not a merchant")
            return (nil, decoded.issues)
        }
        return (m.thumbnailPath, decoded.issues)
    }

    @Test func aWebAddressIsKeptAsWrittenAndNotResolved() throws {
        let (https, issues) = try thumbnail(#""https://img.example.com/a/b.jpg?w=96&h=64#x""#)
        #expect(https == "https://img.example.com/a/b.jpg?w=96&h=64#x")
        #expect(issues.isEmpty)
        #expect(try thumbnail(#""HTTP://EXAMPLE.COM/A.PNG""#).0 == "HTTP://EXAMPLE.COM/A.PNG")
        // Anything else is a path, resolved against the feed's folder as before.
        #expect(try thumbnail(#""ftp://example.com/a.png""#).0 == "/data/ftp://example.com/a.png")
        #expect(try thumbnail(#""httpx://a""#).0 == "/data/httpx://a")
        #expect(try thumbnail(#""thumbs/a.png""#).0 == "/data/thumbs/a.png")
    }

    @Test func aLongAddressIsNeverCutButDroppedPastItsOwnBound() throws {
        // Longer than any other string may be (512 bytes), shorter than the URL bound: kept whole.
        let long = "https://example.com/" + String(repeating: "a", count: 2000)
        #expect(try thumbnail("\"\(long)\"").0 == long)
        let limits = DecodeLimits(maximumURLBytes: 64)
        let (dropped, issues) = try thumbnail("\"\(long)\"", limits: limits)
        #expect(dropped == nil)
        #expect(issues.contains { $0.field == "thumbnail" && $0.reason.contains("over 64") })
    }

    @Test func controlCharactersBecomeSpacesSoTheFetcherRefusesTheAddress() throws {
        let (url, _) = try thumbnail(#""http://example.com/a\u001b[2J.png""#)
        #expect(url == "http://example.com/a [2J.png")
    }

    @Test func theRuleIsTheSameForDecoderAndDrawer() {
        for name in ["http://a", "https://a", "Https://a", "hTTp://x/y"] {
            #expect(ImageAddress.isWeb(name), "\(name)")
        }
        for name in ["", "http", "http:", "http:/a", "https:a", "file:///a", "/http://a", "ahttp://b", "httpss://a"] {
            #expect(!ImageAddress.isWeb(name), "\(name)")
        }
    }
}
