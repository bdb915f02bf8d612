/// A field's value as sorts and counts see it: numbers as numbers (also when written in a string),
/// times as times, text as text.
enum SortValue {
    /// A time from a string in ISO 8601, or a number of seconds since 1970 (milliseconds when it
    /// is too large to be seconds, as JavaScript writes them).
    static func time(_ kind: JSONCursor.ScalarKind, _ text: UnsafeRawBufferPointer) -> Double? {
        switch kind {
        case .string: return TimeReading.seconds(text)
        case .number:
            guard let value = NumberReading.number(text) else { return nil }
            return abs(value) >= 100_000_000_000 ? value / 1000 : value
        default: return nil
        }
    }
}
