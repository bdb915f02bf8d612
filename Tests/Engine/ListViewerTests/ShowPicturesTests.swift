import BurinListViewer
import BurinPictures
import BurinTerminal
import Testing

/// `ListOptions.showPictures`, where the environment settles it without asking the terminal: the
/// options then carry the settled setup, and questions already there are left as they were.
@Suite struct ShowPicturesTests {
    @Test func offSettlesHalfBlocksAndAsksNothing() {
        var options = ListOptions()
        options.showPictures(.off, environment: TerminalEnvironment(["TERM": "xterm-kitty"]))
        #expect(options.questions == nil)
        #expect(options.pictures != nil && options.pictures?.graphics == nil)
        #expect(ListPictures(setup: options.pictures) == nil, "the viewer places no picture")
    }

    @Test func aTerminalThatWouldPrintTheEscapesIsNotAskedAndOtherQuestionsStay() {
        var options = ListOptions()
        let background = StartupQuestions(background: true, graphics: nil)
        options.questions = background
        // The Linux console prints escapes it does not know: whether or not the tests' output is a
        // terminal, nothing about graphics is asked.
        options.showPictures(.auto, environment: TerminalEnvironment(["TERM": "linux"]))
        #expect(options.questions == background)
        #expect(options.pictures?.graphics == nil)
    }
}
