/// What the viewer itself is doing, apart from the list: browsing, typing a filter or reading help,
/// a count being typed, and the answer to the last command. A pure state machine, as `RowScheduler`
/// is the pipeline's: `apply(_:in:)` takes a command and the facts of the moment and returns the
/// effects that `ListViewer` carries out on the pipeline, the model, the app and the screen, so
/// every key is tested without a screen (`ViewerStateTests`).
public struct ViewerState: Sendable, Equatable {
    /// What the keys mean now.
    public enum Activity: Sendable, Equatable {
        case browsing
        /// Typing a filter: the text so far, and where the list was when `/` was pressed (cancelling
        /// goes back there).
        case typingFilter(draft: String, origin: ListPlace)
        /// The help panel, scrolled by this many lines.
        case readingHelp(scroll: Int)
        /// Choosing which of a row's lists to walk into (`ListChooser`).
        case choosingList(ListChooser)
        /// Choosing a field to sort by or to count (`FieldPicker`), and reading a field's counts.
        case pickingField(FieldPicker)
        case readingCounts(CountsPanelState)
    }

    public internal(set) var activity = Activity.browsing
    /// A count prefix being typed (`12` of `12G`); it applies to the one command after it.
    public private(set) var pendingCount: Int?
    /// The answer to the last command ("reloaded: no change"); the next command clears it.
    public private(set) var notice: String?
    var keyRepeat = KeyRepeat()

    public init() {}

    /// How keys are decoded in this activity.
    public var keyMode: KeyBindings.Mode {
        switch activity {
        case .browsing: .browsing
        case .typingFilter: .typingFilter
        case .readingHelp: .readingHelp
        case .choosingList: .choosingList
        case .pickingField(let picker): picker.narrowing == nil ? .pickingField : .narrowingField
        case .readingCounts: .readingCounts
        }
    }

    /// The filter's text while it is being typed; nil otherwise.
    public var filterDraft: String? {
        if case .typingFilter(let draft, _) = activity { draft } else { nil }
    }

    /// The help panel's first line shown while it is open; nil otherwise.
    public var helpScroll: Int? {
        if case .readingHelp(let scroll) = activity { scroll } else { nil }
    }

    /// Answers the command before it, from the app (a copied link) or the viewer (`q quits`).
    public mutating func show(_ notice: String) { self.notice = notice }

    /// The help panel's scroll as drawn: it cannot go past what the screen needs.
    public mutating func helpScrolled(to scroll: Int) {
        if case .readingHelp = activity { activity = .readingHelp(scroll: scroll) }
    }

    /// Applies `command` with the facts in `context`; returns what the driver must do, in order.
    public mutating func apply(_ command: ViewerCommand, in context: ViewerContext) -> [ViewerEffect] {
        if command == .walkOutOrHelp {
            return apply(context.walkDepth > 0 ? .walkOut : .toggleHelp, in: context)
        }
        var effects: [ViewerEffect] = []
        switch command {
        case .bottom, .resize, .toggleOverlay, .toggleHelp, .closeHelp, .scrollHelp, .repaint, .suspend, .reload,
            .quit, .countDigit:
            break
        // Opening and moving in a panel leave the list as it is (the end of a list being followed, say).
        case .pickSortField, .countValues, .panelMove, .panelNarrow, .panelText, .panelBackspace, .panelCancel:
            break
        // Anything else that changes what is on screen (unfolding a row, say) keeps the top row still
        // rather than the end of the list.
        default: effects.append(.releaseEnd)
        }
        switch command {
        case .repaint, .resize, .countDigit: break
        default: notice = nil
        }
        let count = pendingCount
        switch command {
        case .countDigit, .resize: break
        default: pendingCount = nil
        }
        effects += effectsOf(command, count: count, context: context)
        return effects
    }

