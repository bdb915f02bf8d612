import BurinCore
import Testing

@testable import FeedData

/// The rules that read titles, times, levels and links from what records hold (CardGuess,
/// TimeReading, LogLevel), one behaviour each.
@Suite struct RecordRulesTests {
    private func card(_ json: String) throws -> GenericRecord {
        let decoded = try FeedDecoder.decode(Array(json.utf8), baseDirectory: "/")
        guard case .generic(let record) = decoded.items.first else { throw Failure("\(json) → \(decoded.items)") }
        return record
    }

    struct Failure: Error {
        let json: String
        init(_ json: String) { self.json = json }
    }

    @Test func epochsInEveryUnitAndNoDurations() {
        let second = RecordTime(seconds: 1_717_322_400)
        #expect(TimeReading.unix(1_717_322_400) == second)
        #expect(TimeReading.unix(1_717_322_400_123) == second)
        #expect(TimeReading.unix(1_717_322_400_123_456) == second)
        #expect(TimeReading.unix(1_717_322_400_123_456_768) == second)
        #expect(TimeReading.text("1717322400123456") == second)
        // A duration or a count under a time's name is no time.
        #expect(TimeReading.unix(25) == nil && TimeReading.unix(99_999_999) == nil)
        #expect(TimeReading.looksLikeEpoch(1_714_564_800) && TimeReading.looksLikeEpoch(1_714_564_800_000))
        #expect(!TimeReading.looksLikeEpoch(812) && !TimeReading.looksLikeEpoch(4_194_304))
    }

    @Test func rfc2822Dates() {
        #expect(TimeReading.text("Tue, 03 Jun 2003 09:39:21 GMT") == RecordTime(text: "2003-06-03T09:39:21Z"))
        #expect(TimeReading.text("27 May 2003 08:37:32 +0200") == RecordTime(text: "2003-05-27T06:37:32Z"))
        #expect(TimeReading.text("Tue, 27 May 2003 08:37 -0130") == RecordTime(text: "2003-05-27T10:07:00Z"))
        for bad in ["Tue, 31 Feb 2003 09:39:21 GMT", "03 Jun 2003 25:00:00 GMT", "03 Jux 2003 09:39 GMT", "Jun 2003"] {
            #expect(TimeReading.text(bad) == nil, "\(bad)")
        }
    }

    @Test func timeNames() {
        for name in [
            "created_at", "createdAt", "LaunchTime", "CreationDate", "creationTimestamp", "date_published",
            "pubDate", "__REALTIME_TIMESTAMP", "@timestamp", "created_utc",
        ] {
            #expect(CardGuess.isTime(name), "\(name)")
        }
        for name in ["format", "title", "status", "At"] { #expect(!CardGuess.isTime(name), "\(name)") }
        #expect(CardGuess.isEpochNamed("created_at_i") && !CardGuess.isEpochNamed("size"))
    }

    @Test func levelsAsLoggersWriteThem() {
        #expect(LogLevel.read(.number(50), name: "level")! == ("error", .negative))
        #expect(LogLevel.read(.number(40), name: "level")! == ("warn", .warning))
        #expect(LogLevel.read(.number(20), name: "level")! == ("debug", .quiet))
        #expect(LogLevel.read(.string("3"), name: "PRIORITY")! == ("err", .negative))
        #expect(LogLevel.read(.string("6"), name: "PRIORITY")! == ("info", .neutral))
        #expect(LogLevel.read(.string("WARNING"), name: "levelname")! == ("WARNING", .warning))
        // A game's level 3 is no syslog error, and a long text is no level.
        #expect(LogLevel.read(.number(3), name: "level") == nil)
        #expect(LogLevel.read(.string("a very long sentence"), name: "level") == nil)
    }

    @Test func titlesFromWhatRecordsHold() throws {
        #expect(try card(#"{"ifindex": 1, "ifname": "lo", "address": "00:00:00:00:00:00"}"#).title == "lo")
        #expect(try card(#"{"Name": "bucket", "CreationDate": "2024-01-01T00:00:00Z"}"#).title == "bucket")
        #expect(try card(#"{"name": "CI", "display_title": "Fix it"}"#).title == "Fix it")
        #expect(try card(#"{"address": "aws_instance.web", "name": "web"}"#).title == "aws_instance.web")
        #expect(try card(#"{"address": "12 Main St", "name": "Ada"}"#).title == "Ada")
        #expect(try card(#"{"name": "myapp", "level": 30, "msg": "listening"}"#).title == "listening")
        #expect(
            try card(#"{"__typename": "Node", "hostname": "h", "note": "a readable note"}"#).title == "a readable note")
        #expect(try card(#"{"uuid": "550e8400-e29b-41d4-a716-446655440000", "kind": "widget"}"#).title == "widget")
        #expect(
            try card(#"{"Tags": [{"Key": "Name", "Value": "web-1"}], "State": {"Name": "running"}}"#).title == "web-1")
        #expect(try card(#"{"OwnerId": "1234", "ReservationId": "r-1"}"#).title == "r-1")
        // A string worth reading is a title; an id, a time or a web address is not.
        #expect(
            try card(#"{"id": "3f2a9c0d1e2b4c5d", "url": "https://x.org/a", "t": "2024-01-01"}"#).title
                == "3f2a9c0d1e2b4c5d")
    }

    @Test func theLinkIsThePageNotThePicture() throws {
        let photo = try card(
            #"{"title": "p", "url": "https://x.org/600/a.png", "thumbnailUrl": "https://x.org/150/a.png"}"#)
        #expect(photo.link == nil && photo.picture == "https://x.org/150/a.png")
        let post = try card(#"{"title": "p", "image": "https://x.org/a.jpg", "url": "https://x.org/post"}"#)
        #expect(post.link == "https://x.org/post")
    }

    @Test func factsAreNoEpochsAndNoMarkup() throws {
        let hit = try card(#"{"title": "t", "created_at_i": 1714564800, "points": 812, "highlight": "<em>reac</em>t"}"#)
        #expect(hit.facts.map(\.name) == ["points", "highlight"])
        #expect(hit.facts.last?.value == "react")
    }

    @Test func scalarRecordsAreRowsOfTheirText() throws {
        #expect(try card(#""Hello-World""#).title == "Hello-World")
        #expect(try card("41255623").title == "41255623")
        let row = RecordDecoder(baseDirectory: "/").decode(Array("[1, \"two\", true]".utf8), row: RowID(0), line: 1)
        guard case .generic(let list) = row.item else { throw Failure("a list of scalars") }
        #expect(list.title == "1, two, true")
        #expect(try card(#""see https://x.org/a""#).link == nil)
        #expect(try card(#""https://x.org/a""#).link == "https://x.org/a")
        let decoded = try FeedDecoder.decode(Array("null\n[{}]\n".utf8), baseDirectory: "/")
        #expect(decoded.badRecordCount == 2)
    }
}
