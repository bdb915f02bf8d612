import BurinCore
public import BurinRaster

/// Draws a procedural food tile: a plate on a coloured background, food-like blobs on the plate,
/// garnish dots, and soft lighting.
///
/// Only `+ - * /` and `sqrt` are used (all exactly rounded in IEEE 754), never `sin`/`pow`, whose
/// last bit may differ between C libraries: the same seed paints the same pixels on every machine.
public enum ThumbnailPainter {
    private static let backgrounds: [RGBA] = [
        RGBA(hex: 0xF6D6B8), RGBA(hex: 0xCDE7D8), RGBA(hex: 0xF3C9C3), RGBA(hex: 0xC9D9F0),
        RGBA(hex: 0xF2E3A9), RGBA(hex: 0xD9CCEB), RGBA(hex: 0xB9DEDB), RGBA(hex: 0xEBC7A0),
    ]
    private static let foods: [RGBA] = [
        RGBA(hex: 0xD9482B), RGBA(hex: 0xE8A33D), RGBA(hex: 0x7A4A2A), RGBA(hex: 0x5E9C3A),
        RGBA(hex: 0xF2C94C), RGBA(hex: 0xB5562D), RGBA(hex: 0xF4EBD9), RGBA(hex: 0xE07A3F), RGBA(hex: 0x8C2F1B),
    ]
    private static let garnishes: [RGBA] = [
        RGBA(hex: 0x3F8F2F), RGBA(hex: 0xF7F2E4), RGBA(hex: 0xC8321E), RGBA(hex: 0x2B2B2B),
    ]

    /// Paints a `width` x `height` tile (each clamped to 1...maximumImageSide).
    public static func paint(seed: UInt64, width: Int, height: Int) -> PixelCanvas {
        let w = min(max(1, width), maximumImageSide)
        let h = min(max(1, height), maximumImageSide)
        var rng = SplitMix64(seed: seed)
        var canvas = PixelCanvas(width: w, height: h)
        let size = Double(min(w, h))
        let cx = Double(w) / 2
        let cy = Double(h) / 2

        paintBackground(&canvas, base: rng.pick(backgrounds))

        // Plate: a soft shadow below-right, the plate, a rim that catches light at the top-left.
        let plate = size * 0.40
        fillDisc(&canvas, cx + size * 0.03, cy + size * 0.05, plate * 1.04, RGBA(40, 30, 20, 70), softness: size * 0.06)
        fillDisc(&canvas, cx, cy, plate, RGBA(hex: 0xF7F5F0), softness: 1)
        fillDisc(&canvas, cx, cy, plate * 0.80, RGBA(hex: 0xE9E5DC), softness: size * 0.03)
        fillDisc(&canvas, cx, cy, plate * 0.76, RGBA(hex: 0xF4F1EA), softness: 1)

        // Food: overlapping lumpy blobs, lit from the top-left.
        let blobCount = rng.int(4...7)
        for _ in 0..<blobCount {
            let (dx, dy) = randomOffset(&rng, radius: plate * 0.35)
            let r = plate * (0.26 + 0.18 * rng.unit())
            paintBlob(&canvas, cx + dx, cy + dy, r, rng.pick(foods), &rng)
        }

        // Garnish: small dots scattered over the food area.
        let garnish = rng.pick(garnishes)
        for _ in 0..<rng.int(8...18) {
            let (dx, dy) = randomOffset(&rng, radius: plate * 0.6)
            fillDisc(&canvas, cx + dx, cy + dy, max(0.8, size * (0.012 + 0.012 * rng.unit())), garnish, softness: 0.8)
        }

        // Soft light: brighten the top-left, darken the corners.
        applyLighting(&canvas)
        return canvas
    }

    private static func paintBackground(_ canvas: inout PixelCanvas, base: RGBA) {
        let darker = base.mixed(with: .black, 0.12)
        for y in 0..<canvas.height {
            let t = canvas.height > 1 ? Double(y) / Double(canvas.height - 1) : 0
            let row = base.mixed(with: darker, t)
            for x in 0..<canvas.width { canvas[x, y] = row }
        }
    }

    /// A random point in a disc, by rejection (no trigonometry).
    private static func randomOffset(_ rng: inout SplitMix64, radius: Double) -> (Double, Double) {
        while true {
            let x = rng.unit() * 2 - 1
            let y = rng.unit() * 2 - 1
            if x * x + y * y <= 1 { return (x * radius, y * radius) }
        }
    }

