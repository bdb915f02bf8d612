import BurinCore
import BurinListViewer
import FeedData

/// How every feed card ends: a click anywhere on it focuses its row, and the focus shows in the
/// card's own paint where there are pixels, or as the focus marker down its first column where there
/// are none.
enum CardEnding {
    /// A card of one line (compact density, a record shown as its first fields): the line in the
    /// card's colour.
    static func line(
        presentation: RowPresentation, style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        b.hit(CellRect(x: 0, y: 0, width: b.width, height: 1), .focusRow)
        if style.usesPixels {
            b.paint.append(
                .fill(
                    UnitRect(x: 0, y: 0, width: Double(b.width), height: 1),
                    presentation.focused ? style.theme.cardFocused : style.theme.card, radius: 0))
        }
        FocusMarker.place(lines: 0..<1, presentation: presentation, style: style, builder: &b)
        return b.build(height: 1)
    }

    /// A card of `contentRows` lines and the gap below it; `paintCard` paints the card where there are
    /// pixels (its background, picture frame and focus).
    static func card(
        contentRows: Int, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>, paintCard: (inout RowLayoutBuilder<FeedAction>) -> Void
    ) -> RowLayout<FeedAction> {
        let height = contentRows + 1
        b.hit(CellRect(x: 0, y: 0, width: b.width, height: height), .focusRow)
        if style.usesPixels {
            paintCard(&b)
        } else {
            FocusMarker.place(lines: 0..<contentRows, presentation: presentation, style: style, builder: &b)
        }
        return b.build(height: height)
    }
}
