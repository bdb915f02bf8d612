import BurinCore
import BurinListViewer
import Testing

@testable import FeedData

@testable import MerchantFeed

/// What a user should see on particular cards, checked by meaning rather than by snapshot, so a
/// re-recorded snapshot cannot quietly accept a regression of these.
@Suite struct CardDesignTests {
    static let regularWidths = CardRendering.widths.filter { $0 >= MerchantCardDesign.compactWidth }

    static func fixture(_ name: String) throws -> CardFixture {
        try #require(CardFixture.all.first { $0.name == name })
    }

    static func merchant(_ fixture: CardFixture) throws -> Merchant {
        guard case .merchant(let m) = fixture.content.item else { throw FixtureKindMismatch() }
        return m
    }

    struct FixtureKindMismatch: Error {}

    static func lines(_ card: RenderedCard) -> [String] {
        (0..<card.bitmap.size.height).map { card.bitmap.text(ofRow: $0) }
    }

    @Test(arguments: regularWidths)
    func collapsedPromotionsCountWhatIsHidden(width: Int) throws {
        let fixture = try Self.fixture("many-promotions")
        let promotions = try Self.merchant(fixture).promotions
        let card = try #require(CardRendering.render(fixture.content, width: width))
        let line = try #require(Self.lines(card).first { $0.contains(promotions[0]) })
        let shown = promotions.filter { line.contains($0) }.count
        if shown < promotions.count {
            #expect(line.contains("+\(promotions.count - shown) ▾"), "\(line)")
        } else {
            #expect(!line.contains("▾"), "nothing is hidden: \(line)")
        }
    }

    @Test func aFirstPromotionTooLongIsShortenedNotHidden() throws {
        let card = try #require(CardRendering.render(try Self.fixture("long-names").content, width: 40))
        let line = try #require(Self.lines(card).first { $0.contains("▾") })
        #expect(line.contains("满一千") && line.contains("…") && line.contains("+1 ▾"), "\(line)")
    }

