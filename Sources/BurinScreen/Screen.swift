public import BurinCore

/// Where frames go: a real terminal through ncurses, or a headless grid. The main loop cannot tell
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
}
