import BurinCore
import BurinTestSupport
import Testing

@testable import FeedData

@testable import MerchantFeed

/// Every fixture at every width against its checked-in snapshot, and the invariants every row must
/// keep whatever the snapshots say.
@Suite struct CardSnapshotTests {
    @Test(arguments: CardFixture.all)
    func matchesSnapshot(_ fixture: CardFixture) throws {
        var sections = ["# \(fixture.name)"]
        for width in CardRendering.widths {
            let card = try #require(CardRendering.render(fixture.content, width: width))
            sections.append(CardSnapshot.text(of: card))
        }
        try SnapshotFile(named: "card-\(fixture.name).txt").verify(sections.joined(separator: "\n\n"))
    }

    @Test(arguments: CardFixture.all, CardRendering.widths)
    func keepsInvariants(_ fixture: CardFixture, width: Int) throws {
        let card = try #require(CardRendering.render(fixture.content, width: width))
        let violations = CardInvariants.violations(of: card)
        #expect(violations.isEmpty, "\(fixture.name) at \(width): \(violations.joined(separator: "; "))")
    }

    @Test func fixtureNamesAreUniqueFileNames() {
        let names = CardFixture.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } })
    }
}
