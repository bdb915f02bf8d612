import BurinText

/// The image-quality bench's result: Burin's half-block pipeline against chafa's at each grid size.
public struct ImageQualityReport: Sendable {
    public var sizes: [ImageQualitySizeResult]
    /// chafa's `--version` line, or why chafa was not measured (not installed, failed).
    public var chafa: String
    public var chafaAvailable: Bool
    public var imageCount: Int

    public init(sizes: [ImageQualitySizeResult], chafa: String, chafaAvailable: Bool, imageCount: Int) {
        self.sizes = sizes
        self.chafa = chafa
        self.chafaAvailable = chafaAvailable
        self.imageCount = imageCount
    }

    /// True when Burin's mean and pooled PSNR are at least chafa's at every size; nil without chafa.
    public var burinAtLeastChafaEverywhere: Bool? {
        guard chafaAvailable else { return nil }
        return sizes.allSatisfy { result in
            guard let chafa = result.chafaPSNR else { return false }
            let burin = result.burinPSNR
            return (burin.pooledDB ?? 0) >= (chafa.pooledDB ?? 0) && (burin.meanDB ?? 0) >= (chafa.meanDB ?? 0)
        }
    }

    public var json: [String: Any] {
        [
            "scenario": "image-quality",
            "reference": "source area-averaged in linear light (ImageScaler) to cols x 2*rows pixels",
            "encoded_reference": "source area-averaged in encoded sRGB (gamma-naive) to the same grid",
            "chafa": chafaAvailable ? chafa : "unavailable: \(chafa)",
            "images": imageCount,
            "burin_psnr_at_least_chafa": burinAtLeastChafaEverywhere.map { $0 as Any } ?? "unavailable",
            "sizes": sizes.map(\.json),
        ]
    }

    /// Table rows for people, header first.
    public var tableRows: [String] {
        var rows = [
            "image quality, half blocks: Burin vs \(chafaAvailable ? chafa : "chafa (unavailable: \(chafa))"), "
                + "\(imageCount) images; PSNR dB vs the source area-averaged in linear light (and in encoded sRGB)",
            [
                cell("size", 7), cell("PSNR burin/chafa", 24), cell("(sRGB-avg ref) b/c", 19), cell("burin us", 9),
                cell("(scale+blit)", 12), cell("chafa ms proc/amort", 20), "chafa/burin proc/amort",
            ].joined(separator: " "),
        ]
        for result in sizes {
            let linear = "\(result.burinPSNR.text)/\(result.chafaPSNR?.text ?? "-")"
            let encoded = "\(result.burinEncodedPSNR.text)/\(result.chafaEncodedPSNR?.text ?? "-")"
            let chafaTime =
                "\(result.chafaSeconds.map { DecimalText.fixed($0 * 1e3, 2) } ?? "-")/"
                + (result.chafaAmortisedSeconds.map { DecimalText.fixed($0 * 1e3, 2) } ?? "-")
            let ratio = result.chafaOverBurin
            let ratioText =
                "\(ratio.perProcess.map { DecimalText.fixed($0, 0) } ?? "-")x/"
                + "\(ratio.amortised.map { DecimalText.fixed($0, 1) } ?? "-")x"
            rows.append(
                [
                    cell(result.size.description, 7), cell(linear, 24), cell(encoded, 19),
                    cell(DecimalText.fixed(result.burinSeconds * 1e6, 0), 9),
                    cell(DecimalText.fixed(result.burinScaleBlitSeconds * 1e6, 0), 12), cell(chafaTime, 20), ratioText,
                ].joined(separator: " "))
        }
        return rows
    }

    private func cell(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
