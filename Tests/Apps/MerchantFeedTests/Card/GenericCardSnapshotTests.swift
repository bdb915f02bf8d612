import BurinCore
import BurinTestSupport
import Testing

@testable import FeedData

@testable import MerchantFeed

/// Each guessing rule and each override of the generic card against its checked-in snapshot (the
/// record, then the card at three widths: characters, colours, hit regions), and the invariants every
/// row keeps.
@Suite struct GenericCardSnapshotTests {
    @Test(arguments: GenericCardFixture.all)
    func matchesSnapshot(_ fixture: GenericCardFixture) throws {
        let content = try fixture.content
        var sections = ["# \(fixture.name)", "record: \(fixture.json)"]
        for given in fixture.cards.overrides.given { sections[1] += "\n\(given.part.option) \(given.path)" }
        if fixture.cards.choice != .auto { sections[1] += "\n--card \(fixture.cards.choice.rawValue)" }
        for width in GenericCardFixture.widths {
            let card = try #require(GenericCardFixture.render(content, width: width))
            sections.append(CardSnapshot.text(of: card))
        }
        try SnapshotFile(named: "generic-\(fixture.name).txt").verify(sections.joined(separator: "\n\n"))
    }

    @Test(arguments: GenericCardFixture.all)
    func keepsInvariants(_ fixture: GenericCardFixture) throws {
        let content = try fixture.content
        for width in [1, 2, 20, 39, 40, 41, 60, 100, 160] {
            let card = try #require(GenericCardFixture.render(content, width: width))
            let violations = CardInvariants.violations(of: card)
            #expect(violations.isEmpty, "\(fixture.name) at \(width): \(violations.joined(separator: "; "))")
        }
    }

    @Test func everyFixtureReadsAsAGenericCard() throws {
        for fixture in GenericCardFixture.all {
            guard case .generic = try fixture.content.item else {
                Issue.record("\(fixture.name) is not a generic card")
                continue
            }
        }
    }
}
