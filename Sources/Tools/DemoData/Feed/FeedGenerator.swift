import BurinCore
import BurinRaster

/// Writes realistic demo merchant data, deterministically: the same seed and count give the same
/// bytes on every machine (SplitMix64, integer arithmetic, hand-formatted numbers, photos painted
/// with exactly rounded float operations).
///
/// `burin gen --count N --seed S --photos P --out DIR` is
/// `FeedGenerator(seed: S, photos: .shared(P)).writeDataset(count: N, to: DIR)`.
public struct FeedGenerator: Sendable {
    public let seed: UInt64
    public let photos: PhotoPolicy

    /// How many distinct photos the bundled demo's 2,000 merchants share (see demo-data/README.md):
    /// as many as fit the repository's ~10 MB budget for it, nine for each category.
    public static let demoPhotoCount = 144
    /// The image-quality pictures written by `writeThumbnails`: PNGs first, then JPEGs.
    public static let pngThumbnailCount = 24
    public static let jpegThumbnailCount = 8
    /// Side of each image-quality picture in pixels.
    public static let thumbnailSide = 64
    /// One banner is inserted after this many merchants.
    public static let bannerInterval = 40

    public init(seed: UInt64, photos: PhotoPolicy = .shared(FeedGenerator.demoPhotoCount)) {
        self.seed = seed
        self.photos = photos
    }

    /// The relative paths (against the data file's folder) of the image-quality pictures, in order.
    public static var thumbnailPaths: [String] {
        (0..<pngThumbnailCount).map { "thumbs/food-\(twoDigits($0)).png" }
            + (0..<jpegThumbnailCount).map { "thumbs/food-\(twoDigits(pngThumbnailCount + $0)).jpg" }
    }

    /// Writes `directory`/merchants.jsonl with `count` merchants (plus banners), their photos into
    /// `directory`/photos/ (painted on `threads` threads) and the image-quality pictures into
    /// `directory`/thumbs/, creating the folders as needed. Files already there are overwritten.
    @discardableResult
    public func writeDataset(count: Int, to directory: String, threads: Int = PhotoWriter.defaultThreads)
        throws(GeneratorError) -> GenerationReport
    {
        try OutputFile.makeDirectory(directory)
        var report = try writeJSONL(count: count, to: directory + "/merchants.jsonl")
        if !report.plannedPhotos.isEmpty {
            try OutputFile.makeDirectory(directory + "/" + PhotoAssignment.folder)
            report.photos = try PhotoWriter.write(report.plannedPhotos, into: directory, threads: threads)
            report.photoFolder = directory + "/" + PhotoAssignment.folder
        }
        report.thumbnails = try writeThumbnails(to: directory + "/thumbs")
        report.thumbnailFolder = directory + "/thumbs"
        return report
    }

    /// Writes `count` merchants (plus a banner every `bannerInterval`) as JSONL to `path`, streaming.
    /// Their photos are only named (relative to `path`'s folder), not painted.
    @discardableResult
    public func writeJSONL(count: Int, to path: String) throws(GeneratorError) -> GenerationReport {
        var file = try OutputFile(creating: path)
        var records = RecordStream(generator: self)
        for index in 0..<max(0, count) {
            try file.write(records.merchantLine(index).utf8)
            if (index + 1) % Self.bannerInterval == 0 { try file.write(records.bannerLine().utf8) }
        }
        try file.flush()
        var report = GenerationReport(dataPath: path)
        report.merchants = max(0, count)
        report.banners = max(0, count) / Self.bannerInterval
        report.dataBytes = file.bytesWritten
        report.plannedPhotos = records.assignment.planned
        return report
    }

    /// The JSONL `writeJSONL` would write, in memory (tests, small sets).
    public func jsonl(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var records = RecordStream(generator: self)
        for index in 0..<max(0, count) {
            bytes.append(contentsOf: records.merchantLine(index).utf8)
            if (index + 1) % Self.bannerInterval == 0 { bytes.append(contentsOf: records.bannerLine().utf8) }
        }
        return bytes
    }

    /// Writes the image-quality pictures named by `thumbnailPaths` into `directory` (created if
    /// needed): 64x64 plates the image-quality bench compares Burin's and chafa's rendering of.
    @discardableResult
    public func writeThumbnails(to directory: String) throws(GeneratorError) -> FileTally {
        try OutputFile.makeDirectory(directory)
        var tally = FileTally()
        for (index, relative) in Self.thumbnailPaths.enumerated() {
            let canvas = ThumbnailPainter.paint(
                seed: seed &+ UInt64(index) &* 0x9E37_79B9, width: Self.thumbnailSide, height: Self.thumbnailSide)
            let png = relative.hasSuffix(".png")
            let bytes: [UInt8]
            do throws(ImageError) {
                bytes = png ? try PNGCodec.encode(canvas) : try JPEGCodec.encode(canvas, quality: 85)
            } catch {
                throw .image(error)
            }
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            try OutputFile.write(bytes, to: directory + "/" + name)
            tally.add(bytes: bytes.count, png: png)
        }
        return tally
    }

    static func twoDigits(_ value: Int, radix: Int = 10) -> String {
        let s = String(value, radix: radix)
        return s.count < 2 ? "0" + s : s
    }
}
