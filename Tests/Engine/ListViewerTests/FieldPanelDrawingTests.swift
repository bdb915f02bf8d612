import BurinCore
import BurinTestSupport
import BurinText
import Testing

@testable import BurinListViewer

/// The field picker and the counts panel as drawn: framed over the list, the status bar left alone,
/// the chosen line marked, values sanitised and cut, bars as long as their counts.
@Suite struct FieldPanelDrawingTests {
    static let size = CellSize(width: 80, height: 24)

    func picker(_ purpose: FieldPicker.Purpose, fields: [FieldChoice]) -> FieldPicker {
        var state = ViewerState()
        _ = state.apply(
            purpose == .sort ? .pickSortField : .countValues, in: ViewerContext(viewportHeight: 23, rowCount: 5))
        _ = state.countsProgressed(CountsUpdate(progress: 1, result: .fields(fields, records: 1_234)))
        return state.fieldPicker!
    }

    func panel(_ counts: ValueCounts, selected: Int = 0) -> CountsPanelState {
        var state = ViewerState()
        let context = ViewerContext(viewportHeight: 23, rowCount: 5)
        _ = state.apply(.countValues, in: context)
        _ = state.countsProgressed(
            CountsUpdate(
                progress: 1,
                result: .fields([FieldChoice(name: counts.field, field: counts.field, records: 1)], records: 1)))
        _ = state.apply(.panelCommit, in: context)
        _ = state.countsProgressed(CountsUpdate(progress: 1, result: .values(counts)))
        _ = state.apply(.panelMove(selected), in: context)
        return state.countsPanel!
    }

    @Test func thePickerListsTheFieldsWithTheirCountsTheChosenOneMarked() {
        let fields = [
            FieldChoice(name: "sales", field: "-monthly_sales", records: 1_200, isNamedSort: true),
            FieldChoice(name: "name", field: "name", records: 1_234),
            FieldChoice(name: "labels.name", field: "labels.name", records: 87),
        ]
        var grid = CellGrid(size: Self.size)
        let rect = FieldPickerPanel.draw(picker(.sort, fields: fields), into: &grid)
        let lines = (0..<24).map { grid.text(ofRow: $0) }
        #expect(lines.contains { $0.contains("sort by which field?") })
        #expect(lines.contains { $0.contains("▸ sales  (-monthly_sales)") && $0.contains("1,200") })
        #expect(lines.contains { $0.contains("  name") && $0.contains("1,234") })
        #expect(lines.contains { $0.contains("labels.name") && $0.contains("87") })
        #expect(lines.contains { $0.contains("1,234 records") && $0.contains("Enter sorts") })
        #expect(rect.size.height == 5)
        #expect(grid.text(ofRow: 23).allSatisfy { $0 == " " }, "the status bar line is left alone")
        let chosenRow = lines.firstIndex { $0.contains("▸ sales") }!
        #expect(grid[rect.minX + 2, chosenRow].attributes.contains(.reverse))
        #expect(GridChecks.problems(in: grid).isEmpty)
    }

    @Test func thePickerSaysHowFarTheCountGotUntilTheFieldsCome() {
        var state = ViewerState()
        _ = state.apply(.countValues, in: ViewerContext(viewportHeight: 23, rowCount: 5))
        _ = state.countsProgressed(CountsUpdate(progress: 0.45))
        var grid = CellGrid(size: Self.size)
        FieldPickerPanel.draw(state.fieldPicker!, into: &grid)
        #expect(grid.text.contains("count which field's values?"))
        #expect(grid.text.contains("counting the fields… 45%"))
    }

    @Test func narrowingShowsTheTextAndOnlyTheFieldsThatMatch() {
        var picker = picker(
            .count,
            fields: [
                FieldChoice(name: "tags", field: "tags", records: 3),
                FieldChoice(name: "name", field: "name", records: 9),
            ])
        picker.startNarrowing()
        picker.narrow(adding: "ag")
        var grid = CellGrid(size: Self.size)
        FieldPickerPanel.draw(picker, into: &grid)
        #expect(grid.text.contains("/ag▏"))
        #expect(grid.text.contains("▸ tags"))
        #expect(!grid.text.contains("name"))
        picker.narrow(adding: "zz")
        var empty = CellGrid(size: Self.size)
        FieldPickerPanel.draw(picker, into: &empty)
        #expect(empty.text.contains("no field matches"))
    }

