public import BurinCore

/// Every image at one grid size, with the summaries the report shows.
public struct ImageQualitySizeResult: Sendable {
    public var size: CellSize
    public var images: [ImageQualityImageResult]
    /// Seconds per image of one chafa process given every image at once (start-up shared); nil
    /// without chafa.
    public var chafaAmortisedSeconds: Double?

    public init(size: CellSize, images: [ImageQualityImageResult], chafaAmortisedSeconds: Double?) {
        self.size = size
        self.images = images
        self.chafaAmortisedSeconds = chafaAmortisedSeconds
    }

    public var burinPSNR: ImageQualityPSNRSummary { ImageQualityPSNRSummary(images.map(\.burinPSNR)) }
    public var chafaPSNR: ImageQualityPSNRSummary? { summary(images.map(\.chafaPSNR)) }
    /// Against the gamma-naive reference (`ImageQualityEncodedAverage`).
    public var burinEncodedPSNR: ImageQualityPSNRSummary { ImageQualityPSNRSummary(images.map(\.burinEncodedPSNR)) }
    public var chafaEncodedPSNR: ImageQualityPSNRSummary? { summary(images.map(\.chafaEncodedPSNR)) }

    /// Mean over images of Burin's median load + scale + blit time, in seconds.
    public var burinSeconds: Double { mean(images.map(\.burinSeconds)) ?? 0 }
    public var burinScaleBlitSeconds: Double { mean(images.map(\.burinScaleBlitSeconds)) ?? 0 }
    /// Mean over images of chafa's median per-process time, in seconds.
    public var chafaSeconds: Double? {
        let values = images.compactMap(\.chafaSeconds)
        return values.count == images.count ? mean(values) : nil
    }

    /// How many times longer chafa takes than Burin, per process and amortised.
    public var chafaOverBurin: (perProcess: Double?, amortised: Double?) {
        let burin = burinSeconds
        guard burin > 0 else { return (nil, nil) }
        return (chafaSeconds.map { $0 / burin }, chafaAmortisedSeconds.map { $0 / burin })
    }

    public var json: [String: Any] {
        let ratio = chafaOverBurin
        return [
            "size": size.description,
            "pixels": "\(size.width)x\(size.height * 2)",
            "images": images.count,
            "psnr_burin": burinPSNR.json,
            "psnr_chafa": chafaPSNR?.json ?? "unavailable",
            "psnr_encoded_reference_burin": burinEncodedPSNR.json,
            "psnr_encoded_reference_chafa": chafaEncodedPSNR?.json ?? "unavailable",
            "burin_us_per_image": qualityJSONNumber(burinSeconds * 1e6),
            "burin_scale_blit_us_per_image": qualityJSONNumber(burinScaleBlitSeconds * 1e6),
            "chafa_ms_per_image_process": qualityJSONNumber(chafaSeconds.map { $0 * 1e3 }),
            "chafa_ms_per_image_amortised": qualityJSONNumber(chafaAmortisedSeconds.map { $0 * 1e3 }),
            "ratio_chafa_over_burin_process": qualityJSONNumber(ratio.perProcess),
            "ratio_chafa_over_burin_amortised": qualityJSONNumber(ratio.amortised),
            "chafa_grid_mismatches": images.filter { $0.chafaGridMatches == false }.count,
            "inexact_stretches": images.filter { !$0.stretchIsExact }.count,
            "per_image": images.map { image -> [String: Any] in
                [
                    "path": image.path, "psnr_burin": qualityJSONNumber(image.burinPSNR),
                    "psnr_chafa": qualityJSONNumber(image.chafaPSNR),
                    "psnr_encoded_reference_burin": qualityJSONNumber(image.burinEncodedPSNR),
                    "psnr_encoded_reference_chafa": qualityJSONNumber(image.chafaEncodedPSNR),
                    "burin_us": qualityJSONNumber(image.burinSeconds * 1e6),
                    "chafa_ms": qualityJSONNumber(image.chafaSeconds.map { $0 * 1e3 }),
                ]
            },
        ]
    }

    /// A summary only when every image has a figure: a partial mean would compare different images.
    private func summary(_ values: [Double?]) -> ImageQualityPSNRSummary? {
        let present = values.compactMap { $0 }
        return present.count == values.count && !present.isEmpty ? ImageQualityPSNRSummary(present) : nil
    }

    private func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
