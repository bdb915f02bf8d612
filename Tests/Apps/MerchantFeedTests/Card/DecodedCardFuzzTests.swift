import BurinCore
import BurinListViewer
import Testing

@testable import BurinDemoData
@testable import FeedData
@testable import MerchantFeed

/// Random records, hostile strings in every field, through the decoder and on into the card layout
/// and drawing at random widths: nothing traps, and every card keeps the invariants a terminal needs.
@Suite struct DecodedCardFuzzTests {
    private static let strings =
        CardFixture.tortureStrings.map(\.text) + [
            "满30减12", "美团专送", "2.26 21:30起送", "", " ", "\u{1B}[2J\u{1B}[H", "\u{9B}31m", "a\u{0}b",
        ]

    private static let numbers = ["0", "-1", "4.6", "1e308", "-1e308", "99999999999", "5.000001", "NaN", "\"3\""]

    private func field(_ key: String, _ rng: inout SplitMix64) -> String {
        let value: String
        switch rng.int(0...9) {
        case 0: value = "null"
        case 1: value = rng.pick(Self.numbers)
        case 2, 3:
            value =
                "["
                + (0..<rng.int(0...40)).map { _ in FeedGenerator.quoted(rng.pick(Self.strings)) }
                .joined(separator: ",") + "]"
        case 4: value = "[" + (0..<rng.int(0...3)).map { _ in rng.pick(Self.numbers) }.joined(separator: ",") + "]"
        default: value = FeedGenerator.quoted(rng.pick(Self.strings))
        }
        return "\"\(key)\":\(value)"
    }

    @Test func randomRecordsLayOutAndDrawSoundly() throws {
        var rng = SplitMix64(seed: 4242)
        let keys = [
            "id", "name", "category", "rating", "monthly_sales", "delivery_minutes", "distance_km", "min_order",
            "delivery_fee", "avg_price", "tags", "promotions", "delivery_brand", "preorder", "status", "thumbnail",
            "title", "subtitle", "colors",
            // The generic card's guesses, for records that are no merchants.
            "by", "user", "body", "text", "html_url", "url", "created_at", "time", "labels", "state", "avatar_url",
            "media", "comments", "draft",
        ]
        var cards = 0
        for _ in 0..<600 {
            var fields = (0..<rng.int(0...14)).map { _ in field(rng.pick(keys), &rng) }
            if rng.percent(15) { fields.append("\"type\":\"banner\"") }
            let record =
                rng.percent(5) ? "{" + fields.joined(separator: ",") : "{" + fields.joined(separator: ",") + "}"
            let decoded = try FeedDecoder.decode(Array(record.utf8), baseDirectory: "/nonexistent")
            for item in decoded.items {
                let content = FeedRowContent(
                    item: item, presentation: RowPresentation(focused: rng.percent(20), unfolded: rng.percent(50)))
                let width = rng.pick([1, 2, 5, 20, 39, 40, 41, 60, 100, 160, 240])
                guard let card = CardRendering.render(content, width: width) else {
                    Issue.record("no drawing for \(record)")
                    continue
                }
                let problems = CardInvariants.violations(of: card)
                #expect(problems.isEmpty, "\(record) at width \(width): \(problems.prefix(3))")
                cards += 1
            }
        }
        #expect(cards >= 550, "most records should decode to a row (bad ones to a bad-record row)")
    }
}
