/// East Asian Width class A, "ambiguous": characters a terminal may draw one cell wide or two.
/// Most draw them narrow, as glibc's `wcwidth` counts them; GNOME Terminal set to "ambiguous-width
/// characters: wide" (common among CJK users) takes two cells for each: `▀ ★ · — …`, accented
/// Latin letters, Greek, Cyrillic, box drawing.
public enum AmbiguousCharacters {
    /// Whether `scalar` is of class A.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0xA1 else { return false }
        let ranges = EastAsianAmbiguousTable.ranges
        // The last range whose first code point is at most `value`.
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle * 2] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= ranges[(low - 1) * 2 + 1]
    }

    /// An ASCII character that looks like `scalar` (`é` → `e`, `—` → `-`, `Ж` → `Z`), where one is
    /// obvious; nil otherwise.
    public static func asciiLookalike(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let table = EastAsianAmbiguousTable.lookalikes
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            let code = table[middle] >> 8
            if code == scalar.value { return Unicode.Scalar(UInt8(table[middle] & 0xFF)) }
            if code < scalar.value { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
