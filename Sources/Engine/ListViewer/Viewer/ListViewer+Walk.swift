import BurinCore

/// A list the viewer walked in from, kept whole (its items, filter, focus, and the pipeline with its
/// place and drawn rows), so that going back shows it exactly as it was left.
struct ListWalkStep<Items: ListItems, Renderer: RowRenderer> {
    let model: ListModel<Items>
    let pipeline: RowPipeline<Renderer>
    let path: String?
}

extension ListViewer {
    /// The model of the app's own items, which its updates (loading, live changes) are about.
    var rootModel: ListModel<App.Items> { walkedFrom.first?.model ?? model }

    /// `l`: opens the list the focused (or top) row holds as a list of its own, keeping this one to
    /// come back to. Where a row holds several, the user chooses (`ListChooser`).
    func walkIn() {
        guard let id = focusedOrTopRow() else {
            state.show("no row to open a list of")
            return
        }
        model.focus(id)
        let names = app.lists(in: model.items, row: id)
        guard names.count < 2 else {
            state.choose(among: ListChooser(names: names, row: id))
            return
        }
        guard !names.isEmpty else {
            state.show("no list to open")
            return
        }
        open(list: 0, of: id)
    }

    /// Opens list `choice` of row `id` (of the list shown now) and shows it.
    func open(list choice: Int, of id: RowID) {
        let names = app.lists(in: model.items, row: id)
        guard names.indices.contains(choice), let items = app.open(list: choice, in: model.items, row: id) else {
            state.show("the list could not be read")
            return
        }
        walkedFrom.append(ListWalkStep(model: model, pipeline: pipeline, path: walkPath))
        let nested = ListModel(
            items: items, matches: { [unowned app] in app.matches($0, query: $1) },
            estimatedHeight: { [unowned app] in app.estimatedHeight(width: $0) },
            background: app.background(walkedInto: items))
        nested.willHandOut = { [unowned app] in app.willLayOut($1, at: $0) }
        model = nested
        pipeline = RowPipeline(
            renderer: app.renderer, source: nested, layoutExecutor: executors.layout,
            drawExecutor: executors.draw, clock: clock, configuration: walkedFrom[0].pipeline.configuration,
            width: max(1, screen.size.width), style: app.style)
        pipeline.setWaker(screen.waker)
        walkPath = names[choice]
        app.showing(items)
    }

    /// ←: back to the list walked in from, at the place and focus it was left with.
    func walkOut() {
        guard let back = walkedFrom.popLast() else { return }
        model = back.model
        pipeline = back.pipeline
        walkPath = back.path
        pipeline.width = max(1, screen.size.width)
        app.showing(model.items)
    }
}
