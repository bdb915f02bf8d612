/// How soon a row's layout or drawing is wanted: by tier, then by distance from the screen; lower is
/// sooner. A pair compared in order, not offsets added into one number, so no distance can ever
/// carry a row into another tier.
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Visible rows first (top to bottom), then rows ahead in the scroll direction, then rows
    /// behind, then rows of the preload range that are laid out but not drawn.
    public enum Tier: Int, Comparable, Sendable, CaseIterable {
        case visible
        case ahead
        case behind
        case preload

        public static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    }

    public var tier: Tier
    /// Rows from the screen (for visible rows, from its top).
    public var distance: Int

    public init(_ tier: Tier, distance: Int = 0) {
        self.tier = tier
        self.distance = distance
    }

    public static func < (a: Priority, b: Priority) -> Bool {
        a.tier != b.tier ? a.tier < b.tier : a.distance < b.distance
    }

    public var description: String { "\(tier)+\(distance)" }
}
