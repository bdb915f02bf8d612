import BurinCore
import BurinDetectionProbe
import Testing

@testable import BurinPictures
@testable import BurinTerminal

@Suite struct GraphicsDecisionTests {
    static let kitty = TerminalEnvironment(["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
    static let xterm = TerminalEnvironment(["TERM": "xterm-256color"])
    static let tmux = TerminalEnvironment(
        ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-0/x,1,0", "TMUX_PANE": "%1"])
    static let direct = TerminalQuery(route: .direct, asksKitty: true)

    @Test func offAndNonTerminalsAskNothing() {
        #expect(
            GraphicsDecision.firstStep(request: .off, environment: Self.kitty, isTerminal: true, tmux: nil)
                == .settled(.off("--pixels off")))
        #expect(
            GraphicsDecision.firstStep(request: .auto, environment: Self.kitty, isTerminal: false, tmux: nil)
                == .settled(.off("output is not a terminal")))
    }

    @Test func terminalsThatPrintEscapesAreNeverAsked() {
        for term in ["linux", "dumb", "vt100", "vt220", "cons25", "", "screen-256color", "eterm-color", "ansi", "sun"] {
            for request in PixelRequest.allCases where request != .off {
                let step = GraphicsDecision.firstStep(
                    request: request, environment: TerminalEnvironment(["TERM": term]), isTerminal: true, tmux: nil)
                guard case .settled(let setup) = step else {
                    Issue.record("TERM=\(term) --pixels \(request) would be asked")
                    continue
                }
                #expect(setup.graphics == nil)
            }
        }
        for term in ["xterm-256color", "xterm-kitty", "foot", "vte-256color", "wezterm", "alacritty"] {
            let step = GraphicsDecision.firstStep(
                request: .auto, environment: TerminalEnvironment(["TERM": term]), isTerminal: true, tmux: nil)
            #expect(step == .ask(Self.direct))
        }
        #expect(TerminalEnvironment(["TERM": "xterm-256color", "STY": "1.pts"]).unsafeReason != nil)
        #expect(TerminalEnvironment(["TERM": "xterm-256color", "INSIDE_EMACS": "29.1,vterm"]).unsafeReason != nil)
        #expect(TerminalEnvironment(["TERM": "xterm"]).unsafeReason == nil)
    }

    @Test func directQueryAsksEverythingWithDA1Last() {
        #expect(
            readable(TerminalQuestions.bytes([Self.direct.bytes]))
                == "␛_Gi=4217,s=1,v=1,a=q,t=d,f=24;AAAA␛\\␛[>0q␛[16t␛[14t␛[?1;1;0S␛[c")
        #expect(TerminalQuestions.bytes([[], []]).isEmpty, "no question, no DA1")
        #expect(!Self.direct.isAnswered(TerminalAnswers(kittyGraphics: true)))
        #expect(Self.direct.isAnswered(TerminalAnswers(primaryAttributes: [62])))
    }

    @Test func tmuxNeedsPassthroughAndAKittyClient() {
        let on = TmuxFacts(
            passthrough: true, clientTermName: "xterm-kitty", clientTermType: "kitty(0.26.5)",
            paneOrigin: CellOffset(columns: 3, rows: 1))
        var off = on
        off.passthrough = false
        var xtermClient = on
        xtermClient.clientTermName = "xterm-256color"
        xtermClient.clientTermType = "XTerm(379)"
        func step(_ request: PixelRequest, _ facts: TmuxFacts?) -> DetectionStep {
            GraphicsDecision.firstStep(request: request, environment: Self.tmux, isTerminal: true, tmux: facts)
        }
        let wrapped = TerminalQuery(route: .tmux(paneOrigin: CellOffset(columns: 3, rows: 1)), asksKitty: true)
        #expect(step(.auto, on) == .ask(wrapped))
        #expect(step(.auto, off) == .settled(.off("tmux's allow-passthrough is off")))
        #expect(step(.kitty, off) == .settled(.off("tmux's allow-passthrough is off")))
        #expect(step(.auto, nil) == .settled(.off("tmux could not be asked about passthrough")))
        #expect(step(.sixel, on) == .settled(.off("sixel does not pass through tmux")))
        #expect(step(.auto, xtermClient) == .settled(.off("tmux's client (xterm-256color) speaks no kitty graphics")))
        #expect(step(.kitty, xtermClient) == .ask(wrapped))
        // Only the kitty query is sent, wrapped; no bare APC ever reaches tmux.
        #expect(readable(wrapped.bytes) == "␛Ptmux;␛␛_Gi=4217,s=1,v=1,a=q,t=d,f=24;AAAA␛␛\\␛\\")
        #expect(wrapped.isAnswered(TerminalAnswers(kittyGraphics: true)))
        #expect(!wrapped.isAnswered(TerminalAnswers(primaryAttributes: [1, 2])))
    }

