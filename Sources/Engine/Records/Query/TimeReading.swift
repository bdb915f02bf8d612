/// Times read from raw bytes for `field>2024-05-01` and the sort: ISO 8601 dates and times
/// (`2024-05-01`, `2024-05-01T12:30`, `2024-05-01 12:30:45.5+08:00`, a `Z`), as seconds since
/// 1970-01-01T00:00:00Z. A time without an offset is taken as UTC.
enum TimeReading {
    static func seconds(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let n = bytes.count
        guard n >= 10, n <= 40 else { return nil }
        func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= n else { return nil }
            var value = 0
            for i in at..<(at + count) {
                let d = bytes[i] &- 0x30
                guard d < 10 else { return nil }
                value = value * 10 + Int(d)
            }
            return value
        }
        guard let year = digits(0, 4), bytes[4] == 0x2D, let month = digits(5, 2), bytes[7] == 0x2D,
            let day = digits(8, 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
        var i = 10
        if i < n, bytes[i] == 0x54 || bytes[i] == 0x74 || bytes[i] == 0x20 {
            guard let hour = digits(i + 1, 2), i + 3 < n, bytes[i + 3] == 0x3A, let minute = digits(i + 4, 2),
                hour < 24, minute < 60
            else { return nil }
            seconds += Double(hour * 3600 + minute * 60)
            i += 6
            if i < n, bytes[i] == 0x3A {
                guard let second = digits(i + 1, 2), second <= 60 else { return nil }
                seconds += Double(second)
                i += 3
                if i < n, bytes[i] == 0x2E || bytes[i] == 0x2C {
                    i += 1
                    var scale = 0.1
                    let start = i
                    while i < n, bytes[i] &- 0x30 < 10 {
                        seconds += Double(bytes[i] &- 0x30) * scale
                        scale /= 10
                        i += 1
                    }
                    guard i > start else { return nil }
                }
            }
            if i < n, bytes[i] == 0x5A || bytes[i] == 0x7A {
                i += 1
            } else if i < n, bytes[i] == 0x2B || bytes[i] == 0x2D {
                let sign = bytes[i] == 0x2D ? -1.0 : 1.0
                guard let hours = digits(i + 1, 2) else { return nil }
                var minutes = 0
                i += 3
                if i < n, bytes[i] == 0x3A { i += 1 }
                if let m = digits(i, 2) {
                    minutes = m
                    i += 2
                }
                seconds -= sign * Double(hours * 3600 + minutes * 60)
            }
        }
        return i == n ? seconds : nil
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
