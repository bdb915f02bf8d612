import Glibc

/// A moment a record names (when it was created, posted, updated), in whole seconds since the Unix
/// epoch, UTC. Read from ISO 8601 text or a Unix time in seconds or milliseconds.
public struct RecordTime: Sendable, Hashable, Comparable {
    public let seconds: Int64

    public init(seconds: Int64) {
        self.seconds = seconds
    }

    public static func < (a: RecordTime, b: RecordTime) -> Bool { a.seconds < b.seconds }
}

extension RecordTime {
    /// A time written as ISO 8601 text or Unix seconds (or milliseconds), as records write theirs.
    public init?(text: String) {
        guard let time = TimeReading.text(text) ?? Double(text).flatMap(TimeReading.unix) else { return nil }
        self = time
    }

    /// The system's clock now, to the second.
    public static var current: RecordTime {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return RecordTime(seconds: Int64(spec.tv_sec))
    }
}