    @Test func tmuxFactsFromDisplayOutput() {
        // What tmux 3.3a printed inside kitty under Xvfb.
        let facts = TmuxFacts(displayOutput: "1|xterm-kitty|kitty(0.26.5)|0|0|on|bottom\n")
        #expect(
            facts
                == TmuxFacts(
                    passthrough: true, clientTermName: "xterm-kitty", clientTermType: "kitty(0.26.5)", paneOrigin: .zero
                ))
        #expect(facts?.clientSuggestsKitty == true)
        #expect(TmuxFacts(displayOutput: "off|xterm||12|40|on|bottom")?.passthrough == false)
        #expect(TmuxFacts(displayOutput: "all|xterm||12|40|off|top")?.paneOrigin == CellOffset(columns: 40, rows: 12))
        // Status lines on top push the window, and so the pane, down.
        #expect(TmuxFacts(displayOutput: "1|xterm-kitty||0|0|on|top")?.paneOrigin == CellOffset(columns: 0, rows: 1))
        #expect(TmuxFacts(displayOutput: "1|xterm-kitty||3|0|2|top")?.paneOrigin == CellOffset(columns: 0, rows: 5))
        #expect(TmuxFacts(displayOutput: "garbage") == nil)
        #expect(TmuxFacts(displayOutput: "1|a|b|-1|0|on|bottom") == nil)
    }

    @Test func autoPrefersKittyThenSixelThenNothing() {
        let window = TerminalWindowSize(columns: 80, rows: 24, pixelWidth: 724, pixelHeight: 460)
        func decide(_ answers: TerminalAnswers, window: TerminalWindowSize? = window) -> GraphicsSetup {
            GraphicsDecision.decide(request: .auto, query: Self.direct, answers: answers, window: window)
        }
        let both = decide(TerminalAnswers(kittyGraphics: true, primaryAttributes: [65, 4], version: "WezTerm"))
        #expect(both.graphics == .kitty && both.terminal == "WezTerm")
        let sixel = decide(TerminalAnswers(primaryAttributes: [63, 1, 2, 4], colorRegisters: 1024))
        #expect(
            sixel.graphics == .sixel && sixel.cellSize == PixelSize(width: 9, height: 19) && sixel.colorRegisters == 256
        )
        #expect(decide(TerminalAnswers(primaryAttributes: [63, 4], colorRegisters: 16)).colorRegisters == 16)
        #expect(decide(TerminalAnswers(primaryAttributes: [63, 4]), window: nil).graphics == nil)
        #expect(decide(TerminalAnswers(primaryAttributes: [64, 1, 2])).graphics == nil)
        #expect(decide(TerminalAnswers()).reason == "the terminal did not answer in time")
        #expect(decide(TerminalAnswers(kittyGraphics: false, primaryAttributes: [62])).graphics == nil)
        // kitty without any pixel size: the terminal scales into the cells, so a guess is fine.
        let guessed = decide(TerminalAnswers(kittyGraphics: true, primaryAttributes: [62]), window: nil)
        #expect(
            guessed.graphics == .kitty && !guessed.cellSizeMeasured && guessed.cellSize == GraphicsSetup.assumedCellSize
        )
    }

    @Test func forcedProtocolsSkipTheProtocolAnswer() {
        let none = TerminalAnswers()
        #expect(
            GraphicsDecision.decide(request: .kitty, query: Self.direct, answers: none, window: nil).graphics == .kitty)
        #expect(
            GraphicsDecision.decide(request: .sixel, query: Self.direct, answers: none, window: nil).graphics == .sixel)
        let wrapped = TerminalQuery(route: .tmux(paneOrigin: .zero), asksKitty: true)
        let lost = GraphicsDecision.decide(request: .auto, query: wrapped, answers: none, window: nil)
        #expect(lost.graphics == nil)
        let tmuxKitty = GraphicsDecision.decide(
            request: .auto, query: wrapped, answers: TerminalAnswers(kittyGraphics: true), window: nil)
        #expect(tmuxKitty.graphics == .kitty && tmuxKitty.route == .tmux(paneOrigin: .zero))
    }

    @Test func cellSizeFromWindowThenRepliesThenTextArea() {
        let replies = TerminalAnswers(
            cellSize: PixelSize(width: 8, height: 16), textAreaSize: PixelSize(width: 700, height: 400))
        let cells = TerminalWindowSize(columns: 70, rows: 20, pixelWidth: 0, pixelHeight: 0)
        #expect(
            GraphicsDecision.cellSize(
                answers: replies, window: TerminalWindowSize(columns: 40, rows: 10, pixelWidth: 360, pixelHeight: 180))
                == PixelSize(width: 9, height: 18))
        #expect(GraphicsDecision.cellSize(answers: replies, window: cells) == PixelSize(width: 8, height: 16))
        #expect(
            GraphicsDecision.cellSize(
                answers: TerminalAnswers(textAreaSize: PixelSize(width: 700, height: 400)), window: cells)
                == PixelSize(width: 10, height: 20))
        #expect(
            GraphicsDecision.cellSize(
                answers: TerminalAnswers(cellSize: PixelSize(width: 1, height: 9000)), window: nil) == nil)
    }

    @Test func runnerStopsAtDA1AndKeepsTheKeys() {
        let clock = ManualClock()
        var channel = ScriptedChannel(
            [Array("j\u{1B}_Gi=4217;O".utf8), Array("K\u{1B}\\\u{1B}[?62;c".utf8), Array("late".utf8)], clock: clock)
        let (answers, typed) = TerminalQueryRunner.run(Self.direct, on: &channel, clock: clock)
        #expect(answers.kittyGraphics == true && answers.primaryAttributes == [62, 0])
        #expect(typed == [.key(.character("j"))])
        #expect(channel.written == Self.direct.bytes + Array("\u{1B}[c".utf8))
        #expect(channel.reads == 2)
        #expect(clock.now() < .milliseconds(10))
    }

    @Test func runnerGivesUpAtTheTimeout() {
        let clock = ManualClock()
        var channel = ScriptedChannel([Array("\u{1B}[".utf8)], clock: clock)
        let (answers, typed) = TerminalQueryRunner.run(
            Self.direct, on: &channel, timeout: .milliseconds(100), clock: clock)
        #expect(answers == TerminalAnswers())
        #expect(typed.isEmpty, "a sequence cut off is dropped, never typed")
        #expect(clock.now() == .milliseconds(100))
        var unwritable = ScriptedChannel([], clock: clock)
        unwritable.writable = false
        #expect(TerminalQueryRunner.run(Self.direct, on: &unwritable, clock: clock).answers == TerminalAnswers())
        #expect(unwritable.reads == 0)
    }

    @Test func detectorAsksOnlyWhenTheStepSaysSo() {
        let clock = ManualClock()
        var channel = ScriptedChannel(
            [
                Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8)
            ], clock: clock,
            window: TerminalWindowSize(columns: 80, rows: 24, pixelWidth: 724, pixelHeight: 460))
        let (setup, _) = GraphicsDetector.ask(
            .ask(Self.direct), request: .auto, channel: &channel, timeout: .milliseconds(250), clock: clock)
        #expect(
            setup.graphics == .sixel && setup.terminal == "XTerm(379)"
                && setup.cellSize == PixelSize(width: 9, height: 19))
        var silent = ScriptedChannel([], clock: clock)
        let settled = GraphicsDetector.ask(
            .settled(.off("x")), request: .auto, channel: &silent, timeout: .seconds(1), clock: clock)
        #expect(settled.setup == .off("x") && silent.written.isEmpty)
    }
}
