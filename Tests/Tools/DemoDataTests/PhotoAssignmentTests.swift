import BurinCore
import FeedData
import Foundation
import Testing

@testable import BurinDemoData

/// Which merchant shows which photo, under each `PhotoPolicy`: read from the records themselves.
@Suite struct PhotoAssignmentTests {
    /// (row among merchants, category, thumbnail) of every merchant with a photo.
    private func photos(_ generator: FeedGenerator, count: Int) throws -> [(row: Int, category: String, path: String)] {
        let decoded = try FeedDecoder.decode(generator.jsonl(count: count), baseDirectory: "/d", strict: true)
        let merchants = decoded.items.compactMap { if case .merchant(let m) = $0 { m } else { nil } }
        return merchants.enumerated().compactMap { row, m in
            m.thumbnailPath.map { (row, m.category, String($0.dropFirst("/d/".count))) }
        }
    }

    @Test func uniquePhotosAreNeverShared() throws {
        let rows = try photos(FeedGenerator(seed: 4, photos: .unique), count: 1_000)
        #expect(rows.count > 850)
        #expect(Set(rows.map(\.path)).count == rows.count)
        #expect(
            rows.allSatisfy { $0.path.hasPrefix("photos/") && ($0.path.hasSuffix(".jpg") || $0.path.hasSuffix(".png")) }
        )
    }

    @Test func sharedPhotosAreFewAndFarApart() throws {
        let rows = try photos(FeedGenerator(seed: 1), count: 2_000)
        let distinct = Set(rows.map(\.path))
        #expect(distinct.count == FeedGenerator.demoPhotoCount)
        var lastRow: [String: Int] = [:]
        var closest = Int.max
        for row in rows {
            if let last = lastRow[row.path] { closest = min(closest, row.row - last) }
            lastRow[row.path] = row.row
        }
        // A screen shows about ten cards: the same photo is never near itself.
        #expect(closest >= 40, "a photo repeats \(closest) rows later")
    }

    @Test func aPhotoShowsWhatItsMerchantsSell() throws {
        let generator = FeedGenerator(seed: 2, photos: .shared(48))
        var records = RecordStream(generator: generator)
        for index in 0..<600 { _ = records.merchantLine(index) }
        let planned = Dictionary(uniqueKeysWithValues: records.assignment.planned.map { ($0.path, $0.spec.dish) })
        #expect(planned.count == 48)
        for row in try photos(generator, count: 600) {
            let dish = try #require(planned[row.path])
            #expect(DishKind.choices(for: row.category).contains(dish), "\(row.category) shows \(dish)")
        }
    }

    @Test func fewerPhotosThanCategoriesArePooledTogether() throws {
        let rows = try photos(FeedGenerator(seed: 3, photos: .shared(5)), count: 300)
        #expect(Set(rows.map(\.path)).count == 5)
        #expect(try photos(FeedGenerator(seed: 3, photos: .none), count: 300).isEmpty)
    }

    @Test func photosOfAShorterRunArePhotosOfALongerOne() {
        var short = RecordStream(generator: FeedGenerator(seed: 8, photos: .unique))
        var long = RecordStream(generator: FeedGenerator(seed: 8, photos: .unique))
        for index in 0..<50 { _ = short.merchantLine(index) }
        for index in 0..<120 { _ = long.merchantLine(index) }
        #expect(Array(long.assignment.planned.prefix(short.assignment.planned.count)) == short.assignment.planned)
        #expect(PhotoAssignment.name(42) == "00042" && PhotoAssignment.name(123_456) == "123456")
    }
}
