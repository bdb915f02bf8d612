public import BurinCore

/// Where frames go: a real terminal (described by terminfo), or a headless grid. The main loop cannot tell
/// which it talks to.
/// - Note: Main loop only.
public protocol Screen: AnyObject {
    /// The current size in cells. Changes only between frames, announced by an `InputEvent.resize`.
    var size: CellSize { get }
    /// The colours this screen can show; frames are reduced to it on the way out.
    var colorMode: ColorMode { get }
    /// Shows `frame`. Only cells that changed since the last frame are sent. Returns the bytes the
    /// terminal was sent (0 for a headless screen).
    @discardableResult
    func present(_ frame: CellGrid) -> Int
    /// Shows `frame`, then what `after` returns for what the frame's text did to the screen (rows to
    /// write again, then pictures placed over the text), in the same synchronized update. Returns
    /// the bytes the terminal was sent.
    @discardableResult
    func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int
    /// Waits up to `timeout` (nil: until something happens) for input, a resize, or a `wake`, and
    /// returns what arrived. Never blocks longer than `timeout`.
    func pollInput(timeout: Duration?) -> [InputEvent]
    /// A function any thread may call to end a `pollInput` wait early (completions arrived).
    var waker: @Sendable () -> Void { get }
    /// Hands the terminal back to the shell until the process is continued (Ctrl-Z).
    func suspend()
    /// Sends every cell again with the next frame (Ctrl-L, or after something else drew there).
    func repaintAll()
    /// Bytes written before the terminal is restored if the process dies of a fatal signal (deleting
    /// pictures the terminal would otherwise keep in its memory, or on a terminal that does not tie
    /// them to the alternate screen, over the shell).
    func setCrashPrelude(_ bytes: [UInt8])
    /// What removes the process's files (pictures the terminal reads) if it dies of a fatal signal:
    /// async-signal-safe calls only.
    func setCrashCleanup(_ cleanup: @escaping @convention(c) () -> Void)
    /// Writes `questions` to the terminal; their answers come back from `pollInput` as `.reply`
    /// events, whenever they come. Until `patience` has passed (or the terminal answered DA1, which
    /// it answers last), an ESC waits longer for what follows it: it may start an answer.
    func ask(_ questions: [UInt8], patience: Duration)
    /// The window in cells and, where the terminal fills them in, pixels; nil without a terminal.
    func windowSize() -> TerminalWindowSize?
    /// Whether output still waits for the terminal (a slow link), or a frame waited for it: the main
    /// loop must go on presenting frames until it has all gone.
    var hasPendingOutput: Bool { get }
    /// The terminal said its background is `color` (OSC 11): muted text is mixed towards it.
    func terminalBackground(is color: RGBA)
    /// The terminal draws ambiguous characters `width` cells wide (`AmbiguousWidth`).
    func drawAmbiguous(as width: AmbiguousWidth)
    /// The bytes of pictures the terminal has room for in this frame, after its text (read while the
    /// frame is presented); nil where the terminal takes whatever it is sent.
    var pictureBudget: Int? { get }
    /// Bytes a second the link to the terminal was last measured to take while it limited
    /// (`DrainRate.lastRate`, however long ago); nil where it never was: pictures are made smaller
    /// for a slow link.
    var linkRate: Double? { get }
}

extension Screen {
    /// Screens that show no pictures show the text alone.
    @discardableResult
    public func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int { present(frame) }

    /// Hands the terminal back to the shell until the process is continued (Ctrl-Z). Screens without
    /// a terminal have nothing to suspend.
    public func suspend() {}

    /// Screens without a terminal have nothing to restore.
    public func setCrashPrelude(_ bytes: [UInt8]) {}

    /// Screens without a terminal leave nothing behind.
    public func setCrashCleanup(_ cleanup: @escaping @convention(c) () -> Void) {}

    /// Screens without a terminal have no one to ask.
    public func ask(_ questions: [UInt8], patience: Duration) {}

    public func windowSize() -> TerminalWindowSize? { nil }

    /// Screens without a terminal send nothing.
    public var hasPendingOutput: Bool { false }

    public var pictureBudget: Int? { nil }

    public var linkRate: Double? { nil }

    /// Screens that draw nothing mix nothing.
    public func terminalBackground(is color: RGBA) {}

    /// Screens that draw nothing draw every character alike.
    public func drawAmbiguous(as width: AmbiguousWidth) {}
}
