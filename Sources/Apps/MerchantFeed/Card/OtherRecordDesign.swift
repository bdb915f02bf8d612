import BurinCore
import BurinListViewer
import BurinText
public import FeedData

/// A record that is not a merchant, shown as what it is: a card that says so and lists its fields,
/// never a merchant card of made-up values (`--card merchant`); with `--card fields`, any record as
/// its fields. Unfolded (Enter), every field, nested ones indented. One line when the row is narrow.
enum OtherRecordDesign {
    /// Fields listed on a card; the rest are counted.
    static let fieldsShown = 3
    /// The column field names are cut to, so values line up.
    static let nameColumn = 12

    static func layout(
        _ record: OtherRecord, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        let note = TextStyle(foreground: t.secondary)
        let nameStyle = TextStyle(foreground: t.tag)
        let valueStyle = TextStyle(foreground: t.body)
        let heading = AttributedText(
            record.isChosen ? "record" : "not a merchant record",
            style: TextStyle(foreground: t.title, attributes: .bold)
        )
        .appending(" · line \(record.line)", style: note)
        func highlighted(_ text: String, _ base: TextStyle) -> AttributedText {
            MatchHighlight.marked(text, base, presentation, style)
        }
        guard b.width >= MerchantCardDesign.compactWidth else {
            var line = AttributedText("≡ ", style: note).appending("line \(record.line): ", style: note)
            for (i, field) in record.fields.enumerated() {
                if i > 0 { line.append(", ", style: note) }
                line.append(highlighted(field.name, nameStyle))
                line.append(" ", style: note)
                line.append(highlighted(field.value, valueStyle))
            }
            b.place(line, x: 1, y: 0, width: b.width - 1)
            return CardEnding.line(presentation: presentation, style: style, builder: &b)
        }
        let x = 2
        let width = b.width - 4
        b.place(heading, x: x, y: 0, width: width)
        var y = 1
        if presentation.unfolded, !record.outline.lines.isEmpty {
            y += FieldListDesign.place(
                record.outline, line: record.line, x: x, y: y, width: width, presentation: presentation, style: style,
                builder: &b)
            b.hit(CellRect(x: 0, y: 1, width: b.width, height: y - 1), .toggleExpanded)
        } else {
            for field in record.fields.prefix(fieldsShown) {
                let name = b.place(highlighted(field.name, nameStyle), x: x, y: y, width: nameColumn)
                let valueX = x + max(nameColumn, name.size.width) + 2
                b.place(highlighted(field.value, valueStyle), x: valueX, y: y, width: x + width - valueX)
                y += 1
            }
            let more = record.fieldCount - min(fieldsShown, record.fields.count)
            if more > 0 {
                b.place(
                    AttributedText("+\(more) more field" + (more == 1 ? "" : "s"), style: note), x: x, y: y,
                    width: width)
                if !record.outline.lines.isEmpty {
                    b.hit(CellRect(x: x, y: y, width: width, height: 1), .toggleExpanded)
                }
                y += 1
            }
        }
        let height = y + 1
        b.hit(CellRect(x: 0, y: 0, width: b.width, height: height), .focusRow)
        if style.usesPixels {
            b.paint.append(
                .fill(
                    UnitRect(x: 0, y: 0, width: Double(b.width), height: Double(y) + 0.5),
                    presentation.focused ? t.cardFocused : t.card, radius: 2))
            FocusMarker.place(
                lines: 0..<y, presentation: presentation, style: style, pixelTop: 0.5, pixelHeight: Double(y) - 0.5,
                builder: &b)
        } else {
            FocusMarker.place(lines: 0..<y, presentation: presentation, style: style, builder: &b)
        }
        return b.build(height: height)
    }

    /// Lines the card takes at `width`, folded.
    static func height(of record: OtherRecord, width: Int) -> Int {
        guard width >= MerchantCardDesign.compactWidth else { return 1 }
        let more = record.fieldCount > min(fieldsShown, record.fields.count) ? 1 : 0
        return 1 + min(fieldsShown, record.fields.count) + more + 1
    }
}

extension OtherRecord {
    /// Whether unfolding the card shows more than it shows folded: the outline has more lines than
    /// the fields listed.
    public var unfoldsFurther: Bool {
        outline.lines.count > min(OtherRecordDesign.fieldsShown, fields.count)
    }
}
