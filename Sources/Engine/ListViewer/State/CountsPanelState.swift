/// The counts panel (`c`): a field's most frequent values in the records in view, with how many
/// records hold each and their share, counted off the main loop; j/k choose a value, Enter adds
/// `field=value` to the filter, Esc closes.
public struct CountsPanelState: Sendable, Equatable {
    /// The field counted (a dotted path).
    public let field: String
    /// The counts; nil while they are being made.
    public private(set) var counts: ValueCounts?
    /// How far the counting got, 0...1.
    public private(set) var progress = 0.0
    public private(set) var selected = 0

    public init(field: String) {
        self.field = field
    }

    /// The value Enter filters by now.
    public var chosen: ValueCounts.Value? {
        guard let values = counts?.values, values.indices.contains(selected) else { return nil }
        return values[selected]
    }

    mutating func countsCame(_ counts: ValueCounts) {
        self.counts = counts
        progress = 1
        selected = 0
    }

    mutating func progressed(to fraction: Double) { progress = max(0, min(1, fraction)) }

    /// Moves the choice by `delta`, stopping at the ends.
    mutating func move(by delta: Int) {
        selected = max(0, min((counts?.values.count ?? 0) - 1, selected + delta))
    }
}
