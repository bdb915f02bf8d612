import BurinCore

extension ListViewer {
    /// What the status bar says this frame: the viewer's facts, then the app's.
    func statusFacts(_ frame: Frame) -> StatusBar.Facts {
        let scanning = !model.isFilterComplete
        // The row you are on: the focused one while it is on screen, else the top one.
        let focused = model.focused
        let focusedIndex = focused.flatMap { id in frame.rows.firstIndex { $0.id == id } }.map { frame.rows[$0].index }
        let empty = model.rowCount == 0 && model.items.isComplete
        return StatusBar.Facts(
            title: walkPath ?? app.title, position: focusedIndex ?? frame.position.index, count: model.rowCount,
            totalCount: model.items.count, place: place(of: frame), filter: model.filter?.query,
            filterScanning: scanning, filterProgress: scanning ? model.filter?.fraction : nil,
            filterError: model.filterError, prompt: state.filterDraft,
            message: state.notice ?? message ?? (empty ? emptyMessage : nil), pendingCount: state.pendingCount,
            appFacts: sortFacts + followFacts + app.statusFacts)
    }

    /// Where the screen is in the list, as less says it: TOP, END, ALL, or the share of rows up to
    /// the last one fully on screen.
    func place(of frame: Frame) -> StatusBar.Place {
        let count = model.rowCount
        // Rows are read in place (a row carries its drawing's content key, too big to copy).
        let rows = frame.rows
        guard count > 0, let last = rows.indices.last else { return .all }
        let atTop = frame.position.index == 0 && frame.position.offset == 0
        let atEnd = rows[last].index == count - 1 && rows[last].top + rows[last].height <= frame.viewportHeight
        if atTop, atEnd { return .all }
        if atTop { return .top }
        if atEnd { return .end }
        let whole = rows.lastIndex { $0.top + $0.height <= frame.viewportHeight } ?? last
        return .percent(min(99, max(1, (rows[whole].index + 1) * 100 / count)))
    }

    /// The sort the list is in (`sorted by -rating`), as important as what the app says of its records.
    private var sortFacts: [StatusBar.Fact] { model.sorter?.statusText.map { [StatusBar.Fact($0, rank: 6)] } ?? [] }

    private var emptyMessage: String {
        model.filter == nil ? app.emptyMessage : "nothing matches; Esc clears the filter"
    }
}
