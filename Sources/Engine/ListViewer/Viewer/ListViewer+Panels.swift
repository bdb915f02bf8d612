import BurinCore

extension ListViewer {
    /// Carries out what the field picker and the counts panel ask: counts started and stopped on the
    /// app's `BackgroundCounts`, a sort, a term added to the filter.
    func carryOutPanel(_ effect: ViewerEffect) {
        switch effect {
        case .startCensus:
            guard let counts = model.counts else {
                state.closePanel(saying: "this list has no fields to pick from")
                return
            }
            counts.startCensus()
        case .startCounts(let field):
            do throws(FilterError) {
                try model.counts?.startCounts(of: field)
            } catch {
                state.closePanel(saying: error.description)
            }
        case .cancelCounts:
            model.counts?.cancel()
        case .sort(let field):
            model.setSort(field)
        case .addFilterTerm(let field, let value):
            guard let term = model.counts?.filterTerm(field: field, value: value) else {
                state.show("a filter cannot say \(field)'s value")
                return
            }
            let current = model.filter?.query ?? ""
            applyFilter(current.allSatisfy(\.isWhitespace) ? term : current + " " + term)
        default:
            break
        }
    }

    /// Once a frame: what the count for the open panel did since the last frame (stepped runs wait
    /// for it to finish, so a snapshot shows the panel full).
    func advancePanels() {
        guard state.isWaitingForCounts, let counts = model.counts else { return }
        if executors.isStepped { counts.waitUntilComplete() }
        guard let update = counts.drain() else { return }
        // Enter typed before the fields came picks the field chosen now that they have.
        for effect in state.countsProgressed(update) { carryOutPanel(effect) }
    }

    /// Draws the open panel, if any; returns the rect it covers.
    func drawPanel(into grid: inout CellGrid, usesColor: Bool) -> CellRect? {
        if let picker = state.fieldPicker {
            return FieldPickerPanel.draw(picker, into: &grid, theme: app.theme, usesColor: usesColor)
        }
        if let panel = state.countsPanel {
            return CountsPanel.draw(panel, into: &grid, theme: app.theme, usesColor: usesColor)
        }
        return nil
    }
}
