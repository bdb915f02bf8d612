public import BurinCore
import BurinPictures

/// Every image at one slot size, with the summaries the report shows.
public struct ImageQualitySizeResult: Sendable {
    /// The slot in cells.
    public var size: CellSize
    /// The slot in real pixels: what the photograph is compared at.
    public var pixels: PixelSize
    public var images: [ImageQualityImageResult]
    /// Seconds per image of one chafa process given every image at once (start-up shared); nil
    /// without chafa.
    public var chafaAmortisedSeconds: Double?

    public init(size: CellSize, pixels: PixelSize, images: [ImageQualityImageResult], chafaAmortisedSeconds: Double?) {
        self.size = size
        self.pixels = pixels
        self.images = images
        self.chafaAmortisedSeconds = chafaAmortisedSeconds
    }

    /// The mean score of `method` over the images; nil when some image lacks it (a partial mean
    /// would compare different images).
    public func score(_ method: ImageQualityMethod) -> ImageQualityScore? {
        let scores = images.compactMap { $0.scores[method] }
        return scores.count == images.count ? ImageQualityScore.mean(scores) : nil
    }

    public var pixelCost: ImageQualityPixelCost? { ImageQualityPixelCost.mean(images.map(\.pixelCost)) }
    public var halfBlockSeconds: Double { mean(images.map(\.halfBlockSeconds)) ?? 0 }
    public var sextantSeconds: Double { mean(images.map(\.sextantSeconds)) ?? 0 }
    public var chafaSeconds: Double? {
        let values = images.compactMap(\.chafaSeconds)
        return values.count == images.count ? mean(values) : nil
    }

    public var json: [String: Any] {
        var methods: [String: Any] = [:]
        for method in ImageQualityMethod.allCases { methods[method.rawValue] = score(method)?.json ?? "unavailable" }
        return [
            "size": size.description,
            "pixels": "\(pixels.width)x\(pixels.height)",
            "images": images.count,
            "methods": methods,
            "pixel_cost": pixelCost?.json ?? "unavailable",
            "half_blocks_us": qualityJSONNumber(halfBlockSeconds * 1e6),
            "sextants_us": qualityJSONNumber(sextantSeconds * 1e6),
            "chafa_ms_per_image_process": qualityJSONNumber(chafaSeconds.map { $0 * 1e3 }),
            "chafa_ms_per_image_amortised": qualityJSONNumber(chafaAmortisedSeconds.map { $0 * 1e3 }),
            "chafa_grid_mismatches": images.filter { $0.chafaGridMatches == false }.count,
            "per_image": images.map { image -> [String: Any] in
                var scores: [String: Any] = [:]
                for (method, score) in image.scores { scores[method.rawValue] = score.json }
                return ["path": image.path, "methods": scores]
            },
        ]
    }

    private func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