    /// Unfolded, every promotion shows with a fold label, unless they all fit on one line anyway: then
    /// there is nothing to fold, and no label (nor an unfold region) is added.
    @Test(arguments: regularWidths)
    func expandedPromotionsShowEveryOneAndTheFoldLabel(width: Int) throws {
        let fixture = try Self.fixture("expanded-promotions")
        let card = try #require(CardRendering.render(fixture.content, width: width))
        let lines = Self.lines(card)
        let text = lines.joined(separator: "\n")
        let promotions = try Self.merchant(fixture).promotions
        for promotion in promotions { #expect(text.contains(promotion)) }
        let oneLine = lines.contains { line in promotions.allSatisfy { line.contains($0) } }
        #expect(text.contains("收起 ▴") == !oneLine, "width \(width)")
        #expect(card.layout.hitRegions.contains { $0.action == .toggleExpanded } == !oneLine)
        #expect(!text.contains("▾"))
    }

    @Test(arguments: regularWidths)
    func closedCardUsesNoAccentColour(width: Int) throws {
        let theme = FeedTheme.dark
        let accents = [theme.title, theme.rating, theme.price, theme.promotion, theme.tag, theme.preorder, theme.brand]
            .map(CellColor.init)
        let card = try #require(CardRendering.render(try Self.fixture("closed").content, width: width))
        let accented = card.bitmap.cells.filter { $0.text != "▀" && $0.text != "▄" && accents.contains($0.foreground) }
        #expect(accented.isEmpty, "\(accented.map(\.text))")
        #expect(card.bitmap.cells.contains { $0.attributes.contains(.dim) })
        #expect(Self.lines(card)[1].contains("休息中"))
    }

    @Test(arguments: regularWidths)
    func brandMovesUpWhenThereIsNoPreorder(width: Int) throws {
        let fixture = try Self.fixture("brand-without-preorder")
        let brand = try #require(try Self.merchant(fixture).deliveryBrand)
        let card = try #require(CardRendering.render(fixture.content, width: width))
        let textX = width >= 60 ? 12 : 10
        let badgeRow = try #require(Self.lines(card).firstIndex { $0.contains(brand) })
        #expect(badgeRow == 3, "the badge line follows name, delivery and prices")
        #expect(card.bitmap[textX, badgeRow].background == CellColor(FeedTheme.dark.brand))
        #expect(!Self.lines(card).joined().contains("预订"))
    }

    @Test(arguments: regularWidths)
    func missingThumbnailShowsInitials(width: Int) throws {
        let card = try #require(CardRendering.render(try Self.fixture("missing-thumbnail").content, width: width))
        let thumbColumns = width >= 60 ? 8 : 6
        let initials = (0..<card.bitmap.size.height).flatMap { y in
            (2..<(2 + thumbColumns)).map { card.bitmap[$0, y].text }
        }
        #expect(initials.filter { $0 == "A" }.count == 1)
    }

    /// A number cut by "…" reads as a different number.
    @Test(arguments: CardFixture.realistic, CardRendering.widths)
    func noNumberIsCut(_ fixture: CardFixture, width: Int) throws {
        let card = try #require(CardRendering.render(fixture.content, width: width))
        for line in Self.lines(card) {
            let characters = Array(line)
            for (i, c) in characters.enumerated() where c == "…" && i > 0 {
                let before = characters[i - 1]
                #expect(!before.isNumber && before != "¥" && before != ".", "\(fixture.name) at \(width): \(line)")
            }
        }
    }

    @Test func countsUseTheUnitAfterRounding() {
        #expect(FeedFormat.count(9_999) == "9999")
        #expect(FeedFormat.count(12_345) == "1.2万")
        #expect(FeedFormat.count(99_994_999) == "9999.5万")
        #expect(FeedFormat.count(99_999_999) == "1亿")
        #expect(FeedFormat.count(350_000_000) == "3.5亿")
    }

    /// Compact rows (below 40 columns) put the rating and the time in columns of their own, so they
    /// line up from row to row whatever the name's length; a missing value is a dash in its column.
    @Test(arguments: [24, 30, 36])
    func compactRowsAlignRatingAndTime(width: Int) throws {
        let merchants = [
            CardFixture.merchant(row: 0, name: "短", rating: 4.6, deliveryMinutes: 8),
            CardFixture.merchant(row: 1, name: "A much longer shop name than fits", rating: 3.9, deliveryMinutes: 32),
            CardFixture.merchant(row: 2, name: "中等长度的店名", rating: nil, deliveryMinutes: 120),
            CardFixture.merchant(row: 3, name: "No time", rating: 5, deliveryMinutes: nil),
        ]
        var ratingEnds: Set<Int> = []
        var timeEnds: Set<Int> = []
        for m in merchants {
            let card = try #require(CardRendering.render(FeedRowContent(item: .merchant(m)), width: width))
            let cells = card.bitmap.row(0).map(\.text)
            // The column where each right-aligned value ends.
            let ratingText = m.rating.map { "★" + FeedFormat.rating($0) } ?? "—"
            let timeText = m.deliveryMinutes.map { "\($0)分" } ?? "—"
            let line = cells.joined()
            #expect(line.contains(ratingText) && line.contains(timeText), "\(width): \(line)")
            let timeStart = try #require(lastIndex(of: timeText, in: cells))
            timeEnds.insert(timeStart + columns(timeText))
            let ratingStart = try #require(lastIndex(of: ratingText, in: Array(cells[..<timeStart])))
            ratingEnds.insert(ratingStart + columns(ratingText))
        }
        #expect(ratingEnds.count == 1, "ratings end in columns \(ratingEnds) at width \(width)")
        #expect(timeEnds.count == 1, "times end in columns \(timeEnds) at width \(width)")
    }

    /// Where `text` last starts among `cells` (one string a cell, continuations empty).
    private func lastIndex(of text: String, in cells: [String]) -> Int? {
        let characters = text.map(String.init)
        guard let first = characters.first else { return nil }
        for start in cells.indices.reversed() where cells[start] == first {
            var i = start
            var matched = true
            for character in characters {
                while i < cells.count, cells[i].isEmpty { i += 1 }
                guard i < cells.count, cells[i] == character else {
                    matched = false
                    break
                }
                i += 1
            }
            if matched { return start }
        }
        return nil
    }

    private func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1) }
    }
}
