import BurinCore

extension ListViewer {
    func perform(_ command: ViewerCommand) {
        let h = viewportHeight
        switch command {
        case .bottom, .resize, .toggleOverlay, .toggleHelp, .closeHelp, .scrollHelp, .repaint, .suspend, .reload,
            .quit, .countDigit:
            break
        // Anything else that changes what is on screen (unfolding a row, say) keeps the top row still
        // rather than the end of the list.
        default: pipeline.releaseEnd()
        }
        // A notice answers the command before it; the next command (but a repaint) clears it.
        switch command {
        case .repaint, .resize, .countDigit: break
        default: notice = nil
        }
        // A count applies to the one command after it, whatever that is.
        let count = pendingCount
        switch command {
        case .countDigit, .resize: break
        default: pendingCount = nil
        }
        let times = count ?? 1
        switch command {
        case .countDigit(let digit):
            // Nine digits are more rows than any list has; more would overflow.
            let value = (pendingCount ?? 0) * 10 + digit
            pendingCount = value < 1_000_000_000 ? value : pendingCount
        case .scroll(let lines):
            momentum.stop()
            let step = count == nil ? keyRepeat.lines(for: lines, at: frameStart) : lines * times
            pipeline.scroll(by: step, viewportHeight: h)
        case .page(let fraction):
            momentum.stop()
            // As in less: a page is the whole list area, with no line kept for context.
            let lines = Int((Double(max(1, h)) * fraction).rounded())
            pipeline.scroll(by: (lines == 0 ? (fraction > 0 ? 1 : -1) : lines) * times, viewportHeight: h)
        case .wheel(let lines):
            pipeline.scroll(by: lines, viewportHeight: h)
            momentum.impulse(lines: lines)
        case .top:
            momentum.stop()
            pipeline.jump(toIndex: max(0, min(model.rowCount - 1, (count ?? 1) - 1)), viewportHeight: h)
        case .bottom:
            momentum.stop()
            if let count {
                pipeline.releaseEnd()
                pipeline.jump(toIndex: max(0, min(model.rowCount - 1, count - 1)), viewportHeight: h)
            } else {
                pipeline.jumpToEnd(viewportHeight: h)
            }
        case .nextRow: moveFocus(by: times)
        case .previousRow: moveFocus(by: -times)
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
                notice = text
            }
        case .toggleOverlay: overlay.isVisible.toggle()
        case .toggleHelp:
            mode = mode == .readingHelp ? .browsing : .readingHelp
            helpScroll = 0
        case .closeHelp: mode = .browsing
        case .scrollHelp(let lines): helpScroll = max(0, helpScroll + lines)
        case .startFilter:
            filterDraft = model.filter?.query ?? ""
            filterOrigin = (model.sourceIndex(at: pipeline.position.index) ?? 0, pipeline.position.offset)
            mode = .typingFilter
        case .filterText(let text):
            filterDraft = text.isEmpty ? "" : filterDraft + text
            applyFilter(filterDraft)
        case .filterBackspace:
            if !filterDraft.isEmpty { filterDraft.removeLast() }
            applyFilter(filterDraft)
        case .filterCommit:
            mode = .browsing
            filterOrigin = nil
        case .filterCancel:
            mode = .browsing
            cancelFilter()
        case .back:
            // Backs out of one thing, innermost first; a count being typed was dropped above.
            if count == nil {
                if model.filter != nil {
                    applyFilter("")
                } else if model.focused != nil {
                    model.focus(nil)
                } else {
                    notice = "q quits"
                }
            }
        case .click(let x, let y): click(x: x, y: y)
        case .resize(let columns, _):
            pipeline.width = max(1, columns)
        case .reload:
            notice = app.reload()
        case .repaint:
            screen.repaintAll()
        case .suspend:
            // The shell gets a terminal without pictures; on return the planner, having forgotten
            // them, sends and places them again with the next frame.
            if let pictures { screen.present(grid) { _ in pictures.removeAll() } }
            // The screen is written again whole on return, without hyperlinks.
            links?.forgetAll()
            screen.suspend()
        case .quit:
            isRunning = false
        case .terminate(let signal):
            isRunning = false
            exitStatus = 128 + signal
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
            filterDraft = query
            applyFilter(query)
        case .notice(let text):
            model.focus(id)
            notice = text
        }
    }

    /// Drops the filter being typed and puts back the row that was at the top when `/` was pressed,
    /// at the same line: cancelling is as if the filter had never been typed.
    private func cancelFilter() {
        guard let origin = filterOrigin else {
            applyFilter("")
            return
        }
        filterOrigin = nil
        model.setFilter("")
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: origin.source) ?? 0, offset: origin.offset)
    }

    /// Narrows the list, keeping the row at the top (or the nearest one after it) in view.
    private func applyFilter(_ query: String) {
        let topSource = model.sourceIndex(at: pipeline.position.index) ?? 0
        model.setFilter(query)
        model.advanceFilter(budget: 20_000)
        pipeline.reanchor(toIndex: model.nearestListIndex(atOrAfterSource: topSource) ?? 0)
    }

    private func focusedOrTopRow() -> RowID? {
        if let id = model.focused, lastFrame?.rows.contains(where: { $0.id == id }) == true { return id }
        return lastFrame?.rows.first(where: { $0.top >= 0 })?.id ?? lastFrame?.rows.first?.id
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
