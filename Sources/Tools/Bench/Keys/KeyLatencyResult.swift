import BurinListViewer

/// One program's answers to one key sequence, timed from outside.
public struct KeyLatencyResult: Sendable {
    /// "burin" or "less".
    public var program: String
    /// The sequence's name ("j", "mix").
    public var keys: String
    public var presses = 0
    /// Milliseconds from each answered key's write to the last byte of its answer.
    public var latencies: [Double] = []
    /// Bytes of all answers, and the reads they arrived in.
    public var bytes = 0
    public var reads = 0
    /// Answers whose last byte came more than `KeysBench.splitAnswer` after their first: drawn in more
    /// than one frame (a row drawn after the key's frame, say). Counted in the latencies too.
    public var splitAnswers = 0

    public var answered: Int { latencies.count }
    public var p50: Double { FrameStatistics.percentile(latencies, 50) }
    public var p99: Double { FrameStatistics.percentile(latencies, 99) }
    public var maximum: Double { latencies.max() ?? 0 }
    public var bytesPerAnswer: Double { Double(bytes) / Double(max(1, answered)) }
    public var readsPerAnswer: Double { Double(reads) / Double(max(1, answered)) }

    public var json: [String: Any] {
        [
            "program": program, "keys": keys, "presses": presses, "answered": answered,
            "latency_ms_p50": round3(p50), "latency_ms_p99": round3(p99), "latency_ms_max": round3(maximum),
            "bytes_per_answer": round2(bytesPerAnswer), "reads_per_answer": round2(readsPerAnswer),
            "split_answers": splitAnswers,
        ]
    }
}