    static let counts = ValueCounts(
        field: "category", records: 10, recordsWithField: 9,
        values: [
            ValueCounts.Value(text: "快餐", count: 6, share: 0.6),
            ValueCounts.Value(text: "tea\u{1B}]0;owned\u{07}", count: 2, share: 0.2),
            ValueCounts.Value(text: String(repeating: "long value ", count: 20), count: 1, share: 0.1),
        ])

    @Test func countsShowEachValuesCountShareAndABarAsLongAsItsCount() {
        var grid = CellGrid(size: Self.size)
        CountsPanel.draw(panel(Self.counts), into: &grid)
        let lines = (0..<24).map { grid.text(ofRow: $0) }
        #expect(lines.contains { $0.contains("category: 3 values") })
        let top = lines.first { $0.contains("▸ 快餐") }
        #expect(top?.contains("6  60.0%") == true, "\(lines)")
        #expect(
            top?.contains(String(repeating: "█", count: CountsPanel.barWidth)) == true,
            "the most frequent fills the bar")
        let second = lines.first { $0.contains("tea") }
        #expect(second?.contains("2  20.0%") == true)
        #expect(second?.contains("██████▋") == true, "a third of the bar, in eighths")
        #expect(lines.contains { $0.contains("10 records · 1 without it · Enter filters") })
        #expect(lines.contains { $0.contains("long value long") && $0.contains("…") }, "long values are cut")
        #expect(!grid.text.contains("\u{1B}"), "values are sanitised")
        #expect(GridChecks.problems(in: grid).isEmpty)
    }

    @Test func theBarIsDrawnInThePanelsAccentAndTheChosenLineReversed() {
        var grid = CellGrid(size: Self.size)
        let theme = ListTheme.dark
        CountsPanel.draw(panel(Self.counts, selected: 1), into: &grid, theme: theme)
        let row = (0..<24).first { grid.text(ofRow: $0).contains("▸ tea") }!
        let barX = (0..<80).first { grid[$0, row].text == "█" }!
        #expect(grid[barX, row].foreground == CellColor(theme.panelHeading))
        #expect(grid[barX, row].background == CellColor(theme.panel))
        #expect(grid[barX - 3, row].attributes.contains(.reverse))
    }

    @Test func aListLongerThanThePanelScrollsToTheChosenLineAndSaysSo() {
        let values = (0..<30).map { ValueCounts.Value(text: "v\($0)", count: 30 - $0, share: 0.01) }
        let counts = ValueCounts(field: "f", records: 100, recordsWithField: 100, values: values)
        var top = CellGrid(size: CellSize(width: 80, height: 12))
        CountsPanel.draw(panel(counts), into: &top)
        #expect(top.text.contains("▸ v0"))
        #expect(top.text.contains("└─  ▾ "), "more below")
        var bottom = CellGrid(size: CellSize(width: 80, height: 12))
        CountsPanel.draw(panel(counts, selected: 29), into: &bottom)
        #expect(bottom.text.contains("▸ v29"))
        #expect(!bottom.text.contains("v0 "))
        #expect(bottom.text.contains("└─ ▴  "), "more above")
    }

    @Test func barsAreNeverEmptyForAValueThatIsThere() {
        #expect(CountsPanel.bar(1, of: 1_000_000, width: 20) == "▏")
        #expect(CountsPanel.bar(10, of: 10, width: 20) == String(repeating: "█", count: 20))
        #expect(CountsPanel.bar(5, of: 10, width: 20) == String(repeating: "█", count: 10))
        #expect(CountsPanel.bar(0, of: 10, width: 20) == "")
    }

    @Test func aTinyScreenGetsNoPanelAndNoCrash() {
        var grid = CellGrid(size: CellSize(width: 8, height: 2))
        #expect(CountsPanel.draw(panel(Self.counts), into: &grid).size.width == 0)
        #expect(FieldPickerPanel.draw(FieldPicker(purpose: .sort), into: &grid).size.width == 0)
    }
}
