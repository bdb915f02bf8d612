public import BurinCore
import BurinText

/// The keys scenario's figures: each program and sequence, and the viewer against less.
public struct KeysReport: Sendable {
    public var size: CellSize
    public var term: String
    public var quietGapMs: Double
    public var presses: Int
    public var results: [KeyLatencyResult] = []
    /// Questions each program asked its terminal (all at start; answered at once).
    public var questions: [String: Int] = [:]

    /// The viewer over less for `keys`, at the median and the 99th percentile; nil without less.
    public func ratio(keys: String) -> (p50: Double, p99: Double)? {
        guard let burin = result("burin", keys), let less = result("less", keys), less.p50 > 0, less.p99 > 0
        else { return nil }
        return (burin.p50 / less.p50, burin.p99 / less.p99)
    }

    func result(_ program: String, _ keys: String) -> KeyLatencyResult? {
        results.first { $0.program == program && $0.keys == keys }
    }

    public var json: [String: Any] {
        var json: [String: Any] = [
            "scenario": "keys", "size": "\(size.width)x\(size.height)", "term": term,
            "quiet_gap_ms": round3(quietGapMs), "runs": results.map(\.json), "questions_answered": questions,
        ]
        var ratios: [String: Double] = [:]
        for keys in Set(results.map(\.keys)).sorted() {
            if let ratio = ratio(keys: keys) {
                ratios["p50_burin_over_less_\(keys)"] = round3(ratio.p50)
                ratios["p99_burin_over_less_\(keys)"] = round3(ratio.p99)
            }
        }
        if !ratios.isEmpty { json["ratios"] = ratios }
        return json
    }

    public var tableRows: [String] {
        let asked = questions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        var rows = [
            "keys: from a key's write to the last byte of its answer, in a pty \(size.width)x\(size.height), "
                + "TERM=\(term); an answer ends after \(DecimalText.fixed(quietGapMs, 0)) ms of quiet (not counted)",
            "      terminal questions at start, answered at once: \(asked.isEmpty ? "none" : asked)",
            [
                pad("program", 7), pad("keys", 4), pad("presses", 7), pad("answered", 8), pad("ms p50/p99/max", 18),
                pad("B/answer", 8), pad("reads", 5), "split",
            ].joined(separator: " "),
        ]
        for r in results {
            rows.append(
                [
                    pad(r.program, 7), pad(r.keys, 4), pad(String(r.presses), 7), pad(String(r.answered), 8),
                    pad(
                        DecimalText.fixed(r.p50, 2) + "/" + DecimalText.fixed(r.p99, 2) + "/"
                            + DecimalText.fixed(r.maximum, 2), 18),
                    pad(DecimalText.fixed(r.bytesPerAnswer, 0), 8), pad(DecimalText.fixed(r.readsPerAnswer, 1), 5),
                    String(r.splitAnswers),
                ].joined(separator: " "))
        }
        for keys in Set(results.map(\.keys)).sorted() {
            if let ratio = ratio(keys: keys) {
                rows.append(
                    "        burin/less (\(keys)): p50 \(DecimalText.fixed(ratio.p50, 2))x, "
                        + "p99 \(DecimalText.fixed(ratio.p99, 2))x")
            }
        }
        return rows
    }
}
