/// Byte counts and durations as people write them.
public enum ByteCount {
    /// "1 GiB", "512 MiB", "4096 B": exact binary units when the count is a whole number of them.
    public static func text(_ bytes: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
            if bytes % (1 << shift) == 0 { return "\(bytes >> shift) \(unit)" }
            return number(Double(bytes) / Double(1 << shift)) + " " + unit
        }
        return "\(bytes) B"
    }

    /// `2`, `2.5`, `0.25`: at most two decimals, no trailing zeros.
    public static func number(_ value: Double) -> String {
        var text = DecimalText.fixed(value, 2)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Parses `1073741824`, `64K`, `512M`, `1G` (binary units, an optional `B` or `iB`), or nil.
    public static func parse(_ text: String) -> Int? {
        var body = text.uppercased()
        if body.hasSuffix("IB") { body.removeLast(2) } else if body.hasSuffix("B") { body.removeLast() }
        var shift = 0
        if let last = body.last, let s = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
            shift = s
            body.removeLast()
        }
        guard let n = Int(body), n >= 0, n <= Int.max >> shift else { return nil }
        return n << shift
    }
}
