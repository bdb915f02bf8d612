/// The planner for the protocol detection chose: one type for the main loop to hold.
///
/// - Note: Main loop only.
public enum PlacementPlanner<Key: Hashable & Sendable>: Sendable {
    case kitty(KittyPlacementPlanner<Key>)
    case sixel(SixelPlacementPlanner<Key>)

    /// The planner for `graphics`; sixel trusts the terminal's scrolls as far as `sixelScrollTrust`.
    public init(_ graphics: GraphicsProtocol, firstImageID: UInt32 = 1, sixelScrollTrust: SixelScrollTrust = .none) {
        switch graphics {
        case .kitty: self = .kitty(KittyPlacementPlanner(firstImageID: firstImageID))
        case .sixel: self = .sixel(SixelPlacementPlanner(scrollTrust: sixelScrollTrust))
        }
    }

    public mutating func plan(_ frame: PlacementFrame<Key>) -> PlacementPlan<Key> {
        switch self {
        case .kitty(var planner):
            let plan = planner.plan(frame)
            self = .kitty(planner)
            return plan
        case .sixel(var planner):
            let plan = planner.plan(frame)
            self = .sixel(planner)
            return plan
        }
    }

    public mutating func removeAll() -> PlacementPlan<Key> {
        switch self {
        case .kitty(var planner):
            let plan = planner.removeAll()
            self = .kitty(planner)
            return plan
        case .sixel(var planner):
            let plan = planner.removeAll()
            self = .sixel(planner)
            return plan
        }
    }
}
