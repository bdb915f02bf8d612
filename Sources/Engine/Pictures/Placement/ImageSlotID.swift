public import BurinCore

/// One image slot of one row: what a placement belongs to.
public struct ImageSlotID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var row: RowID
    /// The slot's index among the row's image slots.
    public var index: Int

    public init(row: RowID, index: Int = 0) {
        self.row = row
        self.index = index
    }

    public static func < (a: ImageSlotID, b: ImageSlotID) -> Bool {
        a.row != b.row ? a.row < b.row : a.index < b.index
    }

    public var description: String { "\(row)/\(index)" }
}
