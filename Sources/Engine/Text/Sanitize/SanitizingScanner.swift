import BurinCore

/// One pass over a string's scalars: clean stretches are cut into grapheme clusters in place (no copy
/// of the string), everything between them is replaced or turned into a line break.
struct SanitizingScanner {
    private let scalars: String.UnicodeScalarView
    private let policy: Sanitizer.NewlinePolicy
    private var index: String.Index
    private var replaced = 0

    init(string: String, policy: Sanitizer.NewlinePolicy) {
        scalars = string.unicodeScalars
        self.policy = policy
        index = scalars.startIndex
    }

    mutating func run(to out: inout [Cluster], lineBreaks: inout [Int]) -> Int {
        var spanStart = index
        while index < scalars.endIndex {
            let value = scalars[index].value
            if value >= 0x20, value < 0x7F {
                scalars.formIndex(after: &index)
                continue
            }
            guard let action = Self.action(for: value) else {
                scalars.formIndex(after: &index)
                continue
            }
            appendClusters(of: spanStart..<index, to: &out)
            perform(action, value: value, to: &out, lineBreaks: &lineBreaks)
            spanStart = index
        }
        appendClusters(of: spanStart..<index, to: &out)
        return replaced
    }

    private enum Action {
        case escapeSequence, stringSequence8Bit, controlSequence8Bit, newline, lineSeparator, tab
        case controlPicture, replace
    }

    /// What to do about a scalar, or nil when it is ordinary text.
    private static func action(for value: UInt32) -> Action? {
        switch value {
        case 0x1B: return .escapeSequence
        case 0x0A, 0x0D: return .newline
        case 0x09: return .tab
        case 0x00..<0x20, 0x7F: return .controlPicture
        case 0x9B: return .controlSequence8Bit
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return .stringSequence8Bit
        case 0x80...0x9F: return .replace
        case 0x2028, 0x2029: return .lineSeparator
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB: return .replace
        default: return nil
        }
    }

    /// Handles the scalar at `index` (and whatever sequence it starts), leaving `index` after it.
    private mutating func perform(
        _ action: Action, value: UInt32, to out: inout [Cluster], lineBreaks: inout [Int]
    ) {
        scalars.formIndex(after: &index)
        switch action {
        case .escapeSequence:
            skipEscapeSequenceBody()
            mark(Sanitizer.escapeMarker, to: &out)
        case .controlSequence8Bit:
            skipControlSequence()
            mark(Sanitizer.escapeMarker, to: &out)
        case .stringSequence8Bit:
            skipControlString()
            mark(Sanitizer.escapeMarker, to: &out)
        case .tab:
            out.append(Sanitizer.space)
        case .newline:
            if value == 0x0D, index < scalars.endIndex, scalars[index].value == 0x0A {
                scalars.formIndex(after: &index)
            }
            breakLine(to: &out, lineBreaks: &lineBreaks)
        case .lineSeparator:
            if policy == .lineBreak {
                lineBreaks.append(out.count)
            } else {
                mark(TerminalWidth.replacement, to: &out)
            }
        case .controlPicture:
            let picture = value == 0x7F ? 0x2421 : 0x2400 + value
            mark(Cluster(String(Character(Unicode.Scalar(picture) ?? "\u{FFFD}")), width: 1), to: &out)
        case .replace:
            mark(TerminalWidth.replacement, to: &out)
        }
    }

    private mutating func mark(_ marker: Cluster, to out: inout [Cluster]) {
        out.append(marker)
        replaced += 1
    }

    private mutating func breakLine(to out: inout [Cluster], lineBreaks: inout [Int]) {
        switch policy {
        case .space: out.append(Sanitizer.space)
        case .marker: mark(Sanitizer.newlineMarker, to: &out)
        case .lineBreak: lineBreaks.append(out.count)
        }
    }

    private mutating func appendClusters(of range: Range<String.Index>, to out: inout [Cluster]) {
        guard !range.isEmpty else { return }
        // A span may start inside an original cluster (after `ESC [ 0 m` comes a combining mark); a
        // substring made from scalar indices is segmented from its own start, which is what we want.
        for character in Substring(scalars[range]) {
            replaced += TerminalWidth.appendDisplayClusters(of: character, to: &out)
        }
    }

    private var current: UInt32? { index < scalars.endIndex ? scalars[index].value : nil }

    /// After `ESC`: consumes the rest of the sequence it starts, if any.
    private mutating func skipEscapeSequenceBody() {
        guard let next = current else { return }
        switch next {
        case 0x5B:  // [
            scalars.formIndex(after: &index)
            skipControlSequence()
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            scalars.formIndex(after: &index)
            skipControlString()
        case 0x20...0x2F:  // intermediates, then one final byte: charset designations and the like
            while let v = current, (0x20...0x2F).contains(v) { scalars.formIndex(after: &index) }
            if let v = current, (0x30...0x7E).contains(v) { scalars.formIndex(after: &index) }
        case 0x30...0x7E:  // ESC 7, ESC c, ESC \ …
            scalars.formIndex(after: &index)
        default:
            break
        }
    }

    /// After a CSI introducer: parameter and intermediate bytes, then a final byte. Anything else ends
    /// the sequence unconsumed (it is sanitised on its own).
    private mutating func skipControlSequence() {
        while let v = current {
            if (0x20...0x3F).contains(v) {
                scalars.formIndex(after: &index)
            } else {
                if (0x40...0x7E).contains(v) { scalars.formIndex(after: &index) }
                return
            }
        }
    }

    /// After an OSC/DCS/SOS/PM/APC introducer: everything up to BEL, ST (`ESC \` or U+009C), CAN or
    /// SUB. Another `ESC` ends the string and starts a new sequence.
    private mutating func skipControlString() {
        while let v = current {
            switch v {
            case 0x07, 0x9C, 0x18, 0x1A:
                scalars.formIndex(after: &index)
                return
            case 0x1B:
                let next = scalars.index(after: index)
                if next < scalars.endIndex, scalars[next].value == 0x5C {
                    index = scalars.index(after: next)
                }
                return
            default:
                scalars.formIndex(after: &index)
            }
        }
    }
}
