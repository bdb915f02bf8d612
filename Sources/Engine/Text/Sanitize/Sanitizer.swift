import BurinCore

/// Turns any string into display-safe, measured clusters.
///
/// Nothing that could move the cursor, change colours, reorder text or hide itself reaches the output.
/// Each removed thing becomes one visible width-1 marker and is counted:
/// - a whole escape sequence (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, DCS/SOS/PM/APC strings,
///   charset designations, two-character `ESC x`, and the 8-bit forms U+009B, U+009D, U+0090, U+0098,
///   U+009E, U+009F) becomes `␛`; an unterminated string sequence swallows the rest of the text, as a
///   terminal would;
/// - another C0 control or DEL becomes its control picture (`␀`, `␇`, `␡` …);
/// - a C1 control (U+0080–U+009F, NEL included), a bidi control (U+061C, U+200E, U+200F,
///   U+202A–U+202E, U+2066–U+2069), a deprecated format control (U+206A–U+206F), a BOM (U+FEFF), an
///   interlinear annotation (U+FFF9–U+FFFB) or a line/paragraph separator (U+2028, U+2029) becomes `�`;
/// - what `TerminalWidth` rewrites (unprintable scalars, stray tag characters, lone marks) is counted
///   too.
/// A tab becomes one space. Newlines (LF, CR, CRLF) follow `newlines`; under `.lineBreak` the Unicode
/// line and paragraph separators break lines as well.
public struct Sanitizer: Sendable, Hashable {
    /// What a newline in the input becomes.
    public enum NewlinePolicy: Sendable, Hashable {
        /// A space: for single-line fields.
        case space
        /// A visible `␤`, counted as sanitised: for fields where a newline is suspicious.
        case marker
        /// A hard line break: for multi-line fields.
        case lineBreak
    }

    public var newlines: NewlinePolicy

    public init(newlines: NewlinePolicy = .space) {
        self.newlines = newlines
    }

    /// The display-safe clusters of `string`.
    public func sanitize(_ string: String) -> SanitisedText {
        var text = SanitisedText()
        text.sanitisedCount = append(string, to: &text.clusters, lineBreaks: &text.lineBreaks)
        return text
    }

    static let escapeMarker = Cluster("\u{241B}", width: 1)
    static let newlineMarker = Cluster("\u{2424}", width: 1)
    static let space = Cluster(" ", width: 1)

    /// Printable ASCII clusters, made once: a cluster is then a copy, not a new string.
    private static let asciiClusters: [Cluster] = (0x20..<0x7F).map {
        Cluster(String(Character(Unicode.Scalar(UInt8($0)))), width: 1)
    }

    /// Appends the clusters of `string` to `out` (hard breaks as indices into `out` to `lineBreaks`)
    /// and returns how many things were replaced. The building block of `sanitize` and of the layout
    /// engine, which gathers several runs into one array.
    func append(_ string: String, to out: inout [Cluster], lineBreaks: inout [Int]) -> Int {
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            out.reserveCapacity(out.count + string.utf8.count)
            for byte in string.utf8 { out.append(Self.asciiClusters[Int(byte) - 0x20]) }
            return 0
        }
        var scanner = SanitizingScanner(string: string, policy: newlines)
        return scanner.run(to: &out, lineBreaks: &lineBreaks)
    }
}
