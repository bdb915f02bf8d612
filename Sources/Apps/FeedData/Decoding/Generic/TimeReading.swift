/// Reads a record's time: ISO 8601 / RFC 3339 text (`2024-05-01T14:05:09Z`, `2024-05-01 14:05`,
/// `2024-05-01`, with a fraction and an offset or without), or a Unix time in seconds or milliseconds
/// (a number, or digits in a string). Text without an offset is taken as UTC.
enum TimeReading {
    /// Unix times from here on are milliseconds (in seconds this is the year 5138).
    static let millisecondsFrom: Double = 1e11
    /// Beyond this a number is no time (milliseconds past the year 5138).
    static let numbersBelow: Double = 1e14

    static func time(of value: JSONValue) -> RecordTime? {
        switch value {
        case .number(let n): return unix(n)
        case .string(let s): return text(s)
        default: return nil
        }
    }

    /// A Unix time in seconds, or milliseconds from `millisecondsFrom` on.
    static func unix(_ n: Double) -> RecordTime? {
        guard n.isFinite, n >= 0, n < numbersBelow else { return nil }
        let seconds = n >= millisecondsFrom ? n / 1000 : n
        return RecordTime(seconds: Int64(seconds.rounded(.down)))
    }

    /// ISO 8601 text, or a Unix time written as digits; nil for anything else.
    static func text(_ s: String) -> RecordTime? {
        let bytes = Array(s.utf8.prefix(64))
        guard !bytes.isEmpty, s.utf8.count <= 64 else { return nil }
        if bytes.allSatisfy(isDigit), bytes.count >= 9, bytes.count <= 14, let n = Double(s) { return unix(n) }
        return iso8601(bytes)
    }

    private static func iso8601(_ b: [UInt8]) -> RecordTime? {
        var i = 0
        func number(_ count: Int) -> Int64? {
            guard i + count <= b.count else { return nil }
            var n: Int64 = 0
            for k in i..<(i + count) {
                guard isDigit(b[k]) else { return nil }
                n = n * 10 + Int64(b[k] - UInt8(ascii: "0"))
            }
            i += count
            return n
        }
        func skip(_ c: Character) -> Bool {
            guard i < b.count, b[i] == c.asciiValue else { return false }
            i += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2),
            (1...12).contains(month), day >= 1, day <= CivilCalendar.daysIn(month: month, year: year)
        else { return nil }
        var seconds = CivilCalendar.days(year: year, month: month, day: day) * 86_400
        guard i < b.count else { return RecordTime(seconds: seconds) }
        guard skip("T") || skip("t") || skip(" "), let hour = number(2), skip(":"), let minute = number(2),
            hour < 24, minute < 60
        else { return nil }
        seconds += hour * 3600 + minute * 60
        if skip(":") {
            guard let second = number(2), second <= 60 else { return nil }
            seconds += second
            if skip(".") || skip(",") {
                guard i < b.count, isDigit(b[i]) else { return nil }
                while i < b.count, isDigit(b[i]) { i += 1 }
            }
        }
        guard i < b.count else { return RecordTime(seconds: seconds) }
        if skip("Z") || skip("z") { return i == b.count ? RecordTime(seconds: seconds) : nil }
        let sign: Int64
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let offsetHours = number(2), offsetHours < 24 else { return nil }
        _ = skip(":")
        let offsetMinutes = i < b.count ? number(2) : 0
        guard let offsetMinutes, offsetMinutes < 60, i == b.count else { return nil }
        return RecordTime(seconds: seconds - sign * (offsetHours * 3600 + offsetMinutes * 60))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