    /// The pixel columns and rows within `reach` of (`cx`, `cy`) that lie on the canvas; nil if none.
    private static func pixels(around cx: Double, _ cy: Double, reach: Double, in canvas: PixelCanvas)
        -> (ClosedRange<Int>, ClosedRange<Int>)?
    {
        let x0 = max(0, Int(cx - reach))
        let x1 = min(canvas.width - 1, Int(cx + reach) + 1)
        let y0 = max(0, Int(cy - reach))
        let y1 = min(canvas.height - 1, Int(cy + reach) + 1)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return (x0...x1, y0...y1)
    }

    /// A disc with an anti-aliased edge `softness` pixels wide.
    private static func fillDisc(
        _ canvas: inout PixelCanvas, _ cx: Double, _ cy: Double, _ r: Double, _ color: RGBA, softness: Double
    ) {
        guard let (xs, ys) = pixels(around: cx, cy, reach: r + softness, in: canvas) else { return }
        for y in ys {
            for x in xs {
                let dx = Double(x) + 0.5 - cx
                let dy = Double(y) + 0.5 - cy
                let d = (dx * dx + dy * dy).squareRoot() - r
                let coverage = min(1, max(0, 0.5 - d / max(softness, 0.5)))
                if coverage > 0 { canvas.blend(x: x, y: y, color, coverage: coverage) }
            }
        }
    }

    /// A lumpy blob: the radius wobbles with the 2nd and 3rd harmonics of the angle, computed from
    /// the direction's cosine and sine by the multiple-angle formulas. Shaded by a highlight offset
    /// towards the light.
    private static func paintBlob(
        _ canvas: inout PixelCanvas, _ cx: Double, _ cy: Double, _ r: Double, _ color: RGBA, _ rng: inout SplitMix64
    ) {
        let (p2c, p2s) = unitVector(&rng)
        let (p3c, p3s) = unitVector(&rng)
        let a2 = 0.06 + 0.10 * rng.unit()
        let a3 = 0.04 + 0.08 * rng.unit()
        let light = color.mixed(with: .white, 0.35)
        let shade = color.mixed(with: .black, 0.30)
        guard let (xs, ys) = pixels(around: cx, cy, reach: r * (1 + a2 + a3) + 1, in: canvas) else { return }
        for y in ys {
            for x in xs {
                let dx = Double(x) + 0.5 - cx
                let dy = Double(y) + 0.5 - cy
                let dist = (dx * dx + dy * dy).squareRoot()
                let c = dist > 0 ? dx / dist : 1
                let s = dist > 0 ? dy / dist : 0
                let cos2 = 2 * c * c - 1
                let sin2 = 2 * s * c
                let cos3 = 4 * c * c * c - 3 * c
                let sin3 = 3 * s - 4 * s * s * s
                let wobble = 1 + a2 * (cos2 * p2c - sin2 * p2s) + a3 * (cos3 * p3c - sin3 * p3s)
                let edge = dist - r * wobble
                let coverage = min(1, max(0, 0.5 - edge))
                guard coverage > 0 else { continue }
                // Light from the top-left: lighter there, darker at the bottom-right rim.
                let toward = (-dx - dy) / (r * 1.41421356)
                let depth = min(1, dist / (r * wobble))
                var tone =
                    toward > 0
                    ? color.mixed(with: light, toward * (1 - depth * 0.5)) : color.mixed(with: shade, -toward * depth)
                if depth > 0.85 { tone = tone.mixed(with: shade, (depth - 0.85) * 2) }
                canvas.blend(x: x, y: y, tone, coverage: coverage)
            }
        }
    }

    private static func unitVector(_ rng: inout SplitMix64) -> (Double, Double) {
        let (x, y) = randomOffset(&rng, radius: 1)
        let length = (x * x + y * y).squareRoot()
        return length > 0.01 ? (x / length, y / length) : (1, 0)
    }

    /// A gentle vignette and a warm glow from the top-left.
    private static func applyLighting(_ canvas: inout PixelCanvas) {
        let w = Double(canvas.width)
        let h = Double(canvas.height)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let nx = (Double(x) + 0.5) / w - 0.5
                let ny = (Double(y) + 0.5) / h - 0.5
                let corner = (nx * nx + ny * ny) * 2  // 0 at the centre, 1 at a corner
                let glow = max(0, -(nx + ny)) * 0.18
                var p = canvas[x, y]
                p = p.mixed(with: .black, corner * corner * 0.25)
                p = p.mixed(with: RGBA(hex: 0xFFF4E0), glow)
                canvas[x, y] = p
            }
        }
    }
}
