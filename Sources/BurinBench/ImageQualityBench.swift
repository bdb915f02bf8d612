public import BurinCore
import BurinRaster
import Foundation

/// Compares Burin's half-block image pipeline with chafa's on the same images and grid sizes: how
/// close each comes to the picture, and how long each takes.
///
/// For every image and grid size (`cols` x `rows` cells, so `cols` x 2`rows` pixels):
/// - Burin loads the file, stretches it to the pixel grid with `ImageScaler` (see
///   `ImageQualityStretch`), blits half blocks, and the cells are turned back into pixels with
///   `HalfBlockQuality.reconstruct`. Timed in-process, median of `burinRuns`.
/// - chafa draws the file with the same grid and symbols; its ANSI output is parsed back into cells
///   (`ChafaANSIParser`) and reconstructed the same way. Timed as the wall time of its process
///   (median of `chafaRuns`), and also once for all images on one command line, divided by their
///   number, which takes process start-up out.
/// - The reference is the source resampled to the same pixel grid by the same area-averaging,
///   linear-light scaler. That is the fair "what the source looks like at this resolution": a
///   half-block cell shows exactly two pixels, so the best any renderer can do is show the image as
///   it looks at that resolution, and area averaging in linear light is the physically right
///   reduction (the eye integrates light, not encoded values). It is Burin's own scaler, so Burin is
///   exact against it whenever its cells carry the pixels unchanged. Both renderers are therefore
///   also measured against a second reference, the gamma-naive average of encoded values
///   (`ImageQualityEncodedAverage`), which is chafa's convention: the gap between the two columns is
///   the part of the difference that is convention rather than error.
///
/// PSNR is over RGB, 8 bits a channel, summarised over images by `ImageQualityPSNRSummary`.
public struct ImageQualityBench {
    public var images: [String]
    public var sizes: [CellSize]
    /// nil when chafa is not installed: the report says so instead of failing.
    public var chafa: ChafaRunner?
    public var burinRuns = 9
    public var chafaRuns = 3
    /// Called with a short status line as the bench advances.
    public var progress: (String) -> Void = { _ in }

    /// The grid sizes measured by default, small to large.
    public static let defaultSizes = [
        CellSize(width: 16, height: 8), CellSize(width: 40, height: 20), CellSize(width: 80, height: 40),
    ]

    public init(
        images: [String], sizes: [CellSize], chafa: ChafaRunner? = ChafaRunner.find()
    ) {
        self.images = images
        self.sizes = sizes
        self.chafa = chafa
    }

