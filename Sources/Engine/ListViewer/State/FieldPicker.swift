import BurinTerminal

/// The `s` and `c` panel: the fields the records in view have, each with how many records have it
/// (the app's named sorts first, for `s`), while they are counted off the main loop; j/k move, `/`
/// narrows by typing, Enter picks, Esc backs out.
public struct FieldPicker: Sendable, Equatable {
    /// What a picked field is for.
    public enum Purpose: Sendable, Equatable {
        /// Sorting the list by it (`s`).
        case sort
        /// Counting its values (`c`): the counts panel opens.
        case count
    }

    public let purpose: Purpose
    /// Every field offered; nil while they are being counted.
    public private(set) var choices: [FieldChoice]?
    /// Records looked at when the fields came.
    public private(set) var records = 0
    /// How far the count of fields got, 0...1.
    public private(set) var progress = 0.0
    /// The text narrowing the fields while `/` is typing it; nil when not narrowing.
    public private(set) var narrowing: String?
    /// The chosen line among `shown`.
    public private(set) var selected = 0
    /// Enter came before the fields did (`c/tags` and Enter typed ahead): the field chosen once they
    /// come is picked then.
    public internal(set) var picksWhenCounted = false

    public init(purpose: Purpose) {
        self.purpose = purpose
    }

    /// The fields listed now: those whose name or field contains the narrowing text (any case).
    public var shown: [FieldChoice] {
        guard let choices else { return [] }
        guard let narrowing, !narrowing.isEmpty else { return choices }
        let wanted = narrowing.lowercased()
        return choices.filter { $0.name.lowercased().contains(wanted) || $0.field.lowercased().contains(wanted) }
    }

    /// The field Enter picks now.
    public var chosen: FieldChoice? {
        let shown = shown
        return shown.indices.contains(selected) ? shown[selected] : nil
    }

    /// The fields came: named sorts only where sorting.
    mutating func fieldsCame(_ fields: [FieldChoice], records: Int) {
        choices = purpose == .sort ? fields : fields.filter { !$0.isNamedSort }
        self.records = records
        progress = 1
        selected = 0
    }

    mutating func progressed(to fraction: Double) { progress = max(0, min(1, fraction)) }

    /// Moves the choice by `delta`, stopping at the ends.
    mutating func move(by delta: Int) {
        selected = max(0, min(shown.count - 1, selected + delta))
    }

    mutating func startNarrowing() { narrowing = narrowing ?? "" }

    /// Adds `text` to the narrowing (empty: clears it); the choice goes back to the first field.
    mutating func narrow(adding text: String) {
        narrowing = text.isEmpty ? "" : (narrowing ?? "") + text
        selected = 0
    }

    mutating func narrowBackspace() {
        guard var text = narrowing, !text.isEmpty else { return }
        text.removeLast()
        narrowing = text
        selected = 0
    }

    /// Esc while narrowing drops the narrowing; returns false when there was none (the panel closes).
    mutating func stopNarrowing() -> Bool {
        guard narrowing != nil else { return false }
        narrowing = nil
        selected = 0
        return true
    }

    /// What a key means while choosing among the fields; `narrowing`: while `/` types.
    static func command(for key: Key, narrowing: Bool) -> ViewerCommand? {
        if narrowing {
            switch key {
            case .character(let c): return .panelText(String(c))
            case .backspace: return .panelBackspace
            case .control("u"): return .panelText("")
            default: break
            }
        } else if key == .character("/") {
            return .panelNarrow
        }
        return PanelKeys.command(for: key)
    }
}
