import BurinCore

extension ListViewer {
    /// Runs `command` through the viewer's state machine and carries out what it asks.
    func perform(_ command: ViewerCommand) {
        var context = ViewerContext(
            viewportHeight: viewportHeight, rowCount: model.rowCount, filter: model.filter?.query,
            hasFocus: model.focused != nil,
            place: ListPlace(
                source: model.sourceIndex(at: pipeline.position.index) ?? 0, offset: pipeline.position.offset),
            now: frameStart)
        context.walkDepth = walkedFrom.count
        for effect in state.apply(command, in: context) { carryOut(effect) }
    }

    private func carryOut(_ effect: ViewerEffect) {
        let h = viewportHeight
        switch effect {
        case .scroll, .wheel, .jump, .jumpToEnd, .moveFocus, .click, .cancelFilter, .walkIn, .walkOut, .openList:
            filterAnchor = nil
        default: break
        }
        switch effect {
        case .releaseEnd: pipeline.releaseEnd(viewportHeight: h)
        case .stopMomentum: momentum.stop()
        case .scroll(let lines): pipeline.scroll(by: lines, viewportHeight: h)
        case .wheel(let lines):
            pipeline.scroll(by: lines, viewportHeight: h)
            momentum.impulse(lines: lines)
        case .jump(let index): pipeline.jump(toIndex: index, viewportHeight: h)
        case .jumpToEnd: pipeline.jumpToEnd(viewportHeight: h)
        case .moveFocus(let delta): moveFocus(by: delta)
        case .activate:
            if let id = focusedOrTopRow() {
                let layout = lastFrame?.rows.first { $0.id == id }?.layout
                carryOut(app.activate(row: id, layout: layout, isUnfolded: model.isUnfolded(id)), on: id)
            }
        case .appKey(let key):
            let id = focusedOrTopRow()
            let layout = id.flatMap { id in lastFrame?.rows.first { $0.id == id }?.layout }
            let outcome = app.perform(key: key, row: id, layout: layout)
            if let id {
                carryOut(outcome, on: id)
            } else if case .notice(let text) = outcome {
                state.show(text)
            }
        case .click(let x, let y): click(x: x, y: y)
        case .filter(let query): applyFilter(query)
        case .cancelFilter(let origin):
            model.setFilter("")
            pipeline.reanchor(
                toIndex: model.nearestListIndex(atOrAfterSource: origin.source) ?? 0, offset: origin.offset)
        case .clearFocus: model.focus(nil)
        case .walkIn: walkIn()
        case .walkOut: walkOut()
        case .openList(let choice, let row): open(list: choice, of: row)
        case .toggleOverlay: overlay.isVisible.toggle()
        case .resize(let width): pipeline.width = width
        case .reload: state.show(app.reload())
        case .follow: followKey()
        case .reverseSort: if let notice = model.reverseSort() { state.show(notice) }
        case .startCensus, .startCounts, .cancelCounts, .sort, .addFilterTerm: carryOutPanel(effect)
        case .repaint: screen.repaintAll()
        case .suspend:
            // The shell gets a terminal without pictures; on return the planner, having forgotten
            // them, sends and places them again with the next frame.
            if let pictures { screen.present(grid) { _ in pictures.removeAll() } }
            // The screen is written again whole on return, without hyperlinks.
            links?.forgetAll()
            screen.suspend()
        case .quit:
            isRunning = false
        case .terminate(let status):
            isRunning = false
            exitStatus = status
        }
    }

    /// Does what a row's action or Enter asked for.
    private func carryOut(_ outcome: ListOutcome, on id: RowID) {
        switch outcome {
        case .focus: model.focus(id)
        case .toggleUnfolded:
            model.focus(id)
            model.toggleUnfolded(id)
        case .filter(let query):
            applyFilter(query)
        case .notice(let text):
            model.focus(id)
            state.show(text)
        }
    }

    /// Narrows the list, keeping the row at the top (or the nearest one after it) in view; a
    /// search in the background keeps it so as its matches come, until the list is moved.
    func applyFilter(_ query: String) {
        let topSource = model.sourceIndex(at: pipeline.position.index) ?? filterAnchor ?? 0
        model.setFilter(query)
        model.advanceFilter(budget: 20_000)
        filterAnchor = model.isFilterComplete ? nil : topSource
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: topSource) ?? 0)
    }

    /// While a search in the background brings matches, the row the filter started from (or the
    /// nearest match after it) stays at the top.
    func keepFilterAnchor() {
        guard let anchor = filterAnchor else { return }
        if model.isFilterComplete { filterAnchor = nil }
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: anchor) ?? 0)
    }

    func focusedOrTopRow() -> RowID? {
        if let id = model.focused, lastFrame?.rows.contains(where: { $0.id == id }) == true { return id }
        if let row = lastFrame?.rows.first(where: { $0.top >= 0 }) ?? lastFrame?.rows.first { return row.id }
        // A key typed before the first rows were placed (a loaded machine, a slow start) acts on the
        // row the list starts at, as it will be shown.
        return model.identity(at: pipeline.position.index)?.id
    }

    private func moveFocus(by delta: Int) {
        guard let frame = lastFrame, let first = frame.rows.first, let last = frame.rows.last else { return }
        let current = frame.rows.first { $0.id == model.focused && model.focused != nil }
        let base = current?.index ?? (delta > 0 ? first.index - 1 : last.index + 1)
        let target = max(0, min(model.rowCount - 1, base + delta))
        guard let entry = model.identity(at: target) else { return }
        model.focus(entry.id)
        // Keep the focused row fully on screen.
        if let row = frame.rows.first(where: { $0.index == target }) {
            if row.top < 0 {
                pipeline.scroll(by: row.top, viewportHeight: viewportHeight)
            } else if row.top + row.height > viewportHeight {
                pipeline.scroll(by: row.top + row.height - viewportHeight, viewportHeight: viewportHeight)
            }
        } else {
            pipeline.jump(toIndex: target, viewportHeight: viewportHeight)
        }
    }

    private func click(x: Int, y: Int) {
        guard let frame = lastFrame, y < viewportHeight,
            let row = frame.rows.first(where: { y >= $0.top && y < $0.top + $0.height }), let id = row.id
        else { return }
        // Regions are listed most specific first; a click elsewhere on a row focuses it.
        guard let action = row.layout?.action(at: CellPoint(x: x, y: y - row.top)) else {
            model.focus(id)
            return
        }
        carryOut(app.outcome(of: action, row: id), on: id)
    }
}
