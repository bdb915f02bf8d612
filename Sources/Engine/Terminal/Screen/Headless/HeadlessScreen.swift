public import BurinCore

/// A screen with no terminal: it keeps the last frame it was shown and replays scripted input.
/// Snapshots and tests run the real main loop against it. Each frame goes through the same encoder
/// as a terminal's (`FrameEncoder`, in xterm's spelling), so what it says a frame did (the diff, the
/// motion the pictures are told, the bytes) is what a terminal screen would have said.
/// - Note: Main loop only.
public final class HeadlessScreen: Screen {
    public private(set) var size: CellSize
    public let colorMode: ColorMode
    /// The last frame presented.
    public private(set) var frame: CellGrid
    /// What the last frame changed, as a terminal screen would have been told.
    public var lastDiff: FrameDiff { encoder.lastDiff }
    /// The bytes the last frame's text was encoded as (empty when it changed nothing).
    public private(set) var lastOutput: [UInt8] = []
    /// Every byte asked to go out after the frames' text so far (tests look for escape sequences).
    public private(set) var writtenAfterText: [UInt8] = []
    /// Every hyperlink (or plain rewrite) asked for after the frames' text so far.
    public private(set) var linksWritten: [ScreenLink] = []
    /// Every question written to the terminal so far (`ask`), one entry a write.
    public private(set) var questionsAsked: [[UInt8]] = []
    private var encoder: FrameEncoder
    private var lastMotion = ScreenMotion()
    private var pending: [InputEvent] = []

    public init(size: CellSize, colorMode: ColorMode = .direct) {
        self.size = size
        self.colorMode = colorMode
        frame = CellGrid(size: size)
        encoder = FrameEncoder(escapes: .xterm, colorMode: colorMode, size: size)
    }

    @discardableResult
    public func present(_ frame: CellGrid) -> Int {
        self.frame = frame
        lastOutput.removeAll(keepingCapacity: true)
        lastMotion = encoder.encode(frame, into: &lastOutput) ?? ScreenMotion()
        return 0
    }

    /// Presents `frame`, then records what `after` asks to go out for what the frame did (as the
    /// encoder wrote it).
    @discardableResult
    public func present(_ frame: CellGrid, then after: (ScreenMotion) -> PictureOutput) -> Int {
        present(frame)
        // Nothing of it is drawn; what was asked for is kept for tests to read.
        let output = after(lastMotion)
        writtenAfterText += output.bytes
        linksWritten += output.links
        return 0
    }

    /// Keeps the questions for tests to read; no answer comes unless a test enqueues one.
    public func ask(_ questions: [UInt8], patience: Duration) {
        questionsAsked.append(questions)
    }

    public func terminalBackground(is color: RGBA) {
        encoder.mute(for: TerminalBackground.detect(queried: color, colorFGBG: nil))
    }

    public func drawAmbiguous(as width: AmbiguousWidth) {
        encoder.drawAmbiguous(as: width)
    }

    public func repaintAll() {
        encoder.repaintAll()
    }

    /// Queues input for the next `pollInput`. A resize takes effect when it is polled.
    public func enqueue(_ events: InputEvent...) { pending.append(contentsOf: events) }

    public func pollInput(timeout: Duration?) -> [InputEvent] {
        let events = pending
        pending.removeAll()
        for case .resize(let c, let r) in events {
            size = CellSize(width: c, height: r)
            encoder.resize(to: size)
        }
        return events
    }

    public let waker: @Sendable () -> Void = {}
}
