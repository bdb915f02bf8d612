import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// Every field of a record as a list, for an unfolded card: each field's name and value on a line of
/// its own, the members of objects and arrays indented under them (jless's tree, flattened), the
/// fields a large record did not keep counted at the end. Nothing is hidden for good: what a card
/// leaves out is here.
enum FieldListDesign {
    /// Columns a name takes at most; the value follows it.
    static let nameWidth = 24
    /// Indentation stops growing here, so a deeply nested value still has room on a narrow card.
    static let deepestIndent = 8

    /// Places `outline` from line `y` between `x` and `x + width`; returns the lines used.
    static func place(
        _ outline: FieldOutline, line: Int, x: Int, y: Int, width: Int, presentation: RowPresentation,
        style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Int {
        let t = style.theme
        let nameStyle = TextStyle(foreground: t.tag)
        let valueStyle = TextStyle(foreground: t.body)
        let sizeStyle = TextStyle(foreground: t.secondary)
        var row = y
        for entry in outline.lines {
            let indent = 2 * min(entry.depth, deepestIndent)
            let nameX = x + indent
            guard nameX < x + width else {
                row += 1
                continue
            }
            let name = b.place(
                MatchHighlight.marked(entry.name, nameStyle, presentation, style),
                x: nameX, y: row, width: min(nameWidth, x + width - nameX))
            let valueX = nameX + name.size.width + 1
            if valueX < x + width {
                let base = entry.isContainer ? sizeStyle : valueStyle
                b.place(
                    MatchHighlight.marked(entry.value, base, presentation, style),
                    x: valueX, y: row, width: x + width - valueX)
            }
            row += 1
        }
        if outline.omitted > 0 {
            let n = outline.omitted
            b.place(
                AttributedText(
                    "+\(n) more field\(n == 1 ? "" : "s") not kept: the record is large (line \(line) of the input)",
                    style: sizeStyle), x: x, y: row, width: width)
            row += 1
        }
        return row - y
    }

    /// Lines `outline` takes.
    static func height(of outline: FieldOutline) -> Int {
        outline.lines.count + (outline.omitted > 0 ? 1 : 0)
    }
}
