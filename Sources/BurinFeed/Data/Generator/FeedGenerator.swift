import BurinCore
import BurinRaster

/// Writes realistic demo merchant data, deterministically: the same seed and count give the same
/// bytes on every machine (a private SplitMix64, integer arithmetic, hand-formatted numbers).
///
/// The `burin gen --count N --seed S --out DIR` command is `FeedGenerator(seed: S).writeDataset(count: N, to: DIR)`.
public struct FeedGenerator: Sendable {
    public let seed: UInt64

    /// Thumbnails written by `writeThumbnails`: PNGs first, then JPEGs.
    public static let pngThumbnailCount = 24
    public static let jpegThumbnailCount = 8
    /// Side of each thumbnail in pixels.
    public static let thumbnailSide = 64
    /// One banner is inserted after this many merchants.
    public static let bannerInterval = 40

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// The relative paths (against the data file's folder) of every thumbnail, in order.
    public static var thumbnailPaths: [String] {
        (0..<pngThumbnailCount).map { "thumbs/food-\(twoDigits($0)).png" }
            + (0..<jpegThumbnailCount).map { "thumbs/food-\(twoDigits(pngThumbnailCount + $0)).jpg" }
    }

    /// Writes `directory`/merchants.jsonl with `count` merchants (plus banners) and the thumbnails
    /// into `directory`/thumbs/, creating the folders as needed.
    public func writeDataset(count: Int, to directory: String) throws(GeneratorError) {
        try OutputFile.makeDirectory(directory)
        try writeThumbnails(to: directory + "/thumbs")
        try writeJSONL(count: count, to: directory + "/merchants.jsonl")
    }

    /// Writes `count` merchants (plus a banner every `bannerInterval`) as JSONL to `path`, streaming.
    public func writeJSONL(count: Int, to path: String) throws(GeneratorError) {
        var file = try OutputFile(creating: path)
        var rng = SplitMix64(seed: seed)
        for index in 0..<max(0, count) {
            try file.write(merchantLine(index, &rng).utf8)
            if (index + 1) % Self.bannerInterval == 0 { try file.write(bannerLine(index, &rng).utf8) }
        }
        try file.flush()
    }

    /// The JSONL `writeJSONL` would write, in memory (tests, small sets).
    public func jsonl(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rng = SplitMix64(seed: seed)
        for index in 0..<max(0, count) {
            bytes.append(contentsOf: merchantLine(index, &rng).utf8)
            if (index + 1) % Self.bannerInterval == 0 { bytes.append(contentsOf: bannerLine(index, &rng).utf8) }
        }
        return bytes
    }

    /// Writes the thumbnails named by `thumbnailPaths` into `directory` (created if needed).
    public func writeThumbnails(to directory: String) throws(GeneratorError) {
        try OutputFile.makeDirectory(directory)
        for (index, relative) in Self.thumbnailPaths.enumerated() {
            let canvas = ThumbnailPainter.paint(
                seed: seed &+ UInt64(index) &* 0x9E37_79B9, width: Self.thumbnailSide, height: Self.thumbnailSide)
            let bytes: [UInt8]
            do throws(ImageError) {
                bytes =
                    relative.hasSuffix(".png") ? try PNGCodec.encode(canvas) : try JPEGCodec.encode(canvas, quality: 85)
            } catch {
                throw .image(error)
            }
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            try OutputFile.write(bytes, to: directory + "/" + name)
        }
    }

    // MARK: Records

