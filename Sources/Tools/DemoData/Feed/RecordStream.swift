import BurinCore

/// The records of one generated feed, one after the other: a merchant or a banner per call, drawn
/// from one SplitMix64 stream, with photos given out by a `PhotoAssignment`.
struct RecordStream {
    private var rng: SplitMix64
    private(set) var assignment: PhotoAssignment

    init(generator: FeedGenerator) {
        rng = SplitMix64(seed: generator.seed)
        assignment = PhotoAssignment(policy: generator.photos, seed: generator.seed)
    }

    /// The JSONL line of merchant `index` (0-based).
    mutating func merchantLine(_ index: Int) -> String {
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
            ("name", FeedGenerator.quoted(name)),
            ("category", FeedGenerator.quoted(category)),
            ("rating", Self.tenths(rating)),
            ("monthly_sales", String(sales)),
            ("delivery_minutes", String(minutes)),
            ("distance_km", Self.tenths(distanceTenths)),
            ("min_order", String(rng.pick([0, 15, 20, 20, 25, 30]))),
            ("delivery_fee", Self.tenths(rng.pick([0, 0, 10, 25, 30, 40, 50]))),
            ("avg_price", String(rng.int(12...120))),
            ("tags", Self.array(pickSome(DemoVocabulary.tags, upTo: 3))),
            ("promotions", Self.array(pickSome(DemoVocabulary.promotions, upTo: 4))),
        ]
        let brandRoll = rng.int(0...99)
        let brand = brandRoll < 50 ? "美团专送" : brandRoll < 70 ? "蜂鸟专送" : brandRoll < 85 ? "商家自配" : nil
        fields.append(("delivery_brand", brand.map(FeedGenerator.quoted) ?? "null"))
        if status == "closed" || rng.percent(5) {
            let day = rng.pick(["2.26", "2.27", "明天", "今日"])
            let hour = rng.int(9...21)
            let preorder = "\(day) \(FeedGenerator.twoDigits(hour)):\(rng.pick(["00", "30"]))起送"
            fields.append(("preorder", FeedGenerator.quoted(preorder)))
        } else {
            fields.append(("preorder", "null"))
        }
        fields.append(("status", FeedGenerator.quoted(status)))
        // About 8% of merchants have no photo; the rest get theirs below, once it is known that the
        // field survives, so that no photo is painted for a record that does not show it.
        let hasPhoto = !rng.percent(8)
        fields.append(("thumbnail", "null"))

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
        if hasPhoto, let slot = fields.firstIndex(where: { $0.0 == "thumbnail" }),
            let path = assignment.photo(for: category)
        {
            fields[slot].1 = FeedGenerator.quoted(path)
        }
        return Self.object(fields)
    }

    /// The JSONL line of the next banner.
    mutating func bannerLine() -> String {
        let (title, subtitle) = rng.pick(DemoVocabulary.bannerTitles)
        let colors = rng.pick(DemoVocabulary.bannerColors)
        return Self.object([
            ("type", FeedGenerator.quoted("banner")),
            ("title", FeedGenerator.quoted(title)),
            ("subtitle", FeedGenerator.quoted(subtitle)),
            ("colors", Self.array(colors)),
        ])
    }

    /// Up to `count` distinct items, in list order.
    private mutating func pickSome(_ items: [String], upTo count: Int) -> [String] {
        let wanted = rng.int(0...count)
        var chosen = Set<Int>()
        while chosen.count < wanted { chosen.insert(rng.int(0...(items.count - 1))) }
        return chosen.sorted().map { items[$0] }
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.map(FeedGenerator.quoted).joined(separator: ",") + "]"
    }

    /// "4.5" for 45: numbers in tenths, formatted without floating point.
    private static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }
}
