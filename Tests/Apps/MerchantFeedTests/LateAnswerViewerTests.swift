import BurinCore
import BurinListViewer
import BurinPictures
import BurinTerminal
import FeedData
import MerchantFeed
import Testing

/// The viewer hears the terminal's answers in whichever frame they arrive: the theme follows a late
/// background answer (once, and only with `--theme auto`), pictures come on with a late graphics
/// answer, and keys typed among the answers act in order, none of the answers' bytes as a key.
@Suite struct LateAnswerViewerTests {
    static let kitty = GraphicsQuestion(request: .auto, query: TerminalQuery(route: .direct, asksKitty: true))

    func harness(
        choice: ThemeChoice = .automatic, questions: StartupQuestions, overlay: Bool = false
    ) throws -> (ViewerHarness, FeedFixture) {
        let fixture = try RemoteImageFeedTests.feed(count: 12, byURL: false)
        var options = ViewerHarness.options()
        options.themeChoice = choice
        options.showsOverlay = overlay
        options.questions = questions
        let harness = ViewerHarness(feed: try fixture.source(), options: options)
        harness.viewer.askTerminal()
        return (harness, fixture)
    }

    @Test func aLateBackgroundAnswerSwitchesTheThemeOnceAndRedrawsEveryRow() throws {
        let (harness, fixture) = try harness(questions: StartupQuestions(background: true, graphics: nil))
        _ = fixture
        harness.settle()
        #expect(harness.viewer.app.style.style.theme == .dark)
        let dark = harness.screen.frame
        harness.step([.key(.character("j")), .reply(.backgroundColor(RGBA(250, 250, 250))), .key(.character("j"))])
        harness.settle()
        #expect(harness.viewer.app.style.style.theme == .light)
        #expect(harness.viewer.app.style.style.paintsPage == false, "a light terminal's own page shows")
        #expect(harness.viewer.pipeline.position == ScrollPosition(index: 0, offset: 2), "both j's, in order")
        #expect(harness.screen.frame != dark)
        harness.step([.reply(.backgroundColor(.black))])
        harness.settle()
        #expect(harness.viewer.app.style.style.theme == .light, "once")
    }

    @Test func aNamedThemeStaysButThePageFollowsTheBackground() throws {
        let (harness, fixture) = try harness(
            choice: .named(.dark), questions: StartupQuestions(background: true, graphics: nil))
        _ = fixture
        harness.step([.reply(.backgroundColor(RGBA(10, 10, 10)))])
        harness.settle()
        #expect(harness.viewer.app.style.style.theme == .dark)
        #expect(harness.viewer.app.style.style.paintsPage == false, "a dark terminal under a dark theme")
    }

    @Test func aLateGraphicsAnswerTurnsPicturesOnForEveryRow() throws {
        let (harness, fixture) = try harness(questions: StartupQuestions(background: false, graphics: Self.kitty))
        _ = fixture
        harness.settle()
        #expect(harness.viewer.app.style.pictures == nil)
        let before = harness.viewer.lastFrame?.rows.compactMap(\.drawing).flatMap(\.bitmap.pictures) ?? []
        #expect(before.isEmpty)
        harness.step([.reply(.kittyGraphics(id: 4217, message: "OK")), .reply(.primaryAttributes([62]))])
        harness.settle()
        #expect(harness.viewer.app.style.pictures?.graphics == .kitty)
        let after = harness.viewer.lastFrame?.rows.compactMap(\.drawing).flatMap(\.bitmap.pictures) ?? []
        #expect(!after.isEmpty, "the thumbnails are pictures now")
    }

    /// Through tmux the viewer sends the kitty query again while no answer came (tmux 3.3 drops a
    /// passthrough written before its client's first redraw), and stops once kitty answers.
    @Test func throughTmuxTheViewerAsksAgainUntilKittyAnswers() throws {
        let query = TerminalQuery(route: .tmux(paneOrigin: .zero), asksKitty: true)
        let (harness, fixture) = try harness(
            questions: StartupQuestions(background: false, graphics: GraphicsQuestion(request: .auto, query: query)))
        _ = fixture
        #expect(harness.screen.questionsAsked.count == 1)
        #expect(harness.viewer.idleWait.map { $0 <= .milliseconds(500) } == true, "the repeat wakes the loop")
        for _ in 0..<60 { harness.step() }
        #expect(harness.screen.questionsAsked.count == 2, "half a second on, the query again")
        #expect(harness.screen.questionsAsked.last == query.bytes)
        harness.step([.reply(.kittyGraphics(id: 4217, message: "OK"))])
        harness.settle()
        #expect(harness.viewer.app.style.pictures?.graphics == .kitty)
        for _ in 0..<300 { harness.step() }
        #expect(harness.screen.questionsAsked.count == 2, "answered: not asked again")
    }

    /// The fps overlay says what became of the pictures: asked, then off and why (here, DA1 with no
    /// kitty answer before it), then on when a later answer turns them on.
    @Test func theOverlaySaysWhyPicturesAreOffUntilTheyAreOn() throws {
        let (harness, fixture) = try harness(
            questions: StartupQuestions(background: false, graphics: Self.kitty), overlay: true)
        _ = fixture
        harness.step()
        #expect(harness.grid.text.contains("pictures: asking the terminal"))
        harness.step([.reply(.primaryAttributes([62]))])
        harness.settle()
        #expect(harness.grid.text.contains("pictures off: the terminal speaks neither kitty graphics nor sixel"))
        harness.step([.reply(.kittyGraphics(id: 4217, message: "OK"))])
        harness.settle()
        #expect(harness.grid.text.contains("kitty: shown"))
        #expect(!harness.grid.text.contains("pictures off"))
    }
}

extension VisibleRow {
    /// The accepted drawing this row shows, if any.
    fileprivate var drawing: RowDrawing<Style>? {
        if case .drawing(let drawing) = display { drawing } else { nil }
    }
}