    private func merchantLine(_ index: Int, _ rng: inout SplitMix64) -> String {
        var name: String
        var category: String
        if rng.percent(6) {
            let (english, cuisine) = rng.pick(DemoVocabulary.englishNames)
            name = english
            category = cuisine
        } else {
            let cuisine = rng.pick(DemoVocabulary.cuisines)
            category = cuisine.category
            name = rng.pick(DemoVocabulary.owners) + rng.pick(cuisine.dishes)
        }
        if rng.percent(30) { name += "·" + rng.pick(DemoVocabulary.branches) }

        let distanceTenths = rng.int(3...85)
        let minutes = 15 + distanceTenths * 4 / 10 + rng.int(0...15)
        let sales = { (u: Int) in u * u * u / 100_000 }(rng.int(0...999))
        let rating = rng.int(32...50)
        let statusRoll = rng.int(0...99)
        let status = statusRoll < 80 ? "open" : statusRoll < 90 ? "busy" : "closed"

        var fields: [(String, String)] = [
            ("id", String(10_001 + index)),
            ("name", Self.quoted(name)),
            ("category", Self.quoted(category)),
            ("rating", Self.tenths(rating)),
            ("monthly_sales", String(sales)),
            ("delivery_minutes", String(minutes)),
            ("distance_km", Self.tenths(distanceTenths)),
            ("min_order", String(rng.pick([0, 15, 20, 20, 25, 30]))),
            ("delivery_fee", Self.tenths(rng.pick([0, 0, 10, 25, 30, 40, 50]))),
            ("avg_price", String(rng.int(12...120))),
            ("tags", Self.array(pickSome(DemoVocabulary.tags, upTo: 3, &rng))),
            ("promotions", Self.array(pickSome(DemoVocabulary.promotions, upTo: 4, &rng))),
        ]
        let brandRoll = rng.int(0...99)
        let brand = brandRoll < 50 ? "美团专送" : brandRoll < 70 ? "蜂鸟专送" : brandRoll < 85 ? "商家自配" : nil
        fields.append(("delivery_brand", brand.map(Self.quoted) ?? "null"))
        if status == "closed" || rng.percent(5) {
            let day = rng.pick(["2.26", "2.27", "明天", "今日"])
            let hour = rng.int(9...21)
            fields.append(("preorder", Self.quoted("\(day) \(Self.twoDigits(hour)):\(rng.pick(["00", "30"]))起送")))
        } else {
            fields.append(("preorder", "null"))
        }
        fields.append(("status", Self.quoted(status)))
        let thumbnails = Self.thumbnailPaths
        fields.append(("thumbnail", rng.percent(8) ? "null" : Self.quoted(rng.pick(thumbnails))))

        // About 15% of records leave some optional fields out, as real feeds do.
        if rng.percent(15) {
            let optional: Set = [
                "tags", "promotions", "delivery_brand", "preorder", "thumbnail", "avg_price", "min_order",
            ]
            let drop = rng.int(1...3)
            for _ in 0..<drop {
                let key = rng.pick(optional.sorted())
                fields.removeAll { $0.0 == key }
            }
        }
        return Self.object(fields)
    }

    private func bannerLine(_ index: Int, _ rng: inout SplitMix64) -> String {
        let (title, subtitle) = rng.pick(DemoVocabulary.bannerTitles)
        let colors = rng.pick(DemoVocabulary.bannerColors)
        return Self.object([
            ("type", Self.quoted("banner")),
            ("title", Self.quoted(title)),
            ("subtitle", Self.quoted(subtitle)),
            ("colors", Self.array(colors)),
        ])
    }

    /// Up to `count` distinct items, in list order.
    private func pickSome(_ items: [String], upTo count: Int, _ rng: inout SplitMix64) -> [String] {
        let wanted = rng.int(0...count)
        var chosen = Set<Int>()
        while chosen.count < wanted { chosen.insert(rng.int(0...(items.count - 1))) }
        return chosen.sorted().map { items[$0] }
    }

    // MARK: JSON text

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ",") + "]"
    }

    /// A JSON string literal; escapes quotes, backslashes and control characters.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20:
                out += "\\u00" + twoDigits(Int(scalar.value), radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// "4.5" for 45: numbers in tenths, formatted without floating point.
    private static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }

    private static func twoDigits(_ value: Int, radix: Int = 10) -> String {
        let s = String(value, radix: radix)
        return s.count < 2 ? "0" + s : s
    }
}
