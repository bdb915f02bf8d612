/// Reads a record's time: ISO 8601 / RFC 3339 text (`2024-05-01T14:05:09Z`, `2024-05-01 14:05`,
/// `2024-05-01`, with a fraction and an offset or without), RFC 2822 text (`Tue, 10 Jun 2003
/// 04:00:00 GMT`, RSS's `pubDate`), or a Unix time in seconds, milliseconds, microseconds or
/// nanoseconds (a number, or digits in a string: journald's `__REALTIME_TIMESTAMP`). Text without an
/// offset is taken as UTC. A number is a time only from `earliestSeconds` on: a small number under a
/// time's name is a duration (`query_time: 25`), not 1970.
enum TimeReading {
    /// Unix times from here on are milliseconds (in seconds this is the year 5138).
    static let millisecondsFrom: Double = 1e11
    /// ... microseconds (in milliseconds, the year 5138), and nanoseconds.
    static let microsecondsFrom: Double = 1e14
    static let nanosecondsFrom: Double = 1e17
    /// Beyond this a number is no time (nanoseconds past the year 5138).
    static let numbersBelow: Double = 1e20
    /// Numbers below this (1973-03-03 in seconds) are no times: durations, counts, sizes.
    static let earliestSeconds: Double = 1e8

    static func time(of value: JSONValue) -> RecordTime? {
        switch value {
        case .number(let n): return unix(n)
        case .string(let s): return text(s)
        default: return nil
        }
    }

    /// A Unix time in seconds, or milliseconds, microseconds, nanoseconds by magnitude.
    static func unix(_ n: Double) -> RecordTime? {
        guard n.isFinite, n >= earliestSeconds, n < numbersBelow else { return nil }
        let seconds =
            n >= nanosecondsFrom ? n / 1e9 : n >= microsecondsFrom ? n / 1e6 : n >= millisecondsFrom ? n / 1000 : n
        return RecordTime(seconds: Int64(seconds.rounded(.down)))
    }

    /// Whether `n` reads as a Unix time in one of the units between 2001 and 2096 (1e9 to 4e9
    /// seconds): an epoch number shown as a size (`created_at_i 1.4G`) is none.
    static func looksLikeEpoch(_ n: Double) -> Bool {
        guard n.isFinite, n > 0 else { return false }
        return [1.0, 1e3, 1e6, 1e9].contains { (1e9..<4e9).contains(n / $0) }
    }

    /// ISO 8601 or RFC 2822 text, or a Unix time written as digits; nil for anything else.
    static func text(_ s: String) -> RecordTime? {
        let bytes = Array(s.utf8.prefix(64))
        guard !bytes.isEmpty, s.utf8.count <= 64 else { return nil }
        if bytes.allSatisfy(isDigit), bytes.count >= 9, bytes.count <= 20, let n = Double(s) { return unix(n) }
        return iso8601(bytes) ?? rfc2822(s)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `Tue, 10 Jun 2003 04:00:00 GMT`, `10 Jun 2003 04:00 +0200` (the weekday is optional and not checked).
    private static func rfc2822(_ s: String) -> RecordTime? {
        var words = s.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let first = words.first, first.hasSuffix(",") { words.removeFirst() }
        guard words.count >= 4, words.count <= 5, let day = Int64(words[0]),
            let monthIndex = months.firstIndex(of: words[1].lowercased().prefix(3).description),
            words[1].count >= 3, let year = Int64(words[2]), year >= 1000, year < 10_000
        else { return nil }
        let month = Int64(monthIndex + 1)
        guard day >= 1, day <= CivilCalendar.daysIn(month: month, year: year) else { return nil }
        let clock = words[3].split(separator: ":").map { Int64($0) }
        guard clock.count >= 2, clock.count <= 3, let hour = clock[0], let minute = clock[1], hour < 24, minute < 60,
            clock.count == 2 || (clock[2].map { $0 <= 60 } ?? false)
        else { return nil }
        var seconds = CivilCalendar.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
        seconds += clock.count == 3 ? clock[2] ?? 0 : 0
        if words.count == 5 {
            let zone = words[4]
            if ["GMT", "UT", "UTC", "Z"].contains(zone.uppercased()) { return RecordTime(seconds: seconds) }
            let digits = Array(zone.utf8)
            guard digits.count == 5, digits[0] == UInt8(ascii: "+") || digits[0] == UInt8(ascii: "-"),
                let hhmm = Int64(zone.dropFirst()), hhmm % 100 < 60, hhmm / 100 < 24
            else { return nil }
            let offset = (hhmm / 100) * 3600 + (hhmm % 100) * 60
            seconds -= digits[0] == UInt8(ascii: "+") ? offset : -offset
        }
        return RecordTime(seconds: seconds)
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
