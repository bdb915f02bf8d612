/// Gives merchants their photos as the records are written, under a `PhotoPolicy`, and remembers
/// which photos that calls for. A photo's index is the order in which it was first used, so a shorter
/// run's photos are the first photos of a longer run with the same seed.
struct PhotoAssignment {
    /// A photo the feed refers to: what to paint and where, relative to the data file's folder.
    struct Planned: Sendable, Hashable {
        var spec: PhotoSpec
        var path: String
    }

    /// The folder, beside the data file, the photos go into.
    static let folder = "photos"

    let policy: PhotoPolicy
    let seed: UInt64
    private(set) var planned: [Planned] = []
    /// Per pool: its photos' indices into `planned` and how many merchants it has served.
    private var pools: [String: (photos: [Int], served: Int)] = [:]

    init(policy: PhotoPolicy, seed: UInt64) {
        self.policy = policy
        self.seed = seed
    }

    /// The relative path of the photo for the next merchant of `category`; nil under `.none`.
    mutating func photo(for category: String) -> String? {
        switch policy {
        case .none:
            return nil
        case .unique:
            return plan(category: category)
        case .shared(let limit):
            guard limit > 0 else { return nil }
            let categories = DemoVocabulary.cuisines.count
            let pool = limit >= categories ? category : ""
            let size = limit >= categories ? limit / categories : limit
            var entry = pools[pool] ?? ([], 0)
            defer { pools[pool] = entry }
            let slot = entry.served % size
            entry.served += 1
            if slot < entry.photos.count { return planned[entry.photos[slot]].path }
            entry.photos.append(planned.count)
            return plan(category: category)
        }
    }

    /// A new photo of a dish of `category`.
    private mutating func plan(category: String) -> String {
        let index = planned.count
        // Photo seeds are spread over the whole 64-bit range, apart from the records' stream.
        let spec = PhotoSpec(seed: seed ^ (0xD1B5_4A32_D192_ED03 &* UInt64(index + 1)), category: category)
        let path = "\(Self.folder)/\(Self.name(index)).\(spec.format.fileExtension)"
        planned.append(Planned(spec: spec, path: path))
        return path
    }

    /// `00042`: five digits at least, so names sort in order for the largest sets `burin gen` makes.
    static func name(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
