public import BurinCore
import BurinText

/// Draws the field picker (`FieldPicker`): the fields with how many records have each, the chosen
/// one reversed, the narrowing text being typed on the first line, the count's progress while the
/// fields are being counted.
public enum FieldPickerPanel {
    /// The panel's width: enough for most paths and their counts, never the whole of a wide screen.
    static let widths = 40...64

    /// Draws `picker` over the list; returns the rect it covers (empty when the screen is too small).
    @discardableResult
    public static func draw(
        _ picker: FieldPicker, into grid: inout CellGrid, theme: ListTheme = .dark, usesColor: Bool = true
    ) -> CellRect {
        let shown = picker.shown
        let countWidth = shown.map { PanelNumbers.grouped($0.records).count }.max() ?? 1
        let nameWidth = shown.map { TextMetrics.width(label($0)) }.max() ?? 0
        let reserved = picker.narrowing == nil ? 0 : 1
        let lines = reserved + max(1, shown.count)
        let note = note(picker)
        let width = min(
            widths.upperBound, max(widths.lowerBound, nameWidth + countWidth + 8, TextMetrics.width(note) + 8))
        guard let box = PanelBox(width: width, lines: lines, in: &grid, theme: theme, usesColor: usesColor) else {
            return CellRect(x: 0, y: 0, width: 0, height: 0)
        }
        box.title(picker.purpose == .sort ? "sort by which field?" : "count which field's values?", into: &grid)
        box.note(note, into: &grid)
        if let narrowing = picker.narrowing {
            let at = box.origin(ofLine: 0)
            grid.write("/" + narrowing + "▏", x: at.x, y: at.y, width: box.innerWidth, style: box.accent)
        }
        guard picker.choices != nil else {
            let at = box.origin(ofLine: reserved)
            let percent = Int((picker.progress * 100).rounded())
            grid.write("counting the fields… \(percent)%", x: at.x, y: at.y, width: box.innerWidth, style: box.text)
            return box.rect
        }
        guard !shown.isEmpty else {
            let at = box.origin(ofLine: reserved)
            let why = picker.narrowing?.isEmpty == false ? "no field matches" : "the records have no fields"
            grid.write(why, x: at.x, y: at.y, width: box.innerWidth, style: box.text)
            return box.rect
        }
        let first = box.firstLine(count: shown.count, selected: picker.selected, reserved: reserved)
        box.scrollMarks(first: first, count: shown.count, reserved: reserved, into: &grid)
        for line in 0..<min(box.visible - reserved, shown.count - first) {
            let index = first + line
            let choice = shown[index]
            let isChosen = index == picker.selected
            let at = box.origin(ofLine: reserved + line)
            let count = PanelNumbers.padded(PanelNumbers.grouped(choice.records), to: countWidth)
            let nameRoom = box.innerWidth - countWidth - 3
            let style = isChosen ? box.chosen : box.text
            grid.write(String(repeating: " ", count: box.innerWidth), x: at.x, y: at.y, style: style)
            grid.write((isChosen ? "▸ " : "  ") + label(choice), x: at.x, y: at.y, width: nameRoom + 2, style: style)
            grid.write(count, x: at.x + box.innerWidth - countWidth, y: at.y, style: style)
        }
        return box.rect
    }

    /// A field as listed: its path, or an app's named sort with the field it sorts by.
    static func label(_ choice: FieldChoice) -> String {
        choice.isNamedSort ? "\(choice.name)  (\(choice.field))" : choice.name
    }

    private static func note(_ picker: FieldPicker) -> String {
        let pick = picker.purpose == .sort ? "Enter sorts" : "Enter counts"
        if picker.narrowing != nil { return "\(pick) · Esc stops narrowing" }
        guard picker.choices != nil else { return "Esc closes" }
        return "\(PanelNumbers.grouped(picker.records)) records · / narrows · \(pick)"
    }
}
