import BurinCore

extension ListViewer {
    /// What the status bar says this frame: the viewer's facts, then the app's.
    func statusFacts(_ frame: Frame) -> StatusBar.Facts {
        let scanning = !model.isFilterComplete
        // The row you are on: the focused one while it is on screen, else the top one.
        let focusedIndex = frame.rows.first { $0.id != nil && $0.id == model.focused }?.index
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
        guard count > 0, let last = frame.rows.last else { return .all }
        let atTop = frame.position.index == 0 && frame.position.offset == 0
        let atEnd = last.index == count - 1 && last.top + last.height <= frame.viewportHeight
        if atTop, atEnd { return .all }
        if atTop { return .top }
        if atEnd { return .end }
        let bottom = frame.rows.last { $0.top + $0.height <= frame.viewportHeight }?.index ?? last.index
        return .percent(min(99, max(1, (bottom + 1) * 100 / count)))
    }

    /// The sort the list is in (`sorted by -rating`), as important as what the app says of its records.
    private var sortFacts: [StatusBar.Fact] { model.sorter?.statusText.map { [StatusBar.Fact($0, rank: 6)] } ?? [] }

    private var emptyMessage: String {
        model.filter == nil ? app.emptyMessage : "nothing matches; Esc clears the filter"
    }
}
