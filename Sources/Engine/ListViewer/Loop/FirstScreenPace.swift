/// Whether the interactive loop is still drawing the first screen, when a frame follows whatever
/// arrives at once. Rows reach the screen in stages, each taken up by the next frame: a layout done
/// submits the row's drawing, a drawing done is shown. At the target rate each stage waited for the
/// tick, up to a whole interval (16.7 ms at 60 fps), however idle the machine. Until every row on
/// screen is drawn, and for at most `limit`, a completion's wake (or a key) makes the frame. Once
/// over, it never comes back: scrolling keeps its own pace.
/// - Note: Main loop only.
public struct FirstScreenPace: Sendable, Equatable {
    /// The longest the start's pace lasts: rows that never finish drawing (a picture that fails
    /// late) must not keep the loop drawing a frame for every wake.
    public static let limit = Duration.seconds(1)

    public let startedAt: Duration
    public private(set) var isOn = true

    public init(startedAt: Duration) {
        self.startedAt = startedAt
    }

    /// A frame was shown at `now`; `allRowsDrawn`: no row on screen was a placeholder.
    public mutating func frameShown(allRowsDrawn: Bool, at now: Duration) {
        if allRowsDrawn || now - startedAt >= Self.limit { isOn = false }
    }
}
