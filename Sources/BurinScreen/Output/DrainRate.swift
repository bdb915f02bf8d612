import BurinCore

/// How fast the terminal takes bytes when it is the bottleneck: a thin link (ssh over a slow line),
/// a slow emulator. Fed what each write achieved; pure, so it is tested with made-up times.
///
/// The terminal is limiting while writes come back short (the kernel's buffer towards it is full):
/// then the bytes it took per second over the last `window` are its rate. A terminal whose writes
/// always go through has no rate: it takes what it is given.
public struct DrainRate: Sendable, Equatable {
    /// How far back the rate looks, and how long a short write keeps the terminal counted as limiting.
    public var window: Duration
    /// Bytes delivered so far (taken by the kernel, less what it still held), and when.
    private var samples: [(at: Duration, delivered: Int)] = []
    private var accepted = 0
    private var lastShortWrite: Duration?
    /// The link's room when last asked: its level, the bytes sent by then, and when.
    private var bucket: (level: Double, sent: Int, at: Duration)?

    public init(window: Duration = .seconds(1)) {
        self.window = window
    }

    public static func == (a: DrainRate, b: DrainRate) -> Bool {
        a.window == b.window && a.accepted == b.accepted && a.lastShortWrite == b.lastShortWrite
            && a.samples.elementsEqual(b.samples) { $0.at == $1.at && $0.delivered == $1.delivered }
    }

    /// A write at `now` took `written` bytes and left `left` unwritten; `kernelQueue` is what the
    /// terminal's output queue held afterwards (`TIOCOUTQ`), where known.
    public mutating func note(written: Int, left: Int, kernelQueue: Int?, at now: Duration) {
        accepted += max(0, written)
        if left > 0 { lastShortWrite = now }
        samples.append((now, accepted - max(0, kernelQueue ?? 0)))
        while let first = samples.first, now - first.at > window, samples.count > 2 { samples.removeFirst() }
    }

    /// Whether the terminal held bytes back within the last `window` before `now`.
    public func isLimiting(at now: Duration) -> Bool {
        lastShortWrite.map { now - $0 <= window } ?? false
    }

    /// The bytes the link has room for at `now`, having sent `sent` bytes in all: a bucket filled at
    /// the measured rate, at most a tenth of a second's worth ahead, and emptied by every byte
    /// sent, text and pictures alike. Nil while the terminal takes whatever it is sent.
    public mutating func room(at now: Duration, sent: Int) -> Int? {
        guard let rate = bytesPerSecond(at: now) else {
            bucket = nil
            return isLimiting(at: now) ? 0 : nil
        }
        var (level, lastSent, at) = bucket ?? (0, sent, now)
        level = min(rate / 10, level + rate * (now - at).seconds) - Double(sent - lastSent)
        bucket = (level, sent, now)
        return max(0, Int(level))
    }

    /// Bytes a second delivered over the window, while the terminal is limiting; nil otherwise.
    public func bytesPerSecond(at now: Duration) -> Double? {
        guard isLimiting(at: now), let first = samples.first, let last = samples.last else { return nil }
        let seconds = (last.at - first.at).seconds
        guard seconds >= 0.05 else { return nil }
        return max(0, Double(last.delivered - first.delivered)) / seconds
    }
}
