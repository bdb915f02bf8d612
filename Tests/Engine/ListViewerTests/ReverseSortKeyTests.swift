import BurinTerminal
import Testing

@testable import BurinListViewer

/// `S` reverses the sort while browsing, and is only a letter while a filter is typed.
@Suite struct ReverseSortKeyTests {
    @Test func sReversesTheSortWhileBrowsingAndTypesWhileFiltering() {
        let key = InputEvent.key(.character("S"))
        #expect(KeyBindings.commands(for: key, mode: .browsing) == [.reverseSort])
        #expect(KeyBindings.commands(for: key, mode: .typingFilter) == [.filterText("S")])
        var state = ViewerState()
        let list = ViewerContext(
            viewportHeight: 20, rowCount: 100, place: ListPlace(source: 7, offset: 2), now: .seconds(10))
        #expect(state.apply(.reverseSort, in: list) == [.releaseEnd, .reverseSort])
    }
}
