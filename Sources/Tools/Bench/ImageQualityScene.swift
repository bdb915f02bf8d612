import BurinCore
public import BurinRaster

/// Deterministic synthetic test images for the image-quality bench.
///
/// The demo thumbnails are 64x64: at 80x40 cells (80x80 pixels) both renderers only upscale them, which
/// favours no one. These scenes are drawn at 256x256, so every grid size is a real reduction.
public enum ImageQualityScene: String, CaseIterable, Sendable {
    /// A photograph-like picture: smooth sky-like gradients, soft overlapping discs, a gradient
    /// panel, thin outlines and a faint deterministic grain.
    case gradientShapes = "synthetic-gradient-shapes"
    /// Fine detail that a reduction must average rather than alias: concentric rings, bars and
    /// lines one to four source pixels wide.
    case fineDetail = "synthetic-fine-detail"
    /// A photograph-like landscape: a sky with a sun's glow, hills and a meadow of fractal value
    /// noise at several scales, as natural textures have.
    case landscape = "synthetic-landscape"

    /// The side at which the scene is written to disk as the bench's input.
    public static let sourceSide = 256

    /// The scene drawn on a `width` x `height` canvas; all geometry scales with the canvas.
    public func draw(width: Int, height: Int) -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: height, fill: .black)
        let sx = Double(width)
        let sy = Double(height)
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> UnitRect {
            UnitRect(x: x * sx, y: y * sy, width: w * sx, height: h * sy)
        }
        let unit = min(sx, sy)
        switch self {
        case .gradientShapes:
            canvas.fillLinearGradient(
                rect(0, 0, 1, 1), radius: 0, from: RGBA(24, 44, 96), to: RGBA(242, 168, 92), angle: 70)
            canvas.fillRoundedRect(rect(0.58, 0.1, 0.3, 0.3), radius: unit * 0.15, color: RGBA(255, 236, 170, 210))
            canvas.fillRoundedRect(rect(0.1, 0.16, 0.34, 0.34), radius: unit * 0.17, color: RGBA(200, 60, 90, 170))
            canvas.fillRoundedRect(rect(0.3, 0.3, 0.3, 0.3), radius: unit * 0.15, color: RGBA(40, 170, 120, 150))
            canvas.fillLinearGradient(
                rect(0.08, 0.62, 0.56, 0.3), radius: unit * 0.05, from: RGBA(30, 120, 60), to: RGBA(20, 200, 210),
                angle: 20)
            canvas.strokeRoundedRect(
                rect(0.66, 0.56, 0.26, 0.36), radius: unit * 0.04, thickness: unit * 0.012, color: .white)
            canvas.fillRoundedRect(rect(0.7, 0.62, 0.18, 0.12), radius: unit * 0.02, color: RGBA(250, 250, 240, 230))
            addGrain(to: &canvas, amplitude: 3)
        case .landscape:
            drawLandscape(on: &canvas)
        case .fineDetail:
            canvas = PixelCanvas(width: width, height: height, fill: RGBA(236, 232, 220))
            for ring in 0..<10 {
                let inset = Double(ring) * 0.045
                canvas.strokeRoundedRect(
                    rect(0.02 + inset, 0.02 + inset, 0.56 - 2 * inset, 0.56 - 2 * inset),
                    radius: unit * (0.28 - inset), thickness: unit * (0.004 + 0.0015 * Double(ring % 4)),
                    color: ring.isMultiple(of: 2) ? RGBA(20, 20, 30) : RGBA(180, 40, 40))
            }
            for bar in 0..<24 {
                let x = 0.62 + Double(bar) * 0.0155
                canvas.fillRoundedRect(
                    rect(x, 0.04, 0.004 + 0.002 * Double(bar % 3), 0.5), radius: 0,
                    color: bar.isMultiple(of: 2) ? RGBA(10, 60, 160) : RGBA(230, 150, 20))
            }
            for line in 0..<16 {
                let y = 0.64 + Double(line) * 0.021
                canvas.fillRoundedRect(
                    rect(0.04, y, 0.92, 0.004 * Double(1 + line % 4)), radius: 0,
                    color: RGBA(UInt8(16 * line), 90, UInt8(255 - 16 * line)))
            }
        }
        return canvas
    }

    private func drawLandscape(on canvas: inout PixelCanvas) {
        let w = Double(canvas.width)
        let h = Double(canvas.height)
        let noise = ValueNoise(seed: 0x5EED)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let u = Double(x) / w
                let v = Double(y) / h
                // Hills: a ridge line of noise; below it grass, above it sky.
                let ridge = 0.45 + 0.12 * noise.fractal(u * 3, 0.5) - 0.05 * u
                let far = 0.55 + 0.08 * noise.fractal(u * 6 + 10, 2.5)
                var colour: (Double, Double, Double)
                if v < ridge {
                    let glow = max(0, 1 - (((u - 0.7) * (u - 0.7)) + ((v - 0.2) * (v - 0.2))).squareRoot() * 3)
                    colour = (70 + 120 * v + 140 * glow, 120 + 90 * v + 110 * glow, 200 - 40 * v + 30 * glow)
                    if ((u - 0.7) * (u - 0.7) + (v - 0.2) * (v - 0.2)).squareRoot() < 0.06 { colour = (255, 240, 200) }
                    let cloud = max(0, noise.fractal(u * 5, v * 12) - 0.55) * 2.5
                    colour = (
                        colour.0 + (255 - colour.0) * cloud, colour.1 + (255 - colour.1) * cloud,
                        colour.2 + (255 - colour.2) * cloud
                    )
                } else if v < far {
                    let t = noise.fractal(u * 20, v * 20)
                    colour = (60 + 40 * t, 90 + 50 * t, 70 + 30 * t)
                } else {
                    let t = noise.fractal(u * 40, v * 30)
                    let depth = (v - far) / max(1 - far, 0.01)
                    colour = (50 + 70 * t + 40 * depth, 110 + 80 * t + 30 * depth, 30 + 30 * t)
                }
                canvas[x, y] = RGBA(clamp(colour.0), clamp(colour.1), clamp(colour.2))
            }
        }
    }

    private func clamp(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }

    /// Adds a fixed pseudo-random grain of at most `amplitude` levels per channel, as a photograph has.
    private func addGrain(to canvas: inout PixelCanvas, amplitude: Int) {
        var state: UInt32 = 0x9E37_79B9
        let span = UInt32(2 * amplitude + 1)
        for i in canvas.pixels.indices {
            // A xorshift generator: the same grain on every run and platform.
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let noise = Int(state % span) - amplitude
            var p = canvas.pixels[i]
            p.r = UInt8(clamping: Int(p.r) + noise)
            p.g = UInt8(clamping: Int(p.g) + noise)
            p.b = UInt8(clamping: Int(p.b) + noise)
            canvas.pixels[i] = p
        }
    }
}
