import BurinCore
import BurinListViewer
import BurinText

/// Badges, facts and tags set left to right on one line of a card, each with what a click on it asks
/// for (a tag filters by itself); from the first that does not fit the line's width on, none is shown.
enum ElementLine {
    /// Places `elements` from column `x` of line `y`, `gap` columns apart, within `width`; an element
    /// with no width takes no room. Returns whether any was placed.
    static func place(
        _ elements: [(AttributedText, FeedAction?)], x: Int, y: Int, width: Int, gap: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Bool {
        var column = x
        for (text, action) in elements {
            let w = text.runs.reduce(0) { $0 + b.measure($1.string) }
            guard w > 0 else { continue }
            guard column + w <= x + width else { break }
            b.place(text, x: column, y: y, width: w)
            if let action { b.hit(CellRect(x: column, y: y, width: w, height: 1), action) }
            column += w + gap
        }
        return column > x
    }
}
