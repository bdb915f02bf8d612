import BurinRaster
import BurinTestSupport
import Foundation
import Testing

@testable import BurinDemoData

/// The bundled demo (README's first command) is exactly what `burin gen --count 2000 --seed 1
/// --out demo-data` writes, and every photo it names is there.
@Suite struct DemoDataTests {
    private static let folder = PackageRoot.path("demo-data")

    @Test func demoFeedIsTheGeneratorsOutput() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/merchants.jsonl")))
        #expect(bytes == FeedGenerator(seed: 1).jsonl(count: 2_000))
    }

    @Test func everyDemoPhotoIsThereAndNoOtherIs() throws {
        var records = RecordStream(generator: FeedGenerator(seed: 1))
        for index in 0..<2_000 { _ = records.merchantLine(index) }
        let planned = records.assignment.planned
        #expect(planned.count == FeedGenerator.demoPhotoCount)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/photos").sorted()
        #expect(files == planned.map { String($0.path.dropFirst("photos/".count)) }.sorted())
        var total = 0
        for photo in planned {
            let attributes = try FileManager.default.attributesOfItem(atPath: Self.folder + "/" + photo.path)
            total += attributes[.size] as? Int ?? 0
        }
        // The repository's budget for the demo: about 10 MB in all.
        #expect(total < 9_000_000, "\(total) bytes of photos")
        // Pixels match the generator's (painting one is enough to catch a stale set; a debug build is slow).
        let first = try #require(planned.first)
        let decoded = try ImageLoader.load(path: Self.folder + "/" + first.path)
        let painted = PhotoPainter.paint(first.spec)
        #expect(decoded.width == painted.width && decoded.height == painted.height)
        let fileBytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + first.path)))
        #expect(fileBytes == (try PhotoWriter.encode(first.spec)))
    }
}
