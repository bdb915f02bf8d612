/// A scripted use of the viewer, run once with asynchronous drawing and once with `--sync`.
public enum BenchScenario: String, CaseIterable, Sendable {
    /// One screen per second, downwards.
    case steady
    /// Five screens per second, downwards.
    case fling
    /// A flick: half a second at twenty screens per second, then a second at rest, over and over.
    /// Rows leave their ranges while their drawings are queued or running, so the sentinel path runs
    /// for real: drawings are cancelled before they start, while they run, and discarded as stale.
    case flick
    /// A jump to a random far row every half second.
    case jumps
    /// One screen per second while 20 content changes a second arrive.
    case live

    /// The scroll speed in screens per second (while moving), unless `--speed` says otherwise.
    public var defaultSpeed: Double {
        switch self {
        case .steady, .live: 1
        case .fling: 5
        case .flick: 20
        case .jumps: 0
        }
    }

    /// Lines to scroll in frame `n` of a run at `fps` frames a second with a viewport of `height`
    /// lines, at `speed` screens per second while moving (fractions carried in `owed`).
    func scroll(frame n: Int, height: Int, fps: Int, speed: Double, owed: inout Double) -> Int {
        guard isMoving(frame: n, fps: fps) else {
            owed = 0
            return 0
        }
        owed += speed * Double(height) / Double(max(1, fps))
        let lines = Int(owed)
        owed -= Double(lines)
        return lines
    }

    /// Whether the list moves in frame `n`: always, but for the flick's rests and for jumps.
    func isMoving(frame n: Int, fps: Int) -> Bool {
        switch self {
        case .jumps: false
        case .flick: n % max(1, fps * 3 / 2) < max(1, fps / 2)
        default: true
        }
    }

    /// Whether frame `n` jumps (every half second, a quarter second in).
    func jumps(frame n: Int, fps: Int) -> Bool { self == .jumps && n % max(1, fps / 2) == max(1, fps / 4) }

    var liveRate: Double? { self == .live ? 20 : nil }
}
