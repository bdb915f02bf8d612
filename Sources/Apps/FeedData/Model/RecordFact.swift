/// One short fact on a generic card: `comments 3`, a `locked` flag, an `open` badge.
public struct RecordFact: Sendable, Hashable {
    /// How a fact is shown.
    public enum Kind: Sendable, Hashable {
        /// A state (`state`, `status`, `level`...): its value alone, on a badge of the value's tone.
        case badge(BadgeTone)
        /// A number: the field's name, then the number.
        case number
        /// A true boolean: the field's name alone.
        case flag
        /// A short string: the field's name, then the string.
        case text
    }

    /// The field's name, as the record gives it.
    public let name: String
    /// The value as shown: a number formatted, a string as it is.
    public let value: String
    public let kind: Kind
}

/// What a state's value says, which a badge's colour shows: `open` and `success` go well, `failed`
/// and `error` badly, `closed` and `archived` are over, anything else is just a state.
public enum BadgeTone: Sendable, Hashable {
    case positive
    case negative
    case ended
    case neutral
    /// A warning (a log line's `warn`).
    case warning
    /// Of little weight (a log line's `debug`).
    case quiet

    /// The tone of a state's value (case-insensitive).
    public init(value: String) {
        let word = value.lowercased()
        if Self.positiveWords.contains(word) {
            self = .positive
        } else if Self.negativeWords.contains(word) {
            self = .negative
        } else if Self.endedWords.contains(word) {
            self = .ended
        } else {
            self = .neutral
        }
    }

    private static let positiveWords: Set<String> = [
        "open", "opened", "active", "success", "succeeded", "successful", "ok", "done", "completed", "complete",
        "merged", "passed", "pass", "published", "online", "up", "running", "healthy", "approved", "resolved",
        "ready", "live", "enabled", "green",
    ]
    private static let negativeWords: Set<String> = [
        "failed", "failure", "fail", "error", "errored", "critical", "fatal", "down", "offline", "rejected",
        "broken", "blocked", "red", "unhealthy", "timed_out", "timeout", "emergency", "alert",
    ]
    private static let endedWords: Set<String> = [
        "closed", "archived", "inactive", "deleted", "stale", "draft", "skipped", "cancelled", "canceled",
        "locked", "disabled", "expired", "dead", "deprecated", "paused", "stopped",
    ]
}
