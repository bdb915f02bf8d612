import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// A record that could not be read shows as one honest line, never as a gap: the count in the status
/// bar and this row agree.
enum InvalidRecordDesign {
    static func layout(
        _ record: InvalidRecord, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let text = AttributedText("⚠ ", style: TextStyle(foreground: style.theme.warning))
            .appending("bad record at line \(record.line): ", style: TextStyle(foreground: style.theme.warning))
            .appending(record.reason, style: TextStyle(foreground: style.theme.secondary, attributes: [.dim]))
        b.place(text, x: 1, y: 0, width: b.width - 2)
        b.hit(CellRect(x: 0, y: 0, width: b.width, height: 1), .focusRow)
        FocusMarker.place(lines: 0..<1, presentation: presentation, style: style, builder: &b)
        return b.build(height: 1)
    }
}
