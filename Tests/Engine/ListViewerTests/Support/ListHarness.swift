import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// A row of the note list's frames.
typealias NoteRow = VisibleRow<Int, NoteAction>

/// A `ListViewer` of `NoteApp` on a `HeadlessScreen`, driven frame by frame on a manual 60 Hz clock,
/// layouts and drawings stepped on the test's thread: the same way the merchant viewer's tests drive
/// theirs, with nothing of the merchant app.
///
/// Input goes through the screen (`enqueue`, then `pollInput`) exactly as the interactive loop does.
/// - Note: Main loop only (the test's thread).
final class ListHarness {
    let app: NoteApp
    let screen: HeadlessScreen
    let clock = ManualClock()
    let viewer: ListViewer<NoteApp>
    /// Frames stepped so far.
    private(set) var frames = 0

    static let frameDuration = Duration.seconds(1) / 60

    init(app: NoteApp, size: CellSize = CellSize(width: 80, height: 24), showsOverlay: Bool = false) {
        self.app = app
        screen = HeadlessScreen(size: size)
        var options = ListOptions()
        options.workers = 1
        options.showsOverlay = showsOverlay
        options.execution = .stepped(drawsPerFrame: 50)
        viewer = ListViewer(screen: screen, app: app, options: options, clock: clock)
    }

    /// `notes` notes, settled.
    convenience init(notes: Int = 60, size: CellSize = CellSize(width: 80, height: 24), showsOverlay: Bool = false) {
        self.init(app: NoteApp(count: notes), size: size, showsOverlay: showsOverlay)
        settle()
    }

    deinit {
        viewer.shutdown()
    }

    // MARK: Driving

    /// Runs one frame with `events` delivered through the screen, then moves the clock a frame on.
    func step(_ events: [InputEvent] = []) {
        for event in events { screen.enqueue(event) }
        viewer.step(events: screen.pollInput(timeout: .zero))
        clock.advance(by: Self.frameDuration)
        frames += 1
    }

    /// Steps until the screen is settled; records an issue and returns false if it is not within
    /// `maxFrames`.
    @discardableResult
    func settle(maxFrames: Int = 600, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        step()
        var count = 1
        while !viewer.isSettled {
            guard count < maxFrames else {
                Issue.record("not settled after \(maxFrames) frames", sourceLocation: sourceLocation)
                return false
            }
            step()
            count += 1
        }
        return true
    }

    /// Presses `keys` in one frame and settles.
    func press(_ keys: Key..., sourceLocation: SourceLocation = #_sourceLocation) {
        step(keys.map { .key($0) })
        settle(sourceLocation: sourceLocation)
    }

    /// Types `text` one character a frame.
    func type(_ text: String) {
        for character in text { step([.key(.character(character))]) }
    }

    // MARK: Looking

    var rows: [NoteRow] { viewer.lastFrame?.rows ?? [] }
    var position: ScrollPosition { viewer.pipeline.position }
    var grid: CellGrid { viewer.grid }
    var viewportHeight: Int { viewer.viewportHeight }

    /// What the screen shows on line `y`.
    func line(_ y: Int) -> String { grid.text(ofRow: y) }

    /// The status bar's text.
    var statusLine: String { grid.size.height > 0 ? line(grid.size.height - 1) : "" }

    /// The list's lines on screen (the status bar left out).
    var listText: String { (0..<viewportHeight).map(line).joined(separator: "\n") }

    /// Whether the top line of the screen is line `line` of the folded list: what it shows is that
    /// line's text.
    func showsLine(_ line: Int) -> Bool { self.line(0).contains(app.token(atLine: line)) }

    /// Lines from the top of the list to the top of the viewport; nil if a row above it was never
    /// laid out at the current width.
    func absoluteLine() -> Int? {
        var lines = position.offset
        for index in 0..<position.index {
            guard let layout = viewer.pipeline.layout(at: index) else { return nil }
            lines += max(1, layout.size.height)
        }
        return lines
    }

    /// The note a visible row shows.
    func note(of row: NoteRow) -> Note? { viewer.model.row(at: row.index)?.content.item }

    /// The screen lines a visible row covers.
    func lines(of row: NoteRow) -> Range<Int> {
        max(0, row.top)..<min(viewportHeight, row.top + row.height)
    }

    /// The focused row, if it is on screen.
    var focusedRow: NoteRow? { rows.first { $0.id != nil && $0.id == viewer.model.focused } }
}
