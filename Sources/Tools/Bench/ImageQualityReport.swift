public import BurinCore
import BurinPictures
import BurinText

/// The image-quality bench's result: every method against the photograph, slot size by slot size.
public struct ImageQualityReport: Sendable {
    public var sizes: [ImageQualitySizeResult]
    /// The same slots on terminals of 16 and 8 colours, palette by palette.
    public var palettes: [ImageQualityPaletteResult]
    /// One cell in pixels, the size the slots are displayed at.
    public var cell: PixelSize
    /// chafa's `--version` line, or why chafa was not measured (not installed, failed).
    public var chafa: String
    public var chafaAvailable: Bool
    public var imageCount: Int

    public var json: [String: Any] {
        [
            "scenario": "image-quality",
            "reference":
                "the source photograph, cropped to the slot's aspect and area-averaged in linear light to the slot's pixels",
            "metrics":
                "SSIM on Rec. 601 luma (11x11 Gaussian, sigma 1.5) and mean CIEDE2000, each method as the terminal displays it",
            "cell_pixels": "\(cell.width)x\(cell.height)",
            "chafa": chafaAvailable ? chafa : "unavailable: \(chafa)",
            "images": imageCount,
            "sizes": sizes.map(\.json),
            "palette": "xterm's default values of the 16 ANSI colours, for Burin and chafa alike",
            "palettes": palettes.map(\.json),
        ]
    }

    /// Table rows for people, header first.
    public var tableRows: [String] {
        let methods = ImageQualityMethod.allCases
        var rows = [
            "image quality against the photograph at the displayed size: \(imageCount) images, cells of "
                + "\(cell.width)x\(cell.height) px; SSIM on luma (1 = same) / mean CIEDE2000 (0 = same); "
                + (chafaAvailable ? chafa : "chafa unavailable: \(chafa)"),
            ([cell("slot", 6), cell("pixels", 8)] + methods.map { cell($0.label, 12) }).joined(separator: " "),
        ]
        for result in sizes {
            let scores = methods.map { method in
                cell(
                    result.score(method).map { "\(DecimalText.fixed($0.ssim, 3))/\(DecimalText.fixed($0.deltaE, 2))" }
                        ?? "-", 12)
            }
            rows.append(
                ([cell(result.size.description, 6), cell("\(result.pixels.width)x\(result.pixels.height)", 8)] + scores)
                    .joined(separator: " "))
        }
        for palette in TerminalPalette.allCases.reversed() {
            let results = palettes.filter { $0.palette == palette }
            guard !results.isEmpty else { continue }
            rows.append(
                "\(palette.rawValue) colours, xterm's default palette: Burin dithered, chafa -c \(palette.rawValue)")
            for result in results {
                let scores = methods.map { method in
                    cell(
                        result.score(method).map {
                            "\(DecimalText.fixed($0.ssim, 3))/\(DecimalText.fixed($0.deltaE, 2))"
                        } ?? "-", 12)
                }
                rows.append(
                    ([cell(result.size.description, 6), cell("\(result.pixels.width)x\(result.pixels.height)", 8)]
                        + scores).joined(separator: " "))
            }
        }
        rows.append(
            "per image on one worker (median µs) and bytes sent: kitty PNG | kitty raw | sixel quantise+encode | "
                + "Burin blocks half/sextant | chafa process/amortised (ms)")
        for result in sizes {
            guard let cost = result.pixelCost else { continue }
            let chafaTime =
                "\(result.chafaSeconds.map { DecimalText.fixed($0 * 1e3, 1) } ?? "-")/"
                + (result.chafaAmortisedSeconds.map { DecimalText.fixed($0 * 1e3, 2) } ?? "-")
            rows.append(
                [
                    cell(result.size.description, 6),
                    cell("\(micro(cost.kittyPNGSeconds)) \(kilobytes(cost.kittyPNGBytes))", 17),
                    cell("\(micro(cost.kittyRawSeconds)) \(kilobytes(cost.kittyRawBytes))", 17),
                    cell(
                        "\(micro(cost.sixelQuantiseSeconds))+\(micro(cost.sixelEncodeSeconds)) \(kilobytes(cost.sixelBytes))",
                        22),
                    cell("\(micro(result.halfBlockSeconds))/\(micro(result.sextantSeconds))", 14), chafaTime,
                ].joined(separator: " "))
        }
        // Columns are padded to line up; nothing trails a row.
        return rows.map { row in String(row.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    private func micro(_ seconds: Double) -> String { DecimalText.fixed(seconds * 1e6, 0) + "µs" }

    private func kilobytes(_ bytes: Int) -> String { DecimalText.fixed(Double(bytes) / 1024, 1) + "KB" }

    private func cell(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
