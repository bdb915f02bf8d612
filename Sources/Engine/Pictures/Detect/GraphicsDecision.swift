public import BurinCore
public import BurinTerminal

/// The rules that turn a request, the environment, tmux's facts and the terminal's answers into a
/// `GraphicsSetup`. Pure functions: every rule has a test.
public enum GraphicsDecision {
    /// The first step, before any byte is written: settled already, or a query to send.
    ///
    /// `isTerminal`: standard output is a terminal (snapshots and pipes never get graphics).
    /// `tmux`: tmux's facts when `environment` is inside tmux (nil there: tmux could not be asked).
    public static func firstStep(
        request: PixelRequest, environment: TerminalEnvironment, isTerminal: Bool, tmux: TmuxFacts?
    ) -> DetectionStep {
        if request == .off { return .settled(.off("--pixels off")) }
        guard isTerminal else { return .settled(.off("output is not a terminal")) }
        if let reason = environment.unsafeReason { return .settled(.off(reason)) }
        guard environment.isTmux else { return .ask(TerminalQuery(route: .direct, asksKitty: true)) }
        guard let tmux else { return .settled(.off("tmux could not be asked about passthrough")) }
        guard tmux.passthrough else { return .settled(.off("tmux's allow-passthrough is off")) }
        if request == .sixel { return .settled(.off("sixel does not pass through tmux")) }
        if request == .auto, !tmux.clientSuggestsKitty {
            return .settled(
                .off("tmux's client (\(tmux.clientTermName ?? "unknown")) speaks no kitty graphics"))
        }
        return .ask(TerminalQuery(route: .tmux(paneOrigin: tmux.paneOrigin), asksKitty: true))
    }

    /// The setup once `query` was sent and `answers` came back (all of them, some, or none).
    public static func decide(
        request: PixelRequest, query: TerminalQuery, answers: TerminalAnswers, window: TerminalWindowSize?
    ) -> GraphicsSetup {
        let terminal = answers.version
        let measured = cellSize(answers: answers, window: window)
        let registers = min(max(answers.colorRegisters ?? 256, 2), 256)
        // A terminal that read the probe's file reads the pictures' too; one that did not (at the other
        // end of ssh, or in a sandbox) gets them compressed in the escape.
        var transport = KittyTransport.inline(compressed: true)
        if answers.kittyReadsFiles == true, let directory = query.fileProbeDirectory {
            transport = .file(directory: directory)
        }
        func setup(_ graphics: GraphicsProtocol, _ reason: String) -> GraphicsSetup {
            GraphicsSetup(
                graphics: graphics, route: query.route, cellSize: measured ?? GraphicsSetup.assumedCellSize,
                cellSizeMeasured: measured != nil, colorRegisters: registers, terminal: terminal, reason: reason,
                kittyTransport: transport)
        }
        switch request {
        case .off:
            return .off("--pixels off", terminal: terminal)
        case .kitty:
            return setup(.kitty, "--pixels kitty")
        case .sixel:
            return setup(.sixel, "--pixels sixel")
        case .auto:
            if answers.kittyGraphics == true { return setup(.kitty, "the terminal answered the kitty graphics query") }
            if query.route != .direct {
                return .off("the terminal behind tmux did not answer the kitty graphics query", terminal: terminal)
            }
            if answers.sixel {
                guard measured != nil else {
                    // Sixel pixels are painted 1:1: at a guessed cell size they would spill or fall short.
                    return .off("sixel, but the cell size in pixels is unknown", terminal: terminal)
                }
                return setup(.sixel, "DA1 lists sixel graphics")
            }
            if answers.primaryAttributes == nil {
                return .off("the terminal did not answer in time", terminal: terminal)
            }
            return .off("the terminal speaks neither kitty graphics nor sixel", terminal: terminal)
        }
    }

    /// The cell in pixels: from the window size if the kernel knows it, else the `CSI 16 t` reply,
    /// else the text area divided by the cells; nil when none is plausible (2...512 pixels a side).
    public static func cellSize(answers: TerminalAnswers, window: TerminalWindowSize?) -> PixelSize? {
        func plausible(_ size: PixelSize?) -> PixelSize? {
            guard let size, (2...512).contains(size.width), (2...512).contains(size.height) else { return nil }
            return size
        }
        if let size = plausible(window?.cellSize) { return size }
        if let size = plausible(answers.cellSize) { return size }
        if let area = answers.textAreaSize, let window, window.columns > 0, window.rows > 0 {
            return plausible(PixelSize(width: area.width / window.columns, height: area.height / window.rows))
        }
        return nil
    }
}

/// Where detection stands before the terminal is asked.
public enum DetectionStep: Sendable, Equatable {
    /// Nothing to ask: this is the setup.
    case settled(GraphicsSetup)
    /// Send this query, then `GraphicsDecision.decide`.
    case ask(TerminalQuery)
}
