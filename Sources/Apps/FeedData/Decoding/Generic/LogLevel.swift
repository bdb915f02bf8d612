/// A log line's level, read from the names and numbers loggers write (bunyan and pino's 10-60,
/// syslog's and journald's `PRIORITY` 0-7, zap's and logrus's words), as a badge's word and tone:
/// error and above bad (red), warn a warning (yellow), debug and trace quiet (dim).
enum LogLevel {
    /// Members that hold a level (case-insensitive; `log.level` is ECS's flat name).
    static let names: Set<String> = ["level", "severity", "log.level", "levelname", "priority", "lvl", "loglevel"]

    /// The level's word and tone for `value` under `name`; nil when it is no level.
    static func read(_ value: JSONValue, name: String) -> (word: String, tone: BadgeTone)? {
        let lower = name.lowercased()
        switch value {
        case .number(let n):
            guard n.isFinite, n == n.rounded() else { return nil }
            return word(forNumber: Int(n), syslog: syslogNames.contains(lower)).map { ($0, tone(of: $0)) }
        case .string(let s):
            if let n = Int(s) {
                return word(forNumber: n, syslog: syslogNames.contains(lower)).map { ($0, tone(of: $0)) }
            }
            let trimmed = s.trimmingWhitespace
            guard !trimmed.isEmpty, trimmed.count <= 12 else { return nil }
            return (trimmed, tone(of: trimmed))
        default:
            return nil
        }
    }

    /// Members whose numbers are syslog's (journald's `PRIORITY`); a `level` of 3 is no error.
    private static let syslogNames: Set<String> = ["priority", "severity"]

    /// Bunyan and pino write 10 (trace) to 60 (fatal); syslog 0 (emerg) to 7 (debug).
    private static func word(forNumber n: Int, syslog: Bool) -> String? {
        if syslog {
            let words = ["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"]
            return (0...7).contains(n) ? words[n] : nil
        }
        switch n {
        case 10: return "trace"
        case 20: return "debug"
        case 30: return "info"
        case 40: return "warn"
        case 50: return "error"
        case 60: return "fatal"
        default: return nil
        }
    }

    static func tone(of word: String) -> BadgeTone {
        switch word.lowercased() {
        case "error", "err", "fatal", "crit", "critical", "alert", "emerg", "emergency", "panic", "dpanic", "severe":
            .negative
        case "warn", "warning": .warning
        case "debug", "trace", "verbose", "fine", "finer", "finest": .quiet
        default: .neutral
        }
    }
}
