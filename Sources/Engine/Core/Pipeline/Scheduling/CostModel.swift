/// Running averages of what laying out and drawing a row cost, per kind of row, after Android's
/// GapWorker: the scheduler asks it whether the work for a row would fit in what is left of a frame.
///
/// Kinds are the renderer's (`RowRenderer.kind(of:)`): a card with a photograph and a one-line
/// notice cost very different amounts. Averages are exponentially weighted, so a kind whose cost
/// changes (images now in the cache) is followed within a few samples.
public struct CostModel: Sendable, Equatable {
    private struct Average: Sendable, Equatable {
        var seconds = 0.0
        var samples = 0

        mutating func add(_ cost: Duration) {
            let x = max(0, cost.seconds)
            seconds = samples == 0 ? x : seconds + (x - seconds) * CostModel.weight
            samples += 1
        }
    }

    /// How much each new sample moves an average.
    static let weight = 0.25

    private var layouts: [Int: Average] = [:]
    private var draws: [Int: Average] = [:]

    public init() {}

    public mutating func noteLayout(kind: Int, cost: Duration) { layouts[kind, default: Average()].add(cost) }
    public mutating func noteDraw(kind: Int, cost: Duration) { draws[kind, default: Average()].add(cost) }

    /// The expected cost of a row of `kind`: its drawing, and its layout too when `needsLayout`. Nil
    /// until each part has been measured at least once for that kind: nothing is guessed.
    public func expectedCost(kind: Int, needsLayout: Bool) -> Duration? {
        guard let draw = draws[kind], draw.samples > 0 else { return nil }
        var seconds = draw.seconds
        if needsLayout {
            guard let layout = layouts[kind], layout.samples > 0 else { return nil }
            seconds += layout.seconds
        }
        return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }
}
