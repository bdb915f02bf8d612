public import BurinPictures
import BurinText
import FeedData

/// `Y`: the focused record copied whole, as its bytes were read (JSON for a well-formed record),
/// with OSC 52; only the base64 payload reaches the terminal. A record larger than the escape may
/// carry is refused with a notice rather than cut.
public struct RecordCopy: Sendable, Equatable {
    /// What to write to the terminal: empty when nothing is copied.
    public let terminalBytes: [UInt8]
    /// What the status bar says.
    public let notice: String

    /// Record `row` of `feed` (nil: none focused) copied on `route`; `insideTmux` says whether to
    /// remind that tmux passes OSC 52 on only with set-clipboard on. Reads the record's page.
    public static func make(records: FeedItems, row: Int?, route: EscapeRoute, insideTmux: Bool) -> RecordCopy {
        guard let row else { return RecordCopy(terminalBytes: [], notice: "no record to copy") }
        guard let bytes = records.recordBytes(at: row) else {
            return RecordCopy(terminalBytes: [], notice: "record \(row + 1) could not be read")
        }
        let size = ByteCount.text(bytes.count)
        guard let escape = ClipboardEscape.copyWhole(bytes, route: route) else {
            let limit = ByteCount.text(ClipboardEscape.maximumBytes)
            return RecordCopy(
                terminalBytes: [], notice: "record \(row + 1) is too large to copy (\(size); OSC 52 takes \(limit))")
        }
        var via = "OSC 52"
        if insideTmux, case .direct = route { via += " (tmux passes it on with set-clipboard on)" }
        return RecordCopy(terminalBytes: escape, notice: "copied record \(row + 1) (\(size)) with \(via)")
    }
}
