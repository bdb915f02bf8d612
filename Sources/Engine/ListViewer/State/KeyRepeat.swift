/// Momentum for a held key: a terminal sends a held `j` as repeats about 30 times a second; once the
/// repeats have gone on for a while, each step grows by a line per `interval` held, up to four, so a
/// long list can be crossed by holding a key. Taps, however quick (a burst of pasted keys arrives at
/// once), a pause, or a change of direction, move a line at a time, as in less.
/// - Note: Main loop only.
struct KeyRepeat: Sendable, Equatable {
    /// Repeats closer together than this continue a hold.
    static let window = Duration.milliseconds(80)
    /// How long a hold lasts before each step grows by one line.
    static let interval = Duration.milliseconds(400)
    static let maximumLines = 4

    private var direction = 0
    private var last: Duration?
    private var holdStart = Duration.zero

    /// The lines to scroll for a key asking for `lines` (±1) at `now`.
    mutating func lines(for lines: Int, at now: Duration) -> Int {
        let sign = lines.signum()
        if sign != direction || last.map({ now - $0 >= Self.window }) ?? true {
            holdStart = now
        }
        direction = sign
        last = now
        let held = Int((now - holdStart) / Self.interval)
        return lines * min(Self.maximumLines, 1 + held)
    }
}
