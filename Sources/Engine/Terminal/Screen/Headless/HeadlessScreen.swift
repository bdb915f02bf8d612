public import BurinCore

/// A screen with no terminal: it keeps the last frame it was shown and replays scripted input.
/// Snapshots and tests run the real main loop against it. It diffs each frame as a terminal screen
/// does, so tests can see which rows a frame changed and which it scrolled.
/// - Note: Main loop only.
public final class HeadlessScreen: Screen {
    public private(set) var size: CellSize
    public let colorMode: ColorMode
    /// The last frame presented.
    public private(set) var frame: CellGrid
    /// What the last frame changed, as a terminal screen would have been told.
    public private(set) var lastDiff = FrameDiff(size: CellSize(width: 0, height: 0))
    /// Every byte asked to go out after the frames' text so far (tests look for escape sequences).
    public private(set) var writtenAfterText: [UInt8] = []
    /// Every hyperlink (or plain rewrite) asked for after the frames' text so far.
    public private(set) var linksWritten: [ScreenLink] = []
    /// Every question written to the terminal so far (`ask`), one entry a write.
    public private(set) var questionsAsked: [[UInt8]] = []
    private var differ = FrameDiffer()
    /// The next frame is drawn on a cleared screen: the first one, and after `repaintAll`.
    private var clearsNext = true
    private var pending: [InputEvent] = []

    public init(size: CellSize, colorMode: ColorMode = .direct) {
        self.size = size
        self.colorMode = colorMode
        frame = CellGrid(size: size)
    }

    @discardableResult
    public func present(_ frame: CellGrid) -> Int {
        self.frame = frame
        lastDiff = differ.diff(frame)
        return 0
    }

    /// Presents `frame`, then records what `after` asks to go out for what the frame did, as a
    /// terminal screen would have been told it.
    @discardableResult
    public func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int {
        present(frame)
        // As a terminal would have been told: the moved rows scrolled, the changed rows written whole.
        let motion = ScreenMotion(
            cleared: clearsNext,
            scrolls: lastDiff.scroll.map { [ScreenScroll(rows: $0.top..<($0.bottom + 1), lines: $0.lines)] }
                ?? [],
            written: lastDiff.changedRows.map { CellSpan(row: $0, columns: 0..<frame.size.width) })
        clearsNext = false
        // Nothing of it is drawn; what was asked for is kept for tests to read.
        let output = after(motion)
        writtenAfterText += output.bytes
        linksWritten += output.links
        return 0
    }

    /// Keeps the questions for tests to read; no answer comes unless a test enqueues one.
    public func ask(_ questions: [UInt8], patience: Duration) {
        questionsAsked.append(questions)
    }

    public func repaintAll() {
        differ.invalidate()
        clearsNext = true
    }

    /// Queues input for the next `pollInput`. A resize takes effect when it is polled.
    public func enqueue(_ events: InputEvent...) { pending.append(contentsOf: events) }

    public func pollInput(timeout: Duration?) -> [InputEvent] {
        let events = pending
        pending.removeAll()
        for case .resize(let c, let r) in events { size = CellSize(width: c, height: r) }
        return events
    }

    public let waker: @Sendable () -> Void = {}
}
