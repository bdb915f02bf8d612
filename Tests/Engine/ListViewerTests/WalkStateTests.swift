import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// Walking into a row's list and back, as the state machine and the keys see it.
@Suite struct WalkStateTests {
    let list = ViewerContext(viewportHeight: 20, rowCount: 10)

    @Test func lAndRightWalkInLeftAndBackspaceWalkOut() {
        for key in [Key.character("l"), .right] {
            #expect(KeyBindings.commands(for: .key(key), mode: .browsing) == [.walkIn])
        }
        for key in [Key.left, .backspace] {
            #expect(KeyBindings.commands(for: .key(key), mode: .browsing) == [.walkOut])
        }
        // Typing a filter, `l` is a letter of it.
        #expect(KeyBindings.commands(for: .key(.character("l")), mode: .typingFilter) == [.filterText("l")])
    }

    @Test func walkingInIsTheDriversAndOutNeedsSomewhereToGo() {
        var state = ViewerState()
        #expect(state.apply(.walkIn, in: list) == [.releaseEnd, .stopMomentum, .walkIn])
        #expect(state.apply(.walkOut, in: list) == [.releaseEnd])
        #expect(state.notice == "this is the top list")
        var walked = list
        walked.walkDepth = 2
        #expect(state.apply(.walkOut, in: walked) == [.releaseEnd, .stopMomentum, .walkOut])
        #expect(state.notice == nil)
    }

    @Test func hGoesBackWhereThereIsSomewhereToGoAndOpensTheHelpAtTheTop() {
        #expect(KeyBindings.commands(for: .key(.character("h")), mode: .browsing) == [.walkOutOrHelp])
        var state = ViewerState()
        var walked = list
        walked.walkDepth = 1
        #expect(state.apply(.walkOutOrHelp, in: walked) == [.releaseEnd, .stopMomentum, .walkOut])
        #expect(state.keyMode == .browsing)
        #expect(state.apply(.walkOutOrHelp, in: list) == [])
        #expect(state.keyMode == .readingHelp, "at the top list h is less's help")
    }

    @Test func aCountBeforeAWalkIsDropped() {
        var state = ViewerState()
        _ = state.apply(.countDigit(3), in: list)
        #expect(state.apply(.walkIn, in: list).last == .walkIn)
        #expect(state.pendingCount == nil)
    }

    @Test func aChooserMovesWithinItsListsAndOpensOrCancels() {
        var state = ViewerState()
        state.choose(among: ListChooser(names: [".a", ".b", ".c"], row: RowID(4)))
        #expect(state.keyMode == .choosingList)
        #expect(KeyBindings.commands(for: .key(.character("j")), mode: .choosingList) == [.chooseMove(1)])
        #expect(KeyBindings.commands(for: .key(.escape), mode: .choosingList) == [.chooseCancel])
        #expect(KeyBindings.commands(for: .key(.enter), mode: .choosingList) == [.chooseCommit])
        // The mouse does nothing under the chooser.
        #expect(KeyBindings.commands(for: .mouse(.wheelDown(x: 0, y: 0)), mode: .choosingList).isEmpty)
        for _ in 0..<5 { _ = state.apply(.chooseMove(1), in: list) }
        #expect(state.listChooser?.selected == 2)
        _ = state.apply(.chooseMove(-1), in: list)
        #expect(state.apply(.chooseCommit, in: list) == [.releaseEnd, .openList(choice: 1, row: RowID(4))])
        #expect(state.keyMode == .browsing && state.listChooser == nil)
        state.choose(among: ListChooser(names: [".a", ".b"], row: RowID(0)))
        #expect(state.apply(.chooseCancel, in: list) == [.releaseEnd])
        #expect(state.keyMode == .browsing)
    }
}
