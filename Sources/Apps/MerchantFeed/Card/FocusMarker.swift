import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// The focused row's cue in its first column, in every colour mode: a bar in the theme's focus colour
/// where there are pixels, a `▌` at the left of every line where there are none (no colour, vt100),
/// so the row Enter will act on is always visible.
enum FocusMarker {
    /// Marks lines `lines` of a focused row; does nothing for a row without focus.
    static func place(
        lines: Range<Int>, presentation: RowPresentation, style: FeedStyle, pixelTop: Double = 0,
        pixelHeight: Double? = nil, builder b: inout RowLayoutBuilder<FeedAction>
    ) {
        guard presentation.focused, !lines.isEmpty, b.width > 0 else { return }
        if style.usesPixels {
            b.paint.append(
                .fill(
                    UnitRect(x: 0, y: pixelTop, width: 1, height: pixelHeight ?? Double(lines.count)),
                    style.theme.focusBar, radius: 0))
        } else {
            for line in lines {
                b.place(
                    AttributedText("▌", style: TextStyle(foreground: style.theme.focusBar, attributes: .bold)), x: 0,
                    y: line, width: 1)
            }
        }
    }
}
