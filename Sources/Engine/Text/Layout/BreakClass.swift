import BurinCore

/// What a cluster means to line breaking: a small subset of UAX #14 with Japanese kinsoku rules.
enum BreakClass: UInt8 {
    case space
    /// Wide text (CJK ideographs, kana, Hangul, emoji): a line may break on either side.
    case ideographic
    /// Closing punctuation narrow (`)` `,` `.` …) or wide (`」` `。` …): never starts a line.
    case closing
    case closingWide
    /// Opening punctuation narrow (`(` …) or wide (`「` …): never ends a line.
    case opening
    case openingWide
    /// `-` between letters: a line may break after it.
    case hyphen
    case other

    var isClosing: Bool { self == .closing || self == .closingWide }
    var isOpening: Bool { self == .opening || self == .openingWide }
    /// Wide classes allow a break next to them (UAX #14's ID behaviour).
    var isWide: Bool { self == .ideographic || self == .closingWide || self == .openingWide }

    init(_ cluster: Cluster) {
        guard let scalar = cluster.text.unicodeScalars.first else {
            self = .other
            return
        }
        switch scalar.value {
        case 0x20: self = .space
        case 0x2D: self = .hyphen
        case 0x29, 0x5D, 0x7D, 0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x2019, 0x201D, 0x00BB, 0x203A:
            self = .closing
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x00AB, 0x2039:
            self = .opening
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF09, 0xFF3D, 0xFF5D, 0xFF1A, 0xFF1B,
            0x300D, 0x300F, 0x3011, 0x3015, 0x300B, 0x3009, 0x3017, 0x3019, 0x301B, 0xFF61, 0xFF63:
            self = .closingWide
        case 0xFF08, 0xFF3B, 0xFF5B, 0x300C, 0x300E, 0x3010, 0x3014, 0x300A, 0x3008, 0x3016, 0x3018,
            0x301A, 0xFF62:
            self = .openingWide
        case 0xFF66...0xFF9F:  // halfwidth katakana: narrow, but breaks like kana
            self = .ideographic
        default:
            self = cluster.width == 2 ? .ideographic : .other
        }
    }

    /// May a line break between a cluster of class `before` and one of class `after`? `beforeBefore`
    /// is the class two back (nil at a line's start), so that `-5` does not break after the hyphen.
    static func allowsBreak(between before: BreakClass, and after: BreakClass, beforeBefore: BreakClass?) -> Bool {
        if after.isClosing || before.isOpening || after == .space { return false }
        if before == .space || before.isWide || after.isWide { return true }
        return before == .hyphen && after == .other && beforeBefore == .other
    }
}
