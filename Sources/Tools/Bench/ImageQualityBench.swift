public import BurinCore
import BurinPictures
import BurinQuality
import BurinRaster
import BurinTerminal
import Foundation

/// Judges every way Burin (and chafa) can show an image slot against the photograph itself, at the
/// pixel size the slot really has on the screen.
///
/// For each slot size (`cols` x `rows` cells of `cell` pixels, so W x H pixels) and each image:
/// - the picture is cropped to the slot's aspect (`ImageQualityCrop`) and the reference is that crop
///   area-averaged to W x H: the photograph as the slot could show it at best;
/// - each method (`ImageQualityMethod`) is turned into the pixels the terminal displays: half-blocks
///   and sextants (Burin's blitters, chafa's output parsed back) as their cells drawn at the cell
///   size (`ImageQualityDisplay`), sixel as the 256-colour palette picture, kitty as the W x H
///   picture itself (lossless; the screen tests see kitty show exactly those pixels);
/// - each is scored by SSIM on luma and mean CIEDE2000 against the reference;
/// - then, for each of `palettes` (16 and 8 colours), Burin's blitters with the picture dithered
///   into the palette as the draw workers do (`PaletteDither`) against chafa told the same colour
///   count, all shown in the palette as xterm shows it by default (`TerminalPalette`), against the
///   same reference in the same metric.
///
/// Burin's work is timed in-process (median of `runs`): scale + blit for the blitters, the payload
/// encodes for kitty (PNG, raw) and sixel (quantise, encode), with the bytes each sends; chafa as the
/// wall time of its process (median of `chafaRuns`) and once for all images on one command line,
/// divided by their number, which takes process start-up out.
public struct ImageQualityBench {
    public var images: [String]
    public var sizes: [CellSize]
    public var cell: PixelSize
    /// nil when chafa is not installed: the report says so instead of failing.
    public var chafa: ChafaRunner?
    /// Where the cropped copies chafa reads are written.
    public var temporary: String
    public var runs = 9
    public var chafaRuns = 3
    /// The terminal palettes measured besides full colour.
    public var palettes: [TerminalPalette] = [.ansi16, .ansi8]
    /// Called with a short status line as the bench advances.
    public var progress: (String) -> Void = { _ in }

    /// The slot sizes measured by default: a card's thumbnail (8 x 4), then larger.
    public static let defaultSizes = [
        CellSize(width: 8, height: 4), CellSize(width: 16, height: 8), CellSize(width: 40, height: 20),
    ]
    /// kitty 0.26's cell with DejaVu Sans Mono at 11 points, as measured under Xvfb (xterm's is 9 x 19).
    public static let defaultCell = PixelSize(width: 9, height: 18)

    public init(
        images: [String], sizes: [CellSize] = defaultSizes, cell: PixelSize = defaultCell,
        chafa: ChafaRunner? = ChafaRunner.find(), temporary: String? = nil
    ) {
        self.images = images
        self.sizes = sizes
        self.cell = cell
        self.chafa = chafa
        self.temporary = temporary ?? NSTemporaryDirectory()
    }

