import BurinCore
public import FeedData

/// `--live`: a simulated stream of content changes (delivery time, sales, open/busy/closed), half on
/// rows on screen and half anywhere already loaded, at a steady rate and from a fixed seed.
/// - Note: Main loop only.
public struct LiveUpdater {
    /// Changes per second.
    public let rate: Double
    private var rng: SplitMix64
    private var owed = 0.0
    public private(set) var applied = 0

    public init(rate: Double, seed: UInt64 = 0x11FE) {
        self.rate = max(0, rate)
        rng = SplitMix64(seed: seed)
    }

    /// The changes due after `seconds`, as feed positions and their changed items: `visible` are the
    /// feed positions on screen, `count` the rows known, `item` the item now shown at a position.
    public mutating func tick(
        seconds: Double, visible: [Int], count: Int, item: (Int) -> FeedItem?
    ) -> [(index: Int, item: FeedItem)] {
        var changes: [(index: Int, item: FeedItem)] = []
        owed += rate * max(0, min(seconds, 1))
        while owed >= 1 {
            owed -= 1
            let onScreen = !visible.isEmpty && rng.next() % 2 == 0
            guard count > 0 else { break }
            let index = onScreen ? visible[Int(rng.next() % UInt64(visible.count))] : Int(rng.next() % UInt64(count))
            guard case .merchant(let m) = item(index) else { continue }
            changes.append((index, .merchant(changed(m))))
            applied += 1
        }
        return changes
    }

    private mutating func changed(_ m: Merchant) -> Merchant {
        var minutes = m.deliveryMinutes
        var sales = m.monthlySales
        var status = m.status
        switch rng.next() % 10 {
        // A field the record lacks stays absent: a live change never invents a value.
        case 0..<5:
            let step = Int(rng.next() % 11) - 5
            minutes = minutes.map { max(10, min(90, $0 + step)) }
        case 5..<9:
            let more = Int(rng.next() % 20) + 1
            sales = sales.map { $0 + more }
        default:
            status =
                switch status {
                case .open: .busy
                case .busy: rng.next() % 3 == 0 ? .closed : .open
                case .closed: .open
                }
        }
        return Merchant(
            row: m.row, id: m.id, name: m.name, category: m.category, rating: m.rating, monthlySales: sales,
            deliveryMinutes: minutes, distanceKm: m.distanceKm, minOrder: m.minOrder, deliveryFee: m.deliveryFee,
            avgPrice: m.avgPrice, tags: m.tags, promotions: m.promotions, deliveryBrand: m.deliveryBrand,
            preorder: m.preorder, status: status, thumbnailPath: m.thumbnailPath)
    }
}
