/// How a generated feed's merchants get their photos.
public enum PhotoPolicy: Sendable, Hashable, CustomStringConvertible {
    /// No photos: every merchant's `thumbnail` is null.
    case none
    /// At most this many distinct photos, shared: each category has its own pool (a noodle shop shows
    /// noodles) and its merchants take the pool's photos in turn, so two rows with the same photo are
    /// far apart. Fewer than `DemoVocabulary.cuisines.count` photos make one pool for all categories.
    case shared(Int)
    /// Every merchant its own photo file: no two rows share one.
    case unique

    /// For people: "no photos", "at most 160 shared photos", "a photo for each merchant".
    public var summary: String {
        switch self {
        case .none: "no photos"
        case .shared(let count): "at most \(count) shared photos"
        case .unique: "a photo for each merchant"
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .shared(let count): "shared(\(count))"
        case .unique: "unique"
        }
    }
}
