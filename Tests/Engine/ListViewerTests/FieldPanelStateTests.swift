import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// The field picker (`s`, `c`) and the counts panel as the state machine and the keys see them.
@Suite struct FieldPanelStateTests {
    let list = ViewerContext(viewportHeight: 20, rowCount: 10)

    static let fields: [FieldChoice] = [
        FieldChoice(name: "rating", field: "-rating", records: 9, isNamedSort: true),
        FieldChoice(name: "name", field: "name", records: 10),
        FieldChoice(name: "rating", field: "rating", records: 9),
        FieldChoice(name: "tags", field: "tags", records: 4),
    ]

    static let categories = ValueCounts(
        field: "category", records: 10, recordsWithField: 9,
        values: [
            ValueCounts.Value(text: "快餐", count: 6, share: 0.6),
            ValueCounts.Value(text: "Noodle House", count: 3, share: 0.3),
        ])

    /// A state with the picker open for `command` and its fields come.
    func picking(_ command: ViewerCommand) -> ViewerState {
        var state = ViewerState()
        _ = state.apply(command, in: list)
        _ = state.countsProgressed(CountsUpdate(progress: 1, result: .fields(Self.fields, records: 10)))
        return state
    }

    @Test func sAndCOpenThePickerAndAskForTheFields() {
        #expect(KeyBindings.commands(for: .key(.character("s")), mode: .browsing) == [.pickSortField])
        #expect(KeyBindings.commands(for: .key(.character("c")), mode: .browsing) == [.countValues])
        var state = ViewerState()
        #expect(state.apply(.pickSortField, in: list) == [.stopMomentum, .startCensus], "the list stays as it is")
        #expect(state.fieldPicker?.purpose == .sort)
        #expect(state.keyMode == .pickingField)
        #expect(state.isWaitingForCounts)
        _ = state.countsProgressed(CountsUpdate(progress: 0.4))
        #expect(state.fieldPicker?.progress == 0.4)
        #expect(state.fieldPicker?.choices == nil)
        _ = state.countsProgressed(CountsUpdate(progress: 1, result: .fields(Self.fields, records: 10)))
        #expect(state.fieldPicker?.choices == Self.fields)
        #expect(!state.isWaitingForCounts)
    }

    @Test func sortingPicksAFieldAndEnterSortsByIt() {
        var state = picking(.pickSortField)
        #expect(state.fieldPicker?.chosen?.field == "-rating", "the app's named sorts come first")
        _ = state.apply(.panelMove(2), in: list)
        #expect(state.apply(.panelCommit, in: list) == [.releaseEnd, .sort(field: "rating")])
        #expect(state.activity == .browsing)
    }

    @Test func movingStopsAtTheEnds() {
        var state = picking(.pickSortField)
        #expect(state.apply(.panelMove(-1), in: list) == [], "moving in a panel leaves the list as it is")
        #expect(state.fieldPicker?.selected == 0)
        _ = state.apply(.panelMove(Int(Int32.max)), in: list)
        #expect(state.fieldPicker?.selected == Self.fields.count - 1)
    }

    @Test func slashNarrowsByTypingAndEscBacksOutOneStepAtATime() {
        var state = picking(.pickSortField)
        #expect(KeyBindings.commands(for: .key(.character("/")), mode: .pickingField) == [.panelNarrow])
        _ = state.apply(.panelNarrow, in: list)
        #expect(state.keyMode == .narrowingField)
        // While narrowing, j and q are letters of it; arrows still move.
        #expect(KeyBindings.commands(for: .key(.character("j")), mode: .narrowingField) == [.panelText("j")])
        #expect(KeyBindings.commands(for: .key(.down), mode: .narrowingField) == [.panelMove(1)])
        for character in "TAG" { _ = state.apply(.panelText(String(character)), in: list) }
        #expect(state.fieldPicker?.shown.map(\.name) == ["tags"], "any case")
        _ = state.apply(.panelBackspace, in: list)
        #expect(state.fieldPicker?.narrowing == "TA")
        #expect(state.apply(.panelCancel, in: list) == [])
        #expect(state.fieldPicker?.narrowing == nil, "Esc drops the narrowing first")
        #expect(state.fieldPicker?.shown.count == Self.fields.count)
        #expect(state.apply(.panelCancel, in: list) == [.cancelCounts])
        #expect(state.activity == .browsing)
    }

