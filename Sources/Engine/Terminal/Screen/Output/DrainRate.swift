import BurinCore

/// How fast the terminal takes bytes when it is the bottleneck: a thin link (ssh over a slow line),
/// a slow emulator. Fed what each write achieved; pure, so it is tested with made-up times.
///
/// The link's rate is measured only over the time it was busy: a run of writes that all came back
/// short (the kernel's buffer towards the terminal stayed full), whose bytes are what the link drained
/// meanwhile. Counting the idle time too would measure how much the program sent, not how much the
/// link can take: a budget kept below the link would then shrink the budget, frame after frame.
/// Just after a short write a pseudo-terminal's buffer takes a few kilobytes more as the kernel
/// moves bytes along inside it, which would read as a link several times as fast: what a write
/// within two milliseconds of the last takes is not counted, and a run counts once it lasted 30 ms.
/// (A pseudo-terminal's output queue, `TIOCOUTQ`, always reads empty, so over ssh the writes are all
/// there is to go by.) A terminal whose writes always go through has no rate: it takes what it is
/// given.
public struct DrainRate: Sendable, Equatable {
    /// How far back the rate looks, and how long a short write keeps the terminal counted as limiting.
    public var window: Duration
    /// How long a rate is kept after the link was last seen busy: pictures kept within the link's
    /// rate leave it idle between them, and that must not make the next ones flood it.
    public var memory: Duration
    /// Stretches of time the link was busy: when each ended, how long it was, and the bytes it took.
    private var busy: [BusyStretch] = []
    private var lastLimited: Duration?
    /// The run of short writes under way: when it started, its last write, and the bytes taken since.
    private var run: (start: Duration, last: Duration, bytes: Int)?
    /// Bytes written but not yet taken by the terminal after the last write: the kernel's queue
    /// (where it can be asked) and what the kernel refused.
    private var inFlight = 0
    /// The link's room when last asked: its level, the bytes sent by then, and when.
    private var bucket: (level: Double, sent: Int, at: Duration)?
    /// The rate as last measured, however long ago (nil: never): what pictures' colours follow, so a
    /// pause longer than `memory` does not send the next ones, or a repaint, as made over a slow link.
    public private(set) var lastRate: Double?

    private struct BusyStretch: Sendable, Equatable {
        var end: Duration
        var length: Duration
        var bytes: Int
    }

    /// How long a run of short writes must last to be measured.
    static let shortestRun = Duration.milliseconds(30)
    /// A write this soon after a short one finds room the kernel made by moving bytes along inside the
    /// pseudo-terminal (a few kilobytes), not room the link made.
    static let kernelShuffle = Duration.milliseconds(2)

    public init(window: Duration = .seconds(1), memory: Duration = .seconds(10)) {
        self.window = window
        self.memory = memory
    }

    public static func == (a: DrainRate, b: DrainRate) -> Bool {
        a.window == b.window && a.memory == b.memory && a.busy == b.busy && a.lastLimited == b.lastLimited
            && a.run?.start == b.run?.start && a.run?.last == b.run?.last && a.run?.bytes == b.run?.bytes
            && a.inFlight == b.inFlight && a.lastRate == b.lastRate
    }

    /// A write at `now` took `written` bytes and left `left` unwritten; `kernelQueue` is what the
    /// terminal's output queue held after it (`TIOCOUTQ`), where it can be asked.
    public mutating func note(written: Int, left: Int, kernelQueue: Int?, at now: Duration) {
        if left > 0 {
            lastLimited = now
            if var run {
                // What the kernel takes within moments of refusing bytes is room it made inside the
                // pseudo-terminal, not bytes the link carried.
                if now - run.last >= Self.kernelShuffle { run.bytes += max(0, written) }
                run.last = now
                if now - run.start >= Self.shortestRun {
                    busy.append(BusyStretch(end: now, length: now - run.start, bytes: run.bytes))
                    lastRate = bytesPerSecond(at: now)
                    run = (now, now, 0)
                }
                self.run = run
            } else {
                run = (now, now, 0)
            }
        } else {
            // The buffer emptied somewhere since the last write: the run's unfinished part says nothing.
            run = nil
        }
        inFlight = max(0, kernelQueue ?? 0) + max(0, left)
        busy.removeAll { now - $0.end > memory }
    }

    /// Whether the terminal held bytes back within the last `window` before `now`.
    public func isLimiting(at now: Duration) -> Bool {
        lastLimited.map { now - $0 <= window } ?? false
    }

    /// The bytes the link has room for at `now`, having sent `sent` bytes in all: a bucket filled at
    /// the measured rate, at most a tenth of a second's worth ahead, and emptied by every byte
    /// sent, text and pictures alike; and never more than keeps the bytes in flight (the kernel's
    /// queue and what waits for it) within that tenth of a second, so a queue that stood full when
    /// the rate was first measured drains before more pictures join it, and text written next waits
    /// behind no more than a tenth of a second of them. Nil while the terminal takes whatever it is
    /// sent; 0 while it is found limiting before its rate is known.
    public mutating func room(at now: Duration, sent: Int) -> Int? {
        guard let rate = bytesPerSecond(at: now) else {
            bucket = nil
            return isLimiting(at: now) ? 0 : nil
        }
        var (level, lastSent, at) = bucket ?? (0, sent, now)
        level = min(rate / 10, level + rate * (now - at).seconds) - Double(sent - lastSent)
        bucket = (level, sent, now)
        return max(0, min(Int(level), Int(rate / 10) - inFlight))
    }

    /// Bytes a second the link took while it was busy: over the busy time of the last `window`, or,
    /// when none was measured there, of the last `memory`; nil when no run was.
    public func bytesPerSecond(at now: Duration) -> Double? {
        func rate(within span: Duration) -> Double? {
            let recent = busy.filter { now - $0.end <= span }
            let seconds = recent.reduce(Duration.zero) { $0 + $1.length }.seconds
            guard seconds > 0 else { return nil }
            return Double(recent.reduce(0) { $0 + $1.bytes }) / seconds
        }
        return rate(within: window) ?? rate(within: memory)
    }
}
