import Testing

@testable import BurinListViewer

/// The viewer's state machine alone: keys in, effects out, no screen, no pipeline, no threads.
@Suite struct ViewerStateTests {
    let list = ViewerContext(
        viewportHeight: 20, rowCount: 100, place: ListPlace(source: 7, offset: 2), now: .seconds(10))

    @Test func aLineScrollStopsMomentumAndLetsGoOfTheEnd() {
        var state = ViewerState()
        #expect(state.apply(.scroll(lines: 1), in: list) == [.releaseEnd, .stopMomentum, .scroll(lines: 1)])
        #expect(state.apply(.wheel(lines: -3), in: list) == [.releaseEnd, .wheel(lines: -3)])
    }

    @Test func aPageIsTheWholeListAreaAndAHalfPageRounds() {
        var state = ViewerState()
        #expect(state.apply(.page(1), in: list).last == .scroll(lines: 20))
        #expect(state.apply(.page(-0.5), in: list).last == .scroll(lines: -10))
        var tiny = list
        tiny.viewportHeight = 1
        // Half of one line rounds to nothing; it still moves a line, as less does.
        #expect(state.apply(.page(0.4), in: tiny).last == .scroll(lines: 1))
    }

    @Test func aCountRepeatsTheNextCommandOnlyAndNamesARowForGAndg() {
        var state = ViewerState()
        for digit in [1, 2] { #expect(state.apply(.countDigit(digit), in: list).isEmpty) }
        #expect(state.pendingCount == 12)
        #expect(state.apply(.scroll(lines: 1), in: list).last == .scroll(lines: 12))
        #expect(state.pendingCount == nil)
        _ = state.apply(.countDigit(5), in: list)
        #expect(state.apply(.bottom, in: list) == [.stopMomentum, .releaseEnd, .jump(toIndex: 4)])
        _ = state.apply(.countDigit(9), in: list)
        _ = state.apply(.countDigit(9), in: list)
        _ = state.apply(.countDigit(9), in: list)
        #expect(state.apply(.top, in: list) == [.releaseEnd, .stopMomentum, .jump(toIndex: 99)])
        #expect(state.apply(.bottom, in: list) == [.stopMomentum, .jumpToEnd])
    }

    @Test func aCountSurvivesAResizeButNotOtherCommands() {
        var state = ViewerState()
        _ = state.apply(.countDigit(3), in: list)
        #expect(state.apply(.resize(columns: 0, rows: 10), in: list) == [.resize(width: 1)])
        #expect(state.pendingCount == 3)
        _ = state.apply(.toggleOverlay, in: list)
        #expect(state.pendingCount == nil)
    }

    @Test func countsStopGrowingBeforeTheyOverflow() {
        var state = ViewerState()
        for _ in 0..<30 { _ = state.apply(.countDigit(9), in: list) }
        #expect(state.pendingCount == 999_999_999)
    }

    @Test func typingAFilterNarrowsAtEachKeyAndEnterKeepsIt() {
        var state = ViewerState()
        #expect(state.apply(.startFilter, in: list) == [.releaseEnd])
        #expect(state.keyMode == .typingFilter)
        #expect(state.filterDraft == "")
        #expect(state.apply(.filterText("a"), in: list) == [.releaseEnd, .filter("a")])
        #expect(state.apply(.filterText("b"), in: list).last == .filter("ab"))
        #expect(state.apply(.filterBackspace, in: list).last == .filter("a"))
        // Ctrl-U sends empty text: the draft starts again.
        #expect(state.apply(.filterText(""), in: list).last == .filter(""))
        _ = state.apply(.filterText("x"), in: list)
        #expect(state.apply(.filterCommit, in: list) == [.releaseEnd])
        #expect(state.keyMode == .browsing)
        #expect(state.filterDraft == nil)
    }

    @Test func aNewFilterStartsFromTheOneAppliedNow() {
        var state = ViewerState()
        var filtered = list
        filtered.filter = "cafe"
        _ = state.apply(.startFilter, in: filtered)
        #expect(state.filterDraft == "cafe")
        #expect(state.apply(.filterText("s"), in: filtered).last == .filter("cafes"))
    }

    @Test func cancellingAFilterGoesBackToWhereTheListWas() {
        var state = ViewerState()
        _ = state.apply(.startFilter, in: list)
        _ = state.apply(.filterText("q"), in: list)
        var moved = list
        moved.place = ListPlace(source: 40, offset: 0)
        #expect(
            state.apply(.filterCancel, in: moved).last == .cancelFilter(returningTo: ListPlace(source: 7, offset: 2)))
        #expect(state.keyMode == .browsing)
    }

    @Test func filterKeysOutsideTypingDoNothing() {
        var state = ViewerState()
        #expect(state.apply(.filterText("a"), in: list) == [.releaseEnd])
        #expect(state.apply(.filterCancel, in: list) == [.releaseEnd])
    }

    @Test func escBacksOutOfTheFilterThenTheFocusThenSaysHowToQuit() {
        var state = ViewerState()
        var context = list
        context.filter = "x"
        context.hasFocus = true
        #expect(state.apply(.back, in: context).last == .filter(""))
        context.filter = nil
        #expect(state.apply(.back, in: context).last == .clearFocus)
        context.hasFocus = false
        #expect(state.apply(.back, in: context) == [.releaseEnd])
        #expect(state.notice == "q quits")
        // Esc after a count only drops the count.
        _ = state.apply(.countDigit(4), in: context)
        context.filter = "x"
        #expect(state.apply(.back, in: context) == [.releaseEnd])
        #expect(state.pendingCount == nil)
    }

    @Test func aNoticeLastsUntilTheNextCommandButARepaint() {
        var state = ViewerState()
        state.show("copied")
        _ = state.apply(.repaint, in: list)
        #expect(state.notice == "copied")
        _ = state.apply(.scroll(lines: 1), in: list)
        #expect(state.notice == nil)
    }

    @Test func helpOpensScrollsWithinItselfAndCloses() {
        var state = ViewerState()
        _ = state.apply(.toggleHelp, in: list)
        #expect(state.keyMode == .readingHelp)
        #expect(state.helpScroll == 0)
        _ = state.apply(.scrollHelp(lines: 8), in: list)
        _ = state.apply(.scrollHelp(lines: -3), in: list)
        #expect(state.helpScroll == 5)
        _ = state.apply(.scrollHelp(lines: -9), in: list)
        #expect(state.helpScroll == 0)
        state.helpScrolled(to: 2)
        #expect(state.helpScroll == 2)
        _ = state.apply(.closeHelp, in: list)
        #expect(state.helpScroll == nil)
        state.helpScrolled(to: 4)
        #expect(state.keyMode == .browsing)
    }

    @Test func aHeldKeyScrollsFasterButACountedOneDoesNot() {
        var state = ViewerState()
        var context = list
        var last = 0
        for frame in 0..<40 {
            context.now = .seconds(10) + .milliseconds(33 * frame)
            if case .scroll(let lines) = state.apply(.scroll(lines: 1), in: context).last { last = lines }
        }
        #expect(last == 4)
        _ = state.apply(.countDigit(2), in: context)
        #expect(state.apply(.scroll(lines: 1), in: context).last == .scroll(lines: 2))
    }

    @Test func quittingAndSignalsEndTheViewerWithTheirStatus() {
        var state = ViewerState()
        #expect(state.apply(.quit, in: list) == [.quit])
        #expect(state.apply(.terminate(signal: 2), in: list) == [.releaseEnd, .terminate(status: 130)])
    }
}
