/// A scripted use of the viewer, run once with asynchronous drawing and once with `--sync`.
public enum BenchScenario: String, CaseIterable, Sendable {
    /// One screen per second, downwards.
    case steady
    /// Five screens per second, downwards.
    case fling
    /// A jump to a random far row every half second.
    case jumps
    /// One screen per second while 20 content changes a second arrive.
    case live

    /// Lines to scroll in frame `n` of a run at 60 Hz with a viewport of `height` lines (fractions
    /// carried in `owed`), or nil for "jump" frames.
    func scroll(frame n: Int, height: Int, owed: inout Double) -> Int {
        let screensPerSecond: Double =
            switch self {
            case .steady, .live: 1
            case .fling: 5
            case .jumps: 0
            }
        owed += screensPerSecond * Double(height) / 60
        let lines = Int(owed)
        owed -= Double(lines)
        return lines
    }

    /// Whether frame `n` jumps.
    func jumps(frame n: Int) -> Bool { self == .jumps && n % 30 == 15 }

    var liveRate: Double? { self == .live ? 20 : nil }
}
