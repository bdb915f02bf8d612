/// A sorted view of the items: the item positions in the order the list shows them, with the reverse
/// map, so list position → item position and back are both O(1). Items past the ones the sort covered
/// (indexed since it ran) follow in their own order, so the view is always a permutation of them all.
public struct ListOrder: Sendable, Equatable {
    /// What the status bar names the order by (`-rating`).
    public let label: String
    private let order: [Int]
    /// `rank[itemPosition]`: its list position.
    private let rank: [Int]

    /// Items the order covers.
    public var count: Int { order.count }

    /// `order` holds each of the item positions 0..<order.count once; anything else is refused (nil).
    public init?(label: String, order: [Int]) {
        var rank = [Int](repeating: -1, count: order.count)
        for (listIndex, source) in order.enumerated() {
            guard source >= 0, source < order.count, rank[source] < 0 else { return nil }
            rank[source] = listIndex
        }
        self.label = label
        self.order = order
        self.rank = rank
    }

    /// The order of a part of the items, `sources` (ascending item positions, as a filter's matches):
    /// their positions in `sources`, as this order shows them.
    public func restricted(toSources sources: [Int], count: Int) -> ListOrder? {
        let ranks = sources.map { listIndex(ofSource: $0, count: count) ?? Int.max }
        let positions = sources.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
        return ListOrder(label: label, order: positions)
    }

    /// The item position shown at list position `index`, of `count` items.
    public func sourceIndex(at index: Int, count: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        return index < order.count ? order[index] : index
    }

    /// The list position of item position `source`, of `count` items.
    public func listIndex(ofSource source: Int, count: Int) -> Int? {
        guard source >= 0, source < count else { return nil }
        return source < rank.count ? rank[source] : source
    }
}
