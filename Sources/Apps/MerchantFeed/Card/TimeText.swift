import FeedData

/// How a generic card writes a record's time: its age ("3 h ago"), and in the focused card also the
/// date and time in UTC ("2024-05-01 14:05 UTC"), the same for every reader whatever their zone.
enum TimeText {
    /// "just now", "12 min ago", "3 h ago", "5 d ago", "4 mo ago", "2 y ago"; "in 3 h" for a time
    /// ahead of `now`.
    static func relative(_ time: RecordTime, now: RecordTime) -> String {
        let seconds = now.seconds - time.seconds
        let future = seconds < 0
        let span = future ? -seconds : seconds
        guard span >= 45 else { return "just now" }
        let amount: String
        switch span {
        case ..<3600: amount = "\(max(1, (span + 30) / 60)) min"
        case ..<86_400: amount = "\(span / 3600) h"
        case ..<(30 * 86_400): amount = "\(span / 86_400) d"
        case ..<(365 * 86_400): amount = "\(span / (30 * 86_400)) mo"
        default: amount = "\(span / (365 * 86_400)) y"
        }
        return future ? "in " + amount : amount + " ago"
    }

    /// "2024-05-01 14:05 UTC".
    static func absolute(_ time: RecordTime) -> String {
        let days = time.seconds >= 0 ? time.seconds / 86_400 : (time.seconds - 86_399) / 86_400
        let inDay = time.seconds - days * 86_400
        let date = CivilCalendar.date(days: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : String(n) }
        return "\(date.year)-\(two(date.month))-\(two(date.day)) \(two(inDay / 3600)):\(two(inDay % 3600 / 60)) UTC"
    }
}
