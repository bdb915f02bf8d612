import BurinText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// PSNR figures of several images summarised.
///
/// A plain mean of per-image PSNR is undefined as soon as one image is reproduced exactly (its PSNR
/// is infinite), so three figures are kept: the mean over the images with finite PSNR, how many were
/// exact, and the PSNR of the mean squared error over all images ("pooled"), which is always defined.
public struct ImageQualityPSNRSummary: Sendable, Equatable {
    /// Mean of the finite per-image PSNRs in dB; infinity when every image was exact; nil when empty.
    public var meanDB: Double?
    /// PSNR (dB) of the mean of the per-image mean squared errors.
    public var pooledDB: Double?
    /// Images reproduced exactly.
    public var exactImages: Int
    public var images: Int

    public init(_ values: [Double]) {
        images = values.count
        exactImages = values.filter { $0 == .infinity }.count
        guard !values.isEmpty else {
            meanDB = nil
            pooledDB = nil
            return
        }
        let finite = values.filter(\.isFinite)
        meanDB = finite.isEmpty ? .infinity : finite.reduce(0, +) / Double(finite.count)
        // PSNR = 10 log10(255² / MSE), so MSE = 255² / 10^(PSNR / 10); an exact image has MSE 0.
        let meanSquaredError =
            values.map { $0.isFinite ? 255 * 255 / pow(10, $0 / 10) : 0 }.reduce(0, +) / Double(values.count)
        pooledDB = meanSquaredError > 0 ? 10 * log10(255 * 255 / meanSquaredError) : .infinity
    }

    /// JSON-safe form (JSON has no infinity: it is written as the string "inf").
    public var json: [String: Any] {
        [
            "mean_db": qualityJSONNumber(meanDB), "pooled_db": qualityJSONNumber(pooledDB), "exact_images": exactImages,
            "images": images,
        ]
    }

    /// "31.42", "inf", or "31.42 (2 exact)" when some images were exact and others not.
    public var text: String {
        guard let meanDB else { return "-" }
        let base = DecimalText.fixed(meanDB, 2)
        return exactImages > 0 && meanDB.isFinite ? "\(base) (\(exactImages) exact)" : base
    }
}
