import BurinDemoData
import BurinRecords
import Foundation
import MerchantFeed
import Testing

@Suite struct MerchantSortsTests {
    /// Each named sort orders generated merchants by its field, in its direction.
    @Test func namedSortsOrderGeneratedMerchants() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("burin-sorts-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FeedGenerator(seed: 3).writeJSONL(count: 300, to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { Array($0.utf8) }
        let records = lines.map { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
        #expect(MerchantSorts.all.map(\.name) == ["sales", "distance", "rating", "delivery time", "minimum order"])
        for sort in MerchantSorts.all {
            let scan = QueryScan(workers: 2)
            scan.start(
                ScanPlan(query: try Query(parsing: ""), sort: sort.order), over: RecordsInMemory(lines, chunkSize: 64))
            let order = try #require(scan.waitUntilFinished()?.order)
            let field = sort.order.path.text
            let values = order.compactMap { (records[Int($0)]?[field] as? NSNumber)?.doubleValue }
            #expect(values.count > 250, "\(sort.name)")
            let sorted = sort.order.descending ? values.sorted(by: >) : values.sorted()
            #expect(values == sorted, "\(sort.name)")
            // Banners have none of these fields: they come last.
            let firstBanner = order.firstIndex { records[Int($0)]?["type"] as? String == "banner" }
            #expect(firstBanner.map { $0 >= values.count } ?? true, "\(sort.name)")
        }
        #expect(MerchantSorts.named("Rating")?.order.text == "-rating")
        #expect(MerchantSorts.named("popularity") == nil)
    }
}
