import BurinDemoData
import FeedData
import Foundation
import MerchantFeed
import Testing

/// A JSONL file in its own temporary directory, removed when the fixture goes away.
final class FeedFixture {
    let directory: URL
    let path: String

    /// Writes `bytes` as the feed file.
    init(bytes: [UInt8]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("burin-viewer-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("feed.jsonl").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    convenience init(lines: [String]) throws {
        try self.init(bytes: Array(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// `count` generated merchants (and a banner every 40), the same bytes for the same seed.
    convenience init(generated count: Int, seed: UInt64 = 7) throws {
        try self.init(bytes: FeedGenerator(seed: seed).jsonl(count: count))
    }

    /// A fully indexed source over the file.
    func source(options: FeedSource.Options = FeedSource.Options()) throws -> FeedSource {
        let feed = try FeedSource(path: path, options: options)
        feed.waitUntilIndexed()
        return feed
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// One hand-written merchant record as a JSONL line.
func merchantLine(
    id: Int, name: String, category: String = "快餐", tags: [String] = [], promotions: [String] = [],
    status: String = "open", thumbnail: String? = nil
) -> String {
    func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
    let fields =
        [
            "\"id\":\(id)", "\"name\":\(quoted(name))", "\"category\":\(quoted(category))", "\"rating\":4.5",
            "\"monthly_sales\":120", "\"delivery_minutes\":30", "\"distance_km\":1.2", "\"min_order\":20",
            "\"delivery_fee\":3", "\"avg_price\":25", "\"tags\":[\(tags.map(quoted).joined(separator: ","))]",
            "\"promotions\":[\(promotions.map(quoted).joined(separator: ","))]", "\"status\":\(quoted(status))",
        ] + (thumbnail.map { ["\"thumbnail\":\(quoted($0))"] } ?? [])
    return "{" + fields.joined(separator: ",") + "}"
}
