import BurinPictures

/// The link bench's table and JSON.
public struct LinkReport {
    public let bench: LinkBench
    public let results: [LinkBench.Result]

    /// What a kitty picture costs the link as made and reduced to its colours (nil: a link fast enough
    /// for pictures as made, or a feed without photos beside it).
    public let pictureCost: LinkPictureCost?

    public init(bench: LinkBench, results: [LinkBench.Result]) {
        self.bench = bench
        self.results = results
        pictureCost = KittyPalette.colors(forLink: Double(bench.bytesPerSecond)).flatMap {
            LinkPictureCost.measure(feedPath: bench.feedPath, colors: $0)
        }
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
            if r.pixels != "off" { rows.append("        after the last key: " + r.afterLastKey.summary) }
        }
        if let pictureCost { rows.append(pictureCost.summary) }
        return rows
    }

    public var json: [String: Any] {
        var json: [String: Any] = [
            "scenario": "pixels-link", "bytes_per_second": bench.bytesPerSecond, "presses": bench.presses,
            "runs": results.map { r in
                [
                    "pixels": r.pixels, "bytes": r.bytes, "settle_seconds": r.settleSeconds, "settled": r.settled,
                    "bytes_after_last_key": r.bytesAfterLastKey, "text_seconds": r.textSeconds,
                    "slots": r.slots ?? -1, "slots_with_pictures": r.slotsWithPictures,
                    "after_last_key": r.afterLastKey.json,
                ] as [String: Any]
            },
        ]
        if let c = pictureCost {
            json["kitty_picture"] =
                [
                    "photos": c.pictures, "colors": c.colors, "bytes_as_made": c.bytes.made,
                    "bytes_reduced": c.bytes.reduced, "reduce_ms_median": c.milliseconds.median,
                    "reduce_ms_max": c.milliseconds.max,
                ] as [String: Any]
        }
        return json
    }

    private static func seconds(_ value: Double) -> String {
        String(Double(Int((value * 1000).rounded())) / 1000)
    }
}