    /// Every PNG and JPEG directly in `folder`, sorted by name (none when it cannot be read).
    public static func images(inFolder folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
        }.sorted().map { "\(folder)/\($0)" }
    }

    /// The standard inputs: the images of `folder` (the demo's thumbnails) plus each
    /// `ImageQualityScene` written at 256 x 256 as a PNG into a fresh folder under `temporary`.
    public static func standard(
        folder: String = "demo-data/thumbs", sizes: [CellSize] = defaultSizes, cell: PixelSize = defaultCell,
        temporary: String? = nil
    ) throws -> ImageQualityBench {
        var bench = ImageQualityBench(
            images: images(inFolder: folder), sizes: sizes, cell: cell, temporary: try workFolder(temporary))
        for scene in ImageQualityScene.allCases {
            let path = "\(bench.temporary)/\(scene.rawValue).png"
            let side = ImageQualityScene.sourceSide
            try Data(try PNGCodec.encode(scene.draw(width: side, height: side))).write(to: URL(fileURLWithPath: path))
            bench.images.append(path)
        }
        return bench
    }

    /// A fresh folder for this run's files.
    public static func workFolder(_ parent: String? = nil) throws -> String {
        let folder =
            "\(parent ?? NSTemporaryDirectory())/burin-image-quality-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    public func run() throws -> ImageQualityReport {
        var chafa = self.chafa
        var chafaText = chafa.map { $0.version() ?? "chafa" } ?? "not installed"
        let sources = try images.map { try ImageLoader.load(path: $0) }
        var results: [ImageQualitySizeResult] = []
        var paletteResults: [ImageQualityPaletteResult] = []
        for size in sizes where size.width > 0 && size.height > 0 {
            let pixels = PixelSize(width: size.width * cell.width, height: size.height * cell.height)
            var perImage: [ImageQualityImageResult] = []
            var croppedPaths: [String] = []
            var inPalettes = palettes.map {
                ImageQualityPaletteResult(palette: $0, size: size, pixels: pixels, images: [], halfBlockSeconds: 0)
            }
            for (index, source) in sources.enumerated() {
                progress("image quality \(size): image \(index + 1)/\(sources.count)")
                let cropped = ImageQualityCrop.toAspect(source, width: pixels.width, height: pixels.height)
                var result = try measureBurin(path: images[index], cropped: cropped, size: size, pixels: pixels)
                if chafa != nil {
                    let path = "\(temporary)/crop-\(size)-\(index).png"
                    try Data(try PNGCodec.encode(cropped)).write(to: URL(fileURLWithPath: path))
                    croppedPaths.append(path)
                }
                if let runner = chafa {
                    do {
                        try measureChafa(
                            runner, path: croppedPaths[index], into: &result, size: size, pixels: pixels,
                            cropped: cropped)
                    } catch let error as ChafaError {
                        // A chafa that fails is reported, not fatal: Burin's figures still stand.
                        chafaText = error.description
                        chafa = nil
                    }
                }
                perImage.append(result)
                for k in inPalettes.indices {
                    let palette = inPalettes[k].palette
                    var (scores, seconds) = try measureBurin(in: palette, cropped: cropped, size: size, pixels: pixels)
                    if let runner = chafa {
                        do {
                            try measureChafa(
                                runner, in: palette, path: croppedPaths[index], into: &scores, size: size,
                                pixels: pixels, cropped: cropped)
                        } catch let error as ChafaError {
                            chafaText = error.description
                            chafa = nil
                        }
                    }
                    inPalettes[k].images.append(scores)
                    inPalettes[k].halfBlockSeconds += seconds / Double(sources.count)
                }
            }
            var amortised: Double? = nil
            if let runner = chafa, !croppedPaths.isEmpty {
                progress("image quality \(size): chafa with all images at once")
                do {
                    amortised =
                        try median(
                            (0..<max(1, chafaRuns)).map { _ throws(ChafaError) in
                                try runner.run(images: croppedPaths, size: size).seconds
                            }) / Double(croppedPaths.count)
                } catch {
                    chafaText = error.description
                    chafa = nil
                }
            }
            if chafa == nil {
                perImage = perImage.map { image in
                    var image = image
                    image.scores = image.scores.filter { !$0.key.usesChafa }
                    image.chafaSeconds = nil
                    image.chafaGridMatches = nil
                    return image
                }
            }
            results.append(
                ImageQualitySizeResult(size: size, pixels: pixels, images: perImage, chafaAmortisedSeconds: amortised))
            paletteResults += inPalettes
        }
        if chafa == nil {
            paletteResults = paletteResults.map { result in
                var result = result
                result.images = result.images.map { $0.filter { !$0.key.usesChafa } }
                return result
            }
        }
        return ImageQualityReport(
            sizes: results, palettes: paletteResults, cell: cell, chafa: chafaText, chafaAvailable: chafa != nil,
            imageCount: images.count)
    }

    /// Burin's blitters for one image on a terminal of `palette`: the picture scaled to the
    /// blitter's grid, dithered into the palette, blitted, and shown in the palette's colours; and
    /// the median seconds of scale + dither + half-block blit.
    private func measureBurin(in palette: TerminalPalette, cropped: PixelCanvas, size: CellSize, pixels: PixelSize)
        throws -> (scores: [ImageQualityMethod: ImageQualityScore], halfBlockSeconds: Double)
    {
        let reference = try ImageScaler.scaleToFill(cropped, width: pixels.width, height: pixels.height)
        let display = ImageQualityDisplay(cell: cell, colorMode: ColorMode(palette))
        let region = CellRect(x: 0, y: 0, width: size.width, height: size.height)
        let dither = PaletteDither(palette: palette)
        func blit(_ blitter: Blitter, scaled: PixelCanvas) -> [Cell] {
            var picture = scaled
            if PaletteDither.isUsed(with: blitter) {
                dither.dither(&picture, x0: 0, y0: 0, x1: picture.width, y1: picture.height)
            }
            return blitter.blit(picture, region: region, background: .black, palette: palette)
        }
        var scores: [ImageQualityMethod: ImageQualityScore] = [:]
        for (method, blitter) in [(ImageQualityMethod.halfBlocks, Blitter.halfBlock), (.sextants, .sextant)] {
            let scaled = ImageQualityStretch.scale(
                cropped, width: size.width * blitter.pixelsPerCellX, height: size.height * blitter.pixelsPerCellY)
            scores[method] = Self.score(
                try display.render(blit(blitter, scaled: scaled), columns: size.width, rows: size.height), reference)
        }
        // Timed as the feed does it: the scaler straight into the blitter's grid, then the dither.
        let seconds = try time {
            let scaled = try ImageScaler.scaleToFill(cropped, width: size.width, height: size.height * 2)
            _ = blit(.halfBlock, scaled: scaled)
        }
        return (scores, seconds)
    }

    /// chafa told `palette`'s colour count, half blocks and sextants, scored like Burin's.
    private func measureChafa(
        _ runner: ChafaRunner, in palette: TerminalPalette, path: String,
        into scores: inout [ImageQualityMethod: ImageQualityScore], size: CellSize, pixels: PixelSize,
        cropped: PixelCanvas
    ) throws {
        let reference = try ImageScaler.scaleToFill(cropped, width: pixels.width, height: pixels.height)
        let display = ImageQualityDisplay(cell: cell, colorMode: ColorMode(palette))
        for (method, symbols) in [(ImageQualityMethod.chafaHalfBlocks, "vhalf"), (.chafaSextants, "sextant")] {
            let cells = ChafaANSIParser.parse(
                try runner.run(images: [path], size: size, symbols: symbols, palette: palette).output
            ).cells(columns: size.width, rows: size.height)
            scores[method] = Self.score(try display.render(cells, columns: size.width, rows: size.height), reference)
        }
    }

    /// Burin's methods for one image: the blitters, sixel and kitty, scored and timed.
    private func measureBurin(path: String, cropped: PixelCanvas, size: CellSize, pixels: PixelSize) throws
        -> ImageQualityImageResult
    {
        let reference = try ImageScaler.scaleToFill(cropped, width: pixels.width, height: pixels.height)
        let display = ImageQualityDisplay(cell: cell)
        let region = CellRect(x: 0, y: 0, width: size.width, height: size.height)
        func blit(_ blitter: Blitter) throws -> [Cell] {
            let scaled = ImageQualityStretch.scale(
                cropped, width: size.width * blitter.pixelsPerCellX, height: size.height * blitter.pixelsPerCellY)
            return blitter.blit(scaled, region: region, background: .black)
        }
        // Timed as the feed does it, the scaler straight into the blitter's grid: the stretch above is
        // the bench's way to score the blitter fairly, not what the drawer does.
        func scaleAndBlit(_ blitter: Blitter) throws {
            let scaled = try ImageScaler.scaleToFill(
                cropped, width: size.width * blitter.pixelsPerCellX, height: size.height * blitter.pixelsPerCellY)
            _ = blitter.blit(scaled, region: region, background: .black)
        }
        var scores: [ImageQualityMethod: ImageQualityScore] = [:]
        func score(_ method: ImageQualityMethod, _ shown: PixelCanvas) {
            scores[method] = Self.score(shown, reference)
        }
        let half = try blit(.halfBlock)
        score(.halfBlocks, try display.render(half, columns: size.width, rows: size.height))
        let sextant = try blit(.sextant)
        score(.sextants, try display.render(sextant, columns: size.width, rows: size.height))

        let palette = SixelQuantizer.quantize(reference)
        var quantised = reference
        quantised.pixels = palette.canvasPixels
        score(.sixel, display.opaque(quantised))
        score(.kitty, reference)

        let png = try KittyPayload(reference, format: .png)
        let raw = try KittyPayload(reference, format: .rgb)
        let commands = KittyCommands()
        let cost = ImageQualityPixelCost(
            kittyPNGSeconds: try time { _ = try KittyPayload(reference, format: .png) },
            kittyPNGBytes: commands.transmit(png, id: 1).count,
            kittyRawSeconds: try time { _ = try KittyPayload(reference, format: .rgb) },
            kittyRawBytes: commands.transmit(raw, id: 1).count,
            sixelQuantiseSeconds: try time { _ = SixelQuantizer.quantize(reference) },
            sixelEncodeSeconds: try time { _ = SixelEncoder.encode(palette) },
            sixelBytes: SixelEncoder.encode(palette).count)
        return ImageQualityImageResult(
            path: path, scores: scores, halfBlockSeconds: try time { try scaleAndBlit(.halfBlock) },
            sextantSeconds: try time { try scaleAndBlit(.sextant) }, chafaSeconds: nil, chafaGridMatches: nil,
            pixelCost: cost)
    }

    /// chafa's half blocks (timed) and sextants for one image, scored like Burin's.
    private func measureChafa(
        _ runner: ChafaRunner, path: String, into result: inout ImageQualityImageResult, size: CellSize,
        pixels: PixelSize, cropped: PixelCanvas
    ) throws {
        let reference = try ImageScaler.scaleToFill(cropped, width: pixels.width, height: pixels.height)
        let display = ImageQualityDisplay(cell: cell)
        var times: [Double] = []
        var output: [UInt8] = []
        // One untimed run first, so the executable and its libraries are in the page cache.
        for round in 0...max(1, chafaRuns) {
            let run = try runner.run(images: [path], size: size)
            output = run.output
            if round > 0 { times.append(run.seconds) }
        }
        let frame = ChafaANSIParser.parse(output)
        result.chafaSeconds = median(times)
        result.chafaGridMatches = frame.rows.count == size.height && frame.rows.allSatisfy { $0.count == size.width }
        let half = frame.cells(columns: size.width, rows: size.height)
        result.scores[.chafaHalfBlocks] = Self.score(
            try display.render(half, columns: size.width, rows: size.height), reference)
        let sextants = ChafaANSIParser.parse(try runner.run(images: [path], size: size, symbols: "sextant").output)
            .cells(columns: size.width, rows: size.height)
        result.scores[.chafaSextants] = Self.score(
            try display.render(sextants, columns: size.width, rows: size.height), reference)
    }

    static func score(_ shown: PixelCanvas, _ reference: PixelCanvas) -> ImageQualityScore {
        ImageQualityScore(
            ssim: StructuralSimilarity.luma(shown, reference) ?? 0,
            deltaE: CIEDE2000.meanDifference(shown, reference) ?? .infinity)
    }

    /// The median seconds of `runs` calls of `body`, after one untimed call.
    private func time(_ body: () throws -> Void) throws -> Double {
        try body()
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = clock.now
            try body()
            times.append((clock.now - start).seconds)
        }
        return median(times)
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
