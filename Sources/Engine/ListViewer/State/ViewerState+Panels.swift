/// The field picker (`s`, `c`) and the counts panel in the viewer's state machine: which panel is
/// open, what its keys do, and what the driver must start (a count of fields or of values, off the
/// main loop), sort by, or add to the filter.
extension ViewerState {
    /// The field picker being shown; nil otherwise.
    public var fieldPicker: FieldPicker? {
        if case .pickingField(let picker) = activity { picker } else { nil }
    }

    /// The counts panel being shown; nil otherwise.
    public var countsPanel: CountsPanelState? {
        if case .readingCounts(let panel) = activity { panel } else { nil }
    }

    /// Whether a panel waits for a count the driver is making.
    public var isWaitingForCounts: Bool {
        if let picker = fieldPicker { return picker.choices == nil }
        if let panel = countsPanel { return panel.counts == nil }
        return false
    }

    /// The driver drained the count running for the open panel; a result for another panel (one
    /// closed since) is ignored. Returns what to do when the fields came after Enter was typed ahead.
    public mutating func countsProgressed(_ update: CountsUpdate) -> [ViewerEffect] {
        switch activity {
        case .pickingField(var picker) where picker.choices == nil:
            guard case .fields(let fields, let records) = update.result else {
                picker.progressed(to: update.progress)
                activity = .pickingField(picker)
                return []
            }
            picker.fieldsCame(fields, records: records)
            let picks = picker.picksWhenCounted
            picker.picksWhenCounted = false
            activity = .pickingField(picker)
            return picks ? commitPanel() : []
        case .readingCounts(var panel) where panel.counts == nil:
            if case .values(let counts) = update.result, counts.field == panel.field {
                panel.countsCame(counts)
            } else {
                panel.progressed(to: update.progress)
            }
            activity = .readingCounts(panel)
        default: break
        }
        return []
    }

    /// The open panel cannot go on (the list has no fields to count, a path that cannot be read):
    /// it closes, and the status bar says why.
    public mutating func closePanel(saying why: String) {
        switch activity {
        case .pickingField, .readingCounts:
            activity = .browsing
            show(why)
        default: break
        }
    }

    mutating func panelEffects(_ command: ViewerCommand, context: ViewerContext) -> [ViewerEffect] {
        switch command {
        case .pickSortField, .countValues:
            activity = .pickingField(FieldPicker(purpose: command == .pickSortField ? .sort : .count))
            return [.stopMomentum, .startCensus]
        case .panelCommit:
            return commitPanel()
        case .panelCancel:
            if case .pickingField(var picker) = activity, picker.stopNarrowing() {
                activity = .pickingField(picker)
                return []
            }
            activity = .browsing
            return [.cancelCounts]
        default:
            changePanel(command)
            return []
        }
    }

    private mutating func commitPanel() -> [ViewerEffect] {
        switch activity {
        case .pickingField(var picker):
            guard picker.choices != nil else {
                picker.picksWhenCounted = true
                activity = .pickingField(picker)
                return []
            }
            guard let chosen = picker.chosen else { return [] }
            switch picker.purpose {
            case .sort:
                activity = .browsing
                return [.sort(field: chosen.field)]
            case .count:
                activity = .readingCounts(CountsPanelState(field: chosen.field))
                return [.startCounts(field: chosen.field)]
            }
        case .readingCounts(let panel):
            guard let value = panel.chosen else { return [] }
            activity = .browsing
            return [.addFilterTerm(field: panel.field, value: value.text)]
        default:
            return []
        }
    }

    /// Moving, and narrowing the fields by typing.
    private mutating func changePanel(_ command: ViewerCommand) {
        switch activity {
        case .pickingField(var picker):
            switch command {
            case .panelMove(let delta): picker.move(by: delta)
            case .panelNarrow: picker.startNarrowing()
            case .panelText(let text): picker.narrow(adding: text)
            case .panelBackspace: picker.narrowBackspace()
            default: return
            }
            activity = .pickingField(picker)
        case .readingCounts(var panel):
            guard case .panelMove(let delta) = command else { return }
            panel.move(by: delta)
            activity = .readingCounts(panel)
        default: break
        }
    }
}
