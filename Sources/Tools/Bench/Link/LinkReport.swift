/// The link bench's table and JSON.
public struct LinkReport {
    public let bench: LinkBench
    public let results: [LinkBench.Result]

    public init(bench: LinkBench, results: [LinkBench.Result]) {
        self.bench = bench
        self.results = results
    }

    public var tableRows: [String] {
        let rate = bench.bytesPerSecond >= 1000 ? "\(bench.bytesPerSecond / 1000) kB/s" : "\(bench.bytesPerSecond) B/s"
        var rows = [
            "link: \(bench.presses) presses of j, \(Int(1 / bench.keyInterval.seconds)) a second, "
                + "\(bench.size.width)x\(bench.size.height), output drained at \(rate)",
            "pixels  bytes      after last key  text s  settle s  slots with pictures",
        ]
        for r in results {
            let settle = r.settled ? Self.seconds(r.settleSeconds) : "never"
            rows.append(
                r.pixels.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + "\(r.bytes)".padding(toLength: 11, withPad: " ", startingAt: 0)
                    + "\(r.bytesAfterLastKey)".padding(toLength: 16, withPad: " ", startingAt: 0)
                    + Self.seconds(r.textSeconds).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + settle.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + (r.pixels == "off" ? "-" : r.slots.map { "\(r.slotsWithPictures)/\($0)" } ?? "screen not found"))
        }
        return rows
    }

    public var json: [String: Any] {
        [
            "scenario": "pixels-link", "bytes_per_second": bench.bytesPerSecond, "presses": bench.presses,
            "runs": results.map { r in
                [
                    "pixels": r.pixels, "bytes": r.bytes, "settle_seconds": r.settleSeconds, "settled": r.settled,
                    "bytes_after_last_key": r.bytesAfterLastKey, "text_seconds": r.textSeconds,
                    "slots": r.slots ?? -1, "slots_with_pictures": r.slotsWithPictures,
                ] as [String: Any]
            },
        ]
    }

    private static func seconds(_ value: Double) -> String {
        String(Double(Int((value * 1000).rounded())) / 1000)
    }
}
