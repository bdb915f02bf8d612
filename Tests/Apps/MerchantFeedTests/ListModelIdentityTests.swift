import BurinCore
import BurinListViewer
import FeedData
import MerchantFeed
import Testing

/// The pipeline asks the list for a row's identity (without its content) many times a frame, and for
/// the whole entry only to lay a row out: the two must always agree, whatever the list's state.
@Suite struct ListModelIdentityTests {
    @Test func identityIsTheEntryWithoutItsContentThroughFiltersFocusAndExpansion() throws {
        let fixture = try FilterHabitTests.fixture(count: 90)
        let h = ViewerHarness(feed: try fixture.source())
        h.settle()
        let model = h.viewer.model
        func check(_ label: String) {
            for index in 0..<(model.rowCount + 2) {
                #expect(model.identity(at: index) == model.row(at: index)?.identity, "\(label), row \(index)")
            }
            let rows = 0..<(model.rowCount + 2)
            #expect(model.identities(in: rows) == rows.map { model.identity(at: $0) }, "\(label), in one call")
        }
        check("plain")
        model.focus(RowID(3))
        model.toggleUnfolded(RowID(6))
        check("focused and expanded")
        h.step([.key(.character("/"))])
        h.type("Nood")
        h.settle()
        check("filtered")
    }
}