    private mutating func effectsOf(_ command: ViewerCommand, count: Int?, context: ViewerContext) -> [ViewerEffect] {
        let times = count ?? 1
        let lastRow = max(0, context.rowCount - 1)
        switch command {
        case .countDigit(let digit):
            // Nine digits are more rows than any list has; more would overflow.
            let value = (pendingCount ?? 0) * 10 + digit
            pendingCount = value < 1_000_000_000 ? value : pendingCount
            return []
        case .scroll(let lines):
            let step = count == nil ? keyRepeat.lines(for: lines, at: context.now) : lines * times
            return [.stopMomentum, .scroll(lines: step)]
        case .page(let fraction):
            // As in less: a page is the whole list area, with no line kept for context.
            let lines = Int((Double(max(1, context.viewportHeight)) * fraction).rounded())
            return [.stopMomentum, .scroll(lines: (lines == 0 ? (fraction > 0 ? 1 : -1) : lines) * times)]
        case .wheel(let lines):
            return [.wheel(lines: lines)]
        case .top:
            return [.stopMomentum, .jump(toIndex: min(lastRow, max(0, times - 1)))]
        case .bottom:
            guard let count else { return [.stopMomentum, .jumpToEnd] }
            return [.stopMomentum, .releaseEnd, .jump(toIndex: min(lastRow, max(0, count - 1)))]
        case .nextRow: return [.moveFocus(by: times)]
        case .previousRow: return [.moveFocus(by: -times)]
        case .activate: return [.activate]
        case .appKey(let key): return [.appKey(key)]
        case .toggleOverlay: return [.toggleOverlay]
        case .toggleHelp:
            activity = activity.isReadingHelp ? .browsing : .readingHelp(scroll: 0)
            return []
        case .closeHelp:
            activity = .browsing
            return []
        case .scrollHelp(let lines):
            if let scroll = helpScroll { activity = .readingHelp(scroll: max(0, scroll + lines)) }
            return []
        case .startFilter:
            activity = .typingFilter(draft: context.filter ?? "", origin: context.place)
            return []
        case .filterText, .filterBackspace, .filterCommit, .filterCancel:
            return filterEffects(command)
        case .back:
            // Backs out of one thing, innermost first; a count being typed was dropped above.
            guard count == nil else { return [] }
            if context.filter != nil { return [.filter("")] }
            if context.hasFocus { return [.clearFocus] }
            notice = "q quits"
            return []
        case .click(let x, let y): return [.click(x: x, y: y)]
        case .walkIn: return [.stopMomentum, .walkIn]
        case .chooseMove, .chooseCommit, .chooseCancel: return chooserEffects(command)
        case .walkOutOrHelp: return []
        case .walkOut:
            guard context.walkDepth > 0 else {
                notice = "this is the top list"
                return []
            }
            return [.stopMomentum, .walkOut]
        case .resize(let columns, _): return [.resize(width: max(1, columns))]
        case .reload: return [.reload]
        case .follow: return [.stopMomentum, .follow]
        case .reverseSort: return [.reverseSort]
        case .pickSortField, .countValues, .panelMove, .panelNarrow, .panelText, .panelBackspace, .panelCommit,
            .panelCancel:
            return panelEffects(command, context: context)
        case .repaint: return [.repaint]
        case .suspend: return [.suspend]
        case .quit: return [.quit]
        case .terminate(let signal): return [.terminate(status: 128 + signal)]
        }
    }

    /// The filter's keys: each change of the draft narrows the list at once.
    private mutating func filterEffects(_ command: ViewerCommand) -> [ViewerEffect] {
        guard case .typingFilter(var draft, let origin) = activity else { return [] }
        switch command {
        case .filterText(let text):
            draft = text.isEmpty ? "" : draft + text
        case .filterBackspace:
            if !draft.isEmpty { draft.removeLast() }
        case .filterCommit:
            activity = .browsing
            return []
        case .filterCancel:
            activity = .browsing
            return [.cancelFilter(returningTo: origin)]
        default:
            return []
        }
        activity = .typingFilter(draft: draft, origin: origin)
        return [.filter(draft)]
    }
}

extension ViewerState.Activity {
    var isReadingHelp: Bool {
        if case .readingHelp = self { true } else { false }
    }
}
