import BurinCore
import BurinRaster
import BurinTestSupport
import FeedData
import Foundation
import Testing

@testable import BurinDemoData

@Suite struct FeedGeneratorTests {
    /// FNV-1a, to pin the generator's output across machines.
    private func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @Test func sameSeedGivesTheSameBytes() {
        let a = FeedGenerator(seed: 42).jsonl(count: 500)
        #expect(a == FeedGenerator(seed: 42).jsonl(count: 500))
        #expect(a != FeedGenerator(seed: 43).jsonl(count: 500))
        // A prefix of a longer run is the shorter run: records do not depend on the count.
        #expect(Array(FeedGenerator(seed: 42).jsonl(count: 600).prefix(a.count)) == a)
    }

    @Test func outputIsPinnedAcrossMachines() {
        // Only integer arithmetic goes into the text; a change here means every seed's data changed.
        #expect(fingerprint(FeedGenerator(seed: 1).jsonl(count: 100)) == 0x14CD_7282_FD00_80DD)
    }

    @Test func generatedDataIsCleanAndVaried() throws {
        let data = FeedGenerator(seed: 3).jsonl(count: 2_000)
        let decoded = try FeedDecoder.decode(data, baseDirectory: "/d", strict: true)
        let merchants = decoded.items.compactMap { if case .merchant(let m) = $0 { m } else { nil } }
        let banners = decoded.items.filter { if case .banner = $0 { true } else { false } }
        #expect(merchants.count == 2_000)
        #expect(banners.count == 50)
        #expect(Set(merchants.map(\.status)) == Set(MerchantStatus.allCases))
        #expect(Set(merchants.map(\.category)).count >= 12)
        #expect(merchants.contains { $0.name.contains("·") })
        #expect(merchants.contains { $0.name.allSatisfy(\.isASCII) })
        #expect(merchants.contains { $0.preorder?.hasSuffix("起送") == true })
        #expect(Set(merchants.compactMap(\.deliveryBrand)).isSuperset(of: ["美团专送", "蜂鸟专送"]))
        #expect(merchants.contains { $0.promotions.contains("满30减12") })
        #expect(merchants.allSatisfy { $0.thumbnailPath.map { $0.hasPrefix("/d/photos/") } ?? true })
        let withPhotos = merchants.filter { $0.thumbnailPath != nil }.count
        #expect(withPhotos > 1_600 && withPhotos < 1_900, "\(withPhotos) merchants with a photo")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let sparse = lines.filter {
            !$0.contains("\"type\"")
                && !($0.contains("\"tags\"") && $0.contains("\"promotions\"") && $0.contains("\"thumbnail\"")
                    && $0.contains("\"avg_price\"") && $0.contains("\"min_order\"") && $0.contains("\"preorder\"")
                    && $0.contains("\"delivery_brand\""))
        }
        let share = Double(sparse.count) / 2_000
        #expect(share > 0.10 && share < 0.20, "\(share)")
    }

    @Test func datasetIsWrittenIdenticallyTwice() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        defer {
            first.remove()
            second.remove()
        }
        // One photo shared by every merchant keeps the painting (slow in a debug build) short.
        let generator = FeedGenerator(seed: 7, photos: .shared(1))
        let report = try generator.writeDataset(count: 100, to: first.file("demo"), threads: 2)
        try generator.writeDataset(count: 100, to: second.file("demo"), threads: 1)
        #expect(report.merchants == 100 && report.banners == 2)
        #expect(report.photos.files == 1 && report.thumbnails.files == 32)
        let photo = try #require(report.plannedPhotos.first?.path)
        let files = ["merchants.jsonl", photo] + FeedGenerator.thumbnailPaths
        var bytes = 0
        for name in files {
            let a = try first.read("demo/" + name)
            #expect(!a.isEmpty)
            #expect(a == (try second.read("demo/" + name)), "\(name)")
            bytes += a.count
        }
        #expect(report.dataBytes + report.photos.bytes + report.thumbnails.bytes == bytes)
        let png = try PNGCodec.decode(try first.read("demo/thumbs/food-00.png"))
        #expect(png.width == 64 && png.height == 64)
        let jpeg = try JPEGCodec.decode(try first.read("demo/thumbs/food-31.jpg"))
        #expect(jpeg.width == 64 && jpeg.height == 64)
        let picture = try ImageLoader.load(path: first.file("demo/" + photo))
        #expect((300...800).contains(max(picture.width, picture.height)))
        let thumbnails = try WrittenFeed.thumbnails(of: first.file("demo/merchants.jsonl"))
        #expect(thumbnails.count > 80)
        #expect(Set(thumbnails) == [first.file("demo/" + photo)])
    }

    @Test func reportSaysWhatWasWrittenWithSafePaths() {
        var report = GenerationReport(dataPath: "out\u{1B}]0;pwned\u{07}/merchants.jsonl")
        report.merchants = 2_000
        report.banners = 50
        report.dataBytes = 708_710
        report.photoFolder = "out/photos"
        report.photos.add(bytes: 7_000_000, png: false)
        report.photos.add(bytes: 1_400_000, png: true)
        let lines = report.lines(seconds: 12.34)
        #expect(lines[0] == "wrote 2000 merchants and 50 banners (692.1 KB) to out\u{241B}/merchants.jsonl")
        #expect(lines[1] == "wrote 2 photos (1 JPEG, 1 PNG; 8.0 MB) to out/photos/")
        #expect(lines.last == "took 12.3 s")
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func thumbnailsArePicturesNotNoise() {
        let canvas = ThumbnailPainter.paint(seed: 11, width: 64, height: 64)
        #expect(canvas == ThumbnailPainter.paint(seed: 11, width: 64, height: 64))
        #expect(canvas != ThumbnailPainter.paint(seed: 12, width: 64, height: 64))
        #expect(canvas.pixels.allSatisfy { $0.isOpaque })
        // Smooth: neighbouring pixels are close on average, unlike noise (about 85 per channel).
        var difference = 0
        for y in 0..<64 {
            for x in 1..<64 {
                let a = canvas[x - 1, y]
                let b = canvas[x, y]
                difference += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        #expect(Double(difference) / Double(64 * 63 * 3) < 8)
        // Varied: many colours, and the plate's light rim differs from the background corner.
        #expect(Set(canvas.pixels).count > 200)
        let rim = canvas[32, 32 - 24]
        let corner = canvas[1, 1]
        #expect(Int(rim.r) + Int(rim.g) + Int(rim.b) > Int(corner.r) + Int(corner.g) + Int(corner.b))
        #expect(ThumbnailPainter.paint(seed: 1, width: 0, height: -5).pixels.count == 1)
    }
}
