import BurinCore

/// Everything that decides one photo: what it shows, its size and file format, and the seed of the
/// rest (composition, colours, textures). Drawn from a seed and the merchant's category.
struct PhotoSpec: Sendable, Hashable {
    enum Format: Sendable, Hashable {
        case jpeg
        case png

        var fileExtension: String { self == .jpeg ? "jpg" : "png" }
    }

    var seed: UInt64
    var dish: DishKind
    var width: Int
    var height: Int
    var format: Format
    /// For a JPEG: written progressive (as image CDNs often serve photos), which costs more to decode.
    var progressive: Bool

    /// Long sides seen in real feeds' thumbnails, in pixels.
    static let longSides = [320, 360, 400, 427, 480, 500, 540, 600, 640, 720, 750, 800]
    /// Width : height, with how often each occurs (in 20ths): square crops dominate feeds.
    static let aspects: [(width: Int, height: Int, weight: Int)] = [
        (1, 1, 7), (4, 3, 5), (3, 4, 3), (3, 2, 2), (2, 3, 2), (16, 9, 1),
    ]
    /// About one photo in six is a PNG, as feeds that mix studio shots with phone photos have.
    static let pngShare = 6
    /// PNG studio shots are kept to the smaller sizes, as feeds do: a PNG of a photo is several times
    /// the size of its JPEG (and costs zlib several times the time to write).
    static let pngLongestSide = 427
    /// The JPEG quality the photos are saved at: what image CDNs typically serve.
    static let jpegQuality = 80
    /// Three JPEGs in four are progressive, as image CDNs serve photos (and as the photos were whose
    /// decoding the project measured: a progressive JPEG costs about three times a baseline one); the
    /// rest are baseline, as cameras and simpler servers write them.
    static let progressiveInFour = 3

    /// The spec of the photo with `seed`, of a dish a merchant of `category` sells.
    init(seed: UInt64, category: String) {
        var rng = SplitMix64(seed: seed)
        self.seed = rng.next()
        dish = rng.pick(DishKind.choices(for: category))
        format = rng.int(0...(Self.pngShare - 1)) == 0 ? .png : .jpeg
        progressive = format == .jpeg && rng.int(0...3) < Self.progressiveInFour
        let long = rng.pick(format == .png ? Self.longSides.filter { $0 <= Self.pngLongestSide } : Self.longSides)
        var roll = rng.int(0...(Self.aspects.reduce(0) { $0 + $1.weight } - 1))
        var aspect = Self.aspects[0]
        for candidate in Self.aspects {
            if roll < candidate.weight {
                aspect = candidate
                break
            }
            roll -= candidate.weight
        }
        // Drinks stand tall: a landscape crop of a cup would be mostly background.
        if dish.isSideView, aspect.width > aspect.height { aspect = (aspect.height, aspect.width, aspect.weight) }
        if aspect.width >= aspect.height {
            width = long
            height = long * aspect.height / aspect.width
        } else {
            height = long
            width = long * aspect.width / aspect.height
        }
    }

    init(seed: UInt64, dish: DishKind, width: Int, height: Int, format: Format, progressive: Bool = false) {
        self.seed = seed
        self.dish = dish
        self.width = width
        self.height = height
        self.format = format
        self.progressive = format == .jpeg && progressive
    }
}