    @Test func countingOffersNoNamedSortsAndEnterCountsTheField() {
        var state = picking(.countValues)
        #expect(state.fieldPicker?.shown.map(\.field) == ["name", "rating", "tags"])
        _ = state.apply(.panelMove(2), in: list)
        #expect(state.apply(.panelCommit, in: list) == [.releaseEnd, .startCounts(field: "tags")])
        #expect(state.countsPanel?.field == "tags")
        #expect(state.keyMode == .readingCounts)
        #expect(state.isWaitingForCounts)
    }

    @Test func enterOnAValueAddsItsTermToTheFilter() {
        var state = picking(.countValues)
        _ = state.apply(.panelCommit, in: list)
        // Counts of another field (a panel closed since) are not this panel's.
        _ = state.countsProgressed(CountsUpdate(progress: 1, result: .values(Self.categories)))
        #expect(state.countsPanel?.counts == nil)
        var state2 = ViewerState()
        _ = state2.apply(.countValues, in: list)
        _ = state2.countsProgressed(
            CountsUpdate(
                progress: 1,
                result: .fields([FieldChoice(name: "category", field: "category", records: 9)], records: 10)))
        _ = state2.apply(.panelCommit, in: list)
        _ = state2.countsProgressed(CountsUpdate(progress: 1, result: .values(Self.categories)))
        #expect(state2.countsPanel?.chosen?.text == "快餐")
        _ = state2.apply(.panelMove(1), in: list)
        #expect(
            state2.apply(.panelCommit, in: list) == [
                .releaseEnd, .addFilterTerm(field: "category", value: "Noodle House"),
            ])
        #expect(state2.activity == .browsing)
    }

    @Test func escClosesTheCountsPanelAndStopsTheCount() {
        var state = picking(.countValues)
        _ = state.apply(.panelCommit, in: list)
        #expect(KeyBindings.commands(for: .key(.escape), mode: .readingCounts) == [.panelCancel])
        #expect(KeyBindings.commands(for: .key(.character("q")), mode: .readingCounts) == [.panelCancel])
        #expect(state.apply(.panelCancel, in: list) == [.cancelCounts])
        #expect(state.activity == .browsing)
    }

    @Test func enterTypedBeforeTheFieldsCamePicksOnceTheyCome() {
        var state = ViewerState()
        _ = state.apply(.countValues, in: list)
        _ = state.apply(.panelNarrow, in: list)
        _ = state.apply(.panelText("tag"), in: list)
        #expect(state.apply(.panelCommit, in: list) == [.releaseEnd])
        #expect(state.fieldPicker?.picksWhenCounted == true)
        #expect(state.countsProgressed(CountsUpdate(progress: 0.5)).isEmpty)
        #expect(
            state.countsProgressed(CountsUpdate(progress: 1, result: .fields(Self.fields, records: 10)))
                == [.startCounts(field: "tags")])
        #expect(state.countsPanel?.field == "tags")
    }

    @Test func enterTypedAheadOnANarrowingThatMatchesNothingLeavesThePickerOpen() {
        var state = ViewerState()
        _ = state.apply(.pickSortField, in: list)
        _ = state.apply(.panelNarrow, in: list)
        _ = state.apply(.panelText("nowhere"), in: list)
        _ = state.apply(.panelCommit, in: list)
        #expect(state.countsProgressed(CountsUpdate(progress: 1, result: .fields(Self.fields, records: 10))).isEmpty)
        #expect(state.fieldPicker?.picksWhenCounted == false)
        #expect(state.keyMode == .narrowingField)
    }

    @Test func aWalkedListPicksItsOwnFields() {
        var state = ViewerState()
        var walked = list
        walked.walkDepth = 1
        #expect(state.apply(.pickSortField, in: walked) == [.stopMomentum, .startCensus])
        #expect(state.fieldPicker != nil)
    }

    @Test func theDriverClosesAPanelThatCannotGoOn() {
        var state = ViewerState()
        _ = state.apply(.countValues, in: list)
        state.closePanel(saying: "this list has no fields to pick from")
        #expect(state.activity == .browsing)
        #expect(state.notice == "this list has no fields to pick from")
    }

    @Test func theMouseDoesNothingInAPanel() {
        for mode in [KeyBindings.Mode.pickingField, .narrowingField, .readingCounts] {
            #expect(KeyBindings.commands(for: .mouse(.wheelDown(x: 1, y: 1)), mode: mode).isEmpty)
        }
    }
}
