import BurinCore
import BurinListViewer
import BurinPictures
import Testing

@testable import BurinTerminal

/// The start-up questions' bookkeeping: what each reply settles, whenever it comes.
@Suite struct TerminalConversationTests {
    static let direct = GraphicsQuestion(request: .auto, query: TerminalQuery(route: .direct, asksKitty: true))
    static let window = TerminalWindowSize(columns: 100, rows: 30, pixelWidth: 900, pixelHeight: 540)

    func conversation(background: Bool = true, graphics: GraphicsQuestion? = direct) -> TerminalConversation {
        TerminalConversation(
            questions: StartupQuestions(background: background, graphics: graphics, patience: .seconds(5)),
            askedAt: .seconds(10))
    }

    @Test func theQuestionsAreOneWriteWithDA1Last() {
        let bytes = String(decoding: StartupQuestions(background: true, graphics: Self.direct).bytes, as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{07}\u{1B}_Gi=4217"))
        #expect(bytes.hasSuffix("\u{1B}[?1;1;0S\u{1B}[c"))
        #expect(StartupQuestions(background: false, graphics: nil).bytes.isEmpty)
    }

    @Test func aDirectTerminalIsAnsweredAtDA1AndItsBackgroundFoundOnce() {
        var talk = conversation()
        #expect(talk.isWaiting(at: .seconds(10)))
        #expect(talk.hear(.backgroundColor(.white), window: Self.window) == [.background(.white)])
        #expect(talk.hear(.kittyGraphics(id: 4217, message: "OK"), window: Self.window).isEmpty, "DA1 is still to come")
        let findings = talk.hear(.primaryAttributes([62]), window: Self.window)
        #expect(findings.count == 1)
        guard case .graphics(let setup) = findings.first else { return }
        #expect(setup.graphics == .kitty && setup.cellSize == PixelSize(width: 9, height: 18))
        #expect(!talk.isWaiting(at: .seconds(10)) && talk.isAnswered)
        #expect(talk.hear(.backgroundColor(.black), window: Self.window).isEmpty, "the theme switches once")
        #expect(talk.hear(.primaryAttributes([62]), window: Self.window).isEmpty, "the same answer settles nothing new")
    }

    @Test func aTerminalThatDoesNotKnowOSC11IsAnsweredAtDA1() {
        var talk = conversation(graphics: nil)
        #expect(talk.hear(.primaryAttributes([1, 2]), window: nil).isEmpty)
        #expect(talk.isAnswered)
    }

    @Test func throughTmuxTheKittyAnswerEndsTheWaitNotTmuxsOwnDA1() {
        let tmux = GraphicsQuestion(
            request: .auto,
            query: TerminalQuery(route: .tmux(paneOrigin: .zero), asksKitty: true))
        var talk = conversation(graphics: tmux)
        #expect(talk.hear(.primaryAttributes([1, 2]), window: Self.window).isEmpty)
        #expect(talk.isWaiting(at: .seconds(11)))
        guard case .graphics(let setup) = talk.hear(.kittyGraphics(id: 4217, message: "OK"), window: Self.window).first
        else {
            Issue.record("the kitty answer settled nothing")
            return
        }
        #expect(setup.graphics == .kitty)
    }

    /// tmux 3.3 drops passthrough to a client that has not drawn its window yet, so through tmux the
    /// kitty query goes again at 0.5, 1.5 and 3 s while no kitty answer came, file probe and all.
    @Test func throughTmuxTheKittyQueryGoesAgainUntilAnswered() {
        let query = TerminalQuery(
            route: .tmux(paneOrigin: .zero), asksKitty: true,
            fileProbe: "/dev/shm/burin-1-tty-graphics-protocol/probe")
        var talk = conversation(background: false, graphics: GraphicsQuestion(request: .auto, query: query))
        #expect(talk.nextRepeat == .seconds(10.5))
        #expect(talk.nextDue == .seconds(10.5), "the repeat comes before patience's end")
        #expect(talk.repeatedQuestion(at: .seconds(10.4)) == nil, "not yet")
        #expect(talk.repeatedQuestion(at: .seconds(10.5)) == query.bytes)
        #expect(talk.repeatedQuestion(at: .seconds(10.6)) == nil, "once a time")
        #expect(talk.nextRepeat == .seconds(11.5))
        #expect(talk.repeatedQuestion(at: .seconds(11.5)) == query.bytes)
        #expect(talk.hear(.kittyGraphics(id: 4217, message: "OK"), window: Self.window).count == 1)
        #expect(talk.nextRepeat == nil && talk.repeatedQuestion(at: .seconds(13)) == nil, "answered")
        #expect(talk.repeatsSent == 2)

        var unanswered = conversation(background: false, graphics: GraphicsQuestion(request: .auto, query: query))
        let sent = [10.5, 11.5, 13, 14, 20].compactMap { unanswered.repeatedQuestion(at: .seconds($0)) }
        #expect(sent.count == 3, "three repeats, then patience decides and a late answer is still heard")
    }

    @Test func aDirectTerminalIsNeverAskedAgain() {
        var talk = conversation()
        #expect(talk.nextRepeat == nil)
        #expect(talk.nextDue == .seconds(15), "only patience's end")
        #expect(talk.repeatedQuestion(at: .seconds(14)) == nil)
    }

    @Test func patienceRunningOutDecidesWithWhatCameAndALateAnswerDecidesAgain() {
        var talk = conversation(background: false)
        #expect(talk.tick(at: .seconds(14), window: Self.window).isEmpty, "patience left")
        let settled = talk.tick(at: .seconds(15), window: Self.window)
        guard case .graphics(let off) = settled.first else {
            Issue.record("nothing settled at the end of patience")
            return
        }
        #expect(off.graphics == nil && off.reason.contains("did not answer"))
        #expect(!talk.isWaiting(at: .seconds(15)))
        #expect(talk.tick(at: .seconds(16), window: Self.window).isEmpty, "decided once")
        // The answers come after all, seconds late: pictures come on with the kitty answer itself.
        guard case .graphics(let late) = talk.hear(.kittyGraphics(id: 4217, message: "OK"), window: Self.window).first
        else {
            Issue.record("the late answer settled nothing")
            return
        }
        #expect(late.graphics == .kitty)
        #expect(talk.hear(.primaryAttributes([62]), window: Self.window).isEmpty)
    }

    @Test func anotherProgramsKittyAnswerIsNotOurs() {
        var talk = conversation(background: false)
        _ = talk.hear(.kittyGraphics(id: 9, message: "OK"), window: Self.window)
        guard case .graphics(let setup) = talk.hear(.primaryAttributes([62]), window: Self.window).first else {
            Issue.record("DA1 settled nothing")
            return
        }
        #expect(setup.graphics == nil)
    }
}