    /// The standard inputs: every PNG and JPEG in `thumbnails` (the demo's 64x64 thumbnails) plus each
    /// `ImageQualityScene` written at 256x256 as a PNG into a fresh directory under `temporary` (the system's temporary directory by default).
    public static func standard(
        sizes: [CellSize] = defaultSizes, thumbnails: String = "demo-data/thumbs",
        temporary: String? = nil
    ) throws -> ImageQualityBench {
        let temporary = temporary ?? NSTemporaryDirectory()
        // No thumbnails folder (a feed without pictures): the generated scenes alone are measured.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: thumbnails)) ?? []
        var images = names.filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
        }.sorted().map { "\(thumbnails)/\($0)" }
        let directory = "\(temporary)/burin-image-quality-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for scene in ImageQualityScene.allCases {
            let path = "\(directory)/\(scene.rawValue).png"
            let side = ImageQualityScene.sourceSide
            let bytes = try PNGCodec.encode(scene.draw(width: side, height: side))
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            images.append(path)
        }
        return ImageQualityBench(images: images, sizes: sizes)
    }

    public func run() throws -> ImageQualityReport {
        var chafa = self.chafa
        var chafaText = "not installed"
        if let runner = chafa {
            chafaText = runner.version() ?? "chafa"
        }
        var results: [ImageQualitySizeResult] = []
        for size in sizes where size.width > 0 && size.height > 0 {
            var perImage: [ImageQualityImageResult] = []
            for (index, path) in images.enumerated() {
                progress("image quality \(size): image \(index + 1)/\(images.count)")
                var result = try measureBurin(path: path, size: size)
                if let runner = chafa {
                    do {
                        try measureChafa(runner, into: &result, size: size)
                    } catch {
                        // A chafa that fails is reported, not fatal: Burin's figures still stand.
                        chafaText = error.description
                        chafa = nil
                    }
                }
                perImage.append(result.image)
            }
            var amortised: Double? = nil
            if let runner = chafa, !images.isEmpty {
                progress("image quality \(size): chafa with all images at once")
                do {
                    amortised =
                        try median(
                            (0..<max(1, chafaRuns)).map { _ throws(ChafaError) in
                                try runner.run(images: images, size: size).seconds
                            }) / Double(images.count)
                } catch {
                    chafaText = error.description
                    chafa = nil
                }
            }
            if chafa == nil {
                perImage = perImage.map { image in
                    var image = image
                    image.chafaPSNR = nil
                    image.chafaSeconds = nil
                    image.chafaEncodedPSNR = nil
                    return image
                }
            }
            results.append(ImageQualitySizeResult(size: size, images: perImage, chafaAmortisedSeconds: amortised))
        }
        return ImageQualityReport(
            sizes: results, chafa: chafaText, chafaAvailable: chafa != nil, imageCount: images.count)
    }

    /// One image's measurement in progress, with the references chafa's cells are compared with.
    private struct Measurement {
        var image: ImageQualityImageResult
        var path: String
        var reference: PixelCanvas
        var encodedReference: PixelCanvas
    }

    private func measureBurin(path: String, size: CellSize) throws -> Measurement {
        let width = size.width
        let height = size.height * 2
        let region = CellRect(x: 0, y: 0, width: size.width, height: size.height)
        let source = try ImageLoader.load(path: path)
        let (reference, isExact) = try ImageQualityStretch.scale(source, width: width, height: height)

        var cells: [Cell] = []
        let clock = ContinuousClock()
        var fullTimes: [Double] = []
        var scaleBlitTimes: [Double] = []
        // One untimed round first: lookup tables, page cache, allocator.
        for round in 0...max(1, burinRuns) {
            let start = clock.now
            let loaded = try ImageLoader.load(path: path)
            let decoded = clock.now
            let scaled = try ImageQualityStretch.scale(loaded, width: width, height: height).image
            cells = Blitter.halfBlock.blit(scaled, region: region, background: .black)
            let end = clock.now
            guard round > 0 else { continue }
            fullTimes.append((end - start).seconds)
            scaleBlitTimes.append((end - decoded).seconds)
        }
        let shown = HalfBlockQuality.reconstruct(cells, columns: size.width, rows: size.height)
        let encodedReference = ImageQualityEncodedAverage.scale(source, width: width, height: height)
        let image = ImageQualityImageResult(
            path: path, burinPSNR: HalfBlockQuality.psnr(shown, reference), chafaPSNR: nil,
            burinSeconds: median(fullTimes), burinScaleBlitSeconds: median(scaleBlitTimes), chafaSeconds: nil,
            chafaGridMatches: nil, burinEncodedPSNR: HalfBlockQuality.psnr(shown, encodedReference),
            chafaEncodedPSNR: nil, stretchIsExact: isExact)
        return Measurement(image: image, path: path, reference: reference, encodedReference: encodedReference)
    }

    private func measureChafa(_ runner: ChafaRunner, into measurement: inout Measurement, size: CellSize)
        throws(ChafaError)
    {
        var times: [Double] = []
        var output: [UInt8] = []
        // One untimed run first, so the executable and its libraries are in the page cache.
        for round in 0...max(1, chafaRuns) {
            let run = try runner.run(images: [measurement.path], size: size)
            output = run.output
            if round > 0 { times.append(run.seconds) }
        }
        let frame = ChafaANSIParser.parse(output)
        let cells = frame.cells(columns: size.width, rows: size.height)
        let shown = HalfBlockQuality.reconstruct(cells, columns: size.width, rows: size.height)
        measurement.image.chafaPSNR = HalfBlockQuality.psnr(shown, measurement.reference)
        measurement.image.chafaSeconds = median(times)
        measurement.image.chafaGridMatches =
            frame.rows.count == size.height && frame.rows.allSatisfy { $0.count == size.width }
        measurement.image.chafaEncodedPSNR = HalfBlockQuality.psnr(shown, measurement.encodedReference)
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
