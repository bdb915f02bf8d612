public import BurinCore
import BurinText

/// Draws the counts panel (`CountsPanelState`): a field's values, most frequent first, each with its
/// count, its share of the records in view and a bar as long as its count against the most frequent
/// value's; what the field lacks (records without it, values not tallied) in the bottom border.
public enum CountsPanel {
    static let widths = 44...76
    /// The bar's columns at most.
    public static let barWidth = 20
    /// Eighths of a cell, for a bar's last partial cell.
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Draws `panel` over the list; returns the rect it covers (empty when the screen is too small).
    @discardableResult
    public static func draw(
        _ panel: CountsPanelState, into grid: inout CellGrid, theme: ListTheme = .dark, usesColor: Bool = true
    ) -> CellRect {
        let values = panel.counts?.values ?? []
        // The first values are the longest counts and enough to size the panel by.
        let countWidth = PanelNumbers.grouped(values.first?.count ?? 0).count
        let valueWidth = min(32, values.prefix(200).map { TextMetrics.width(Sanitizer.printable($0.text)) }.max() ?? 0)
        let footer = panel.counts.map(note) ?? "Esc closes"
        let width = min(
            widths.upperBound,
            max(widths.lowerBound, valueWidth + countWidth + barWidth + 16, TextMetrics.width(footer) + 8))
        guard
            let box = PanelBox(width: width, lines: max(1, values.count), in: &grid, theme: theme, usesColor: usesColor)
        else { return CellRect(x: 0, y: 0, width: 0, height: 0) }
        let field = Sanitizer.printable(panel.field)
        guard let counts = panel.counts else {
            box.title(field, into: &grid)
            box.note(footer, into: &grid)
            let at = box.origin(ofLine: 0)
            let percent = Int((panel.progress * 100).rounded())
            grid.write("counting the values… \(percent)%", x: at.x, y: at.y, width: box.innerWidth, style: box.text)
            return box.rect
        }
        let distinct = counts.distinct == 1 ? "1 value" : "\(PanelNumbers.grouped(counts.distinct)) values"
        box.title("\(field): \(distinct)", into: &grid)
        box.note(footer, into: &grid)
        guard !values.isEmpty else {
            let at = box.origin(ofLine: 0)
            grid.write("no record in view has it", x: at.x, y: at.y, width: box.innerWidth, style: box.text)
            return box.rect
        }
        // mark, value, count, share (`100.0%`), bar: the value takes what the others leave.
        let bar = box.innerWidth >= 40 ? barWidth : max(0, box.innerWidth - 30)
        let valueRoom = box.innerWidth - 2 - countWidth - 7 - (bar > 0 ? bar + 2 : 0) - 1
        let most = max(1, values[0].count)
        let first = box.firstLine(count: values.count, selected: panel.selected)
        box.scrollMarks(first: first, count: values.count, into: &grid)
        for line in 0..<min(box.visible, values.count - first) {
            let index = first + line
            let value = values[index]
            let isChosen = index == panel.selected
            let style = isChosen ? box.chosen : box.text
            let at = box.origin(ofLine: line)
            grid.write(String(repeating: " ", count: box.innerWidth), x: at.x, y: at.y, style: style)
            let text = Sanitizer.printable(value.text)
            grid.write((isChosen ? "▸ " : "  ") + text, x: at.x, y: at.y, width: 2 + valueRoom, style: style)
            var x = at.x + 2 + valueRoom + 1
            grid.write(
                PanelNumbers.padded(PanelNumbers.grouped(value.count), to: countWidth), x: x, y: at.y, style: style)
            x += countWidth
            grid.write(PanelNumbers.padded(PanelNumbers.percent(value.share), to: 7), x: x, y: at.y, style: style)
            x += 9
            if bar > 0 {
                var barStyle = box.accent
                barStyle.attributes = isChosen ? .reverse : []
                grid.write(self.bar(value.count, of: most, width: bar), x: x, y: at.y, width: bar, style: barStyle)
            }
        }
        return box.rect
    }

    /// A bar `width` cells long for the most frequent value, in eighths of a cell; never empty for a
    /// value that is there at all.
    static func bar(_ count: Int, of most: Int, width: Int) -> String {
        let eighthsLong = max(
            count > 0 ? 1 : 0, Int((Double(count) / Double(max(1, most)) * Double(width * 8)).rounded()))
        let full = min(width, eighthsLong / 8)
        let rest = full < width ? eighthsLong % 8 : 0
        return String(repeating: "█", count: full) + (rest > 0 ? String(eighths[rest - 1]) : "")
    }

    /// The bottom border: the records counted, those without the field, values not tallied.
    private static func note(_ counts: ValueCounts) -> String {
        var parts = ["\(PanelNumbers.grouped(counts.records)) records"]
        let missing = counts.records - counts.recordsWithField
        if missing > 0 { parts.append("\(PanelNumbers.grouped(missing)) without it") }
        if counts.untallied > 0 { parts.append("\(PanelNumbers.grouped(counts.untallied)) not tallied") }
        parts.append("Enter filters")
        return parts.joined(separator: " · ")
    }
}
