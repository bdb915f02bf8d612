import BurinCore

/// Where text that does not fit is cut; the cut is marked with `…` (one column).
public enum Truncation: Hashable, Sendable {
    /// `The quick br…`
    case end
    /// `The qu…y dog`
    case middle
    /// `…the lazy dog`
    case start
}

/// Which clusters survive a truncation: `head`, then an ellipsis (if `ellipsis`), then `tail`.
///
/// Computed on indices so the layout engine can keep each surviving cluster's style.
struct TruncationPlan: Equatable {
    var head: Range<Int>
    var tail: Range<Int>
    var ellipsis: Bool

    static let ellipsisCluster = Cluster("\u{2026}", width: 1)

    /// The plan for `count` clusters whose widths `width(i)` gives, to fit `limit` columns; nil when
    /// they already fit. A cluster that does not fit whole is dropped, so the result, ellipsis
    /// included, is never wider than `limit`. Spaces next to the ellipsis are dropped too.
    static func make(
        count: Int, limit: Int, mode: Truncation, isSpace: (Int) -> Bool, width: (Int) -> Int
    ) -> TruncationPlan? {
        var total = 0
        for i in 0..<count {
            total += width(i)
            if total > limit { break }
        }
        if total <= limit { return nil }
        guard limit > 0 else { return TruncationPlan(head: 0..<0, tail: count..<count, ellipsis: false) }
        let budget = limit - 1
        var headEnd = 0
        var tailStart = count
        var used = 0
        let headBudget: Int
        switch mode {
        case .end: headBudget = budget
        case .middle: headBudget = (budget + 1) / 2
        case .start: headBudget = 0
        }
        while headEnd < count, used + width(headEnd) <= headBudget {
            used += width(headEnd)
            headEnd += 1
        }
        if mode != .end {
            while tailStart > headEnd, used + width(tailStart - 1) <= budget {
                used += width(tailStart - 1)
                tailStart -= 1
            }
        }
        while headEnd > 0, isSpace(headEnd - 1) { headEnd -= 1 }
        while tailStart < count, isSpace(tailStart) { tailStart += 1 }
        return TruncationPlan(head: 0..<headEnd, tail: tailStart..<count, ellipsis: true)
    }
}
