public import BurinRecords

/// The sorts a delivery app's list offers by name, as fields of the merchant records: what the sort
/// picker shows first for a merchant feed (any field can still be chosen).
public enum MerchantSorts {
    /// A sort the app names.
    public struct Named: Sendable, Equatable {
        public let name: String
        public let order: SortOrder
    }

    /// Sales and rating highest first; distance, delivery time and minimum order lowest first.
    public static let all: [Named] = [
        named("sales", "-monthly_sales"), named("distance", "distance_km"), named("rating", "-rating"),
        named("delivery time", "delivery_minutes"), named("minimum order", "min_order"),
    ]

    /// The sort called `name` (as listed, any case), if there is one.
    public static func named(_ name: String) -> Named? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    private static func named(_ name: String, _ field: String) -> Named {
        do {
            return Named(name: name, order: try SortOrder(parsing: field))
        } catch {
            preconditionFailure("the merchant sorts' fields are valid paths: \(error)")
        }
    }
}
