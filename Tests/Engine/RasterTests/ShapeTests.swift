import BurinCore
import Testing

@testable import BurinRaster

@Suite struct ShapeTests {
    static let red = RGBA(255, 0, 0)
    static let square = UnitRect(x: 0, y: 0, width: 10, height: 10)

    @Test func roundedFillLeavesCornersOutAndEdgesFull() {
        var canvas = PixelCanvas(width: 10, height: 10)
        canvas.fillRoundedRect(Self.square, radius: 4, color: Self.red)
        #expect(canvas[0, 0].a == 0)
        #expect(canvas[5, 5] == Self.red)
        #expect(canvas[0, 5] == Self.red)
        #expect(canvas[5, 0] == Self.red)
        // Pixel (1, 0): centre (1.5, 0.5) lies 0.30 px outside the arc → coverage 0.20.
        #expect(canvas[1, 0].a == 51)
        #expect(canvas[1, 0].r == 255)
        // Corners are symmetric.
        #expect(canvas[8, 0] == canvas[1, 0])
        #expect(canvas[1, 9] == canvas[1, 0])
        #expect(canvas[9, 8] == canvas[0, 1])
    }

    /// Every pixel's coverage straight from the distance, with no interior spans.
    static func referenceFill(width: Int, height: Int, rect: UnitRect, radius: Double, color: RGBA) -> PixelCanvas {
        let shape = RoundedRectShape(rect, radius: radius)!
        var canvas = PixelCanvas(width: width, height: height, fill: RGBA(10, 20, 30))
        for y in 0..<height {
            for x in 0..<width {
                canvas[x, y] = PixelCanvas.over(
                    canvas[x, y], color, alpha: PixelCanvas.alpha(of: color, coverage: shape.coverage(x: x, y: y)))
            }
        }
        return canvas
    }

    @Test func interiorSpansMatchThePerPixelDistance() {
        var generator = SplitMix64(seed: 11)
        func random(_ range: Double) -> Double { Double(generator.next() % 10_000) / 10_000 * range }
        for _ in 0..<300 {
            let rect = UnitRect(x: random(30) - 8, y: random(20) - 6, width: random(40) + 0.2, height: random(20) + 0.2)
            let radius = random(12)
            let color = RGBA(200, 100, 50, generator.next() % 2 == 0 ? 255 : 140)
            var fast = PixelCanvas(width: 30, height: 16, fill: RGBA(10, 20, 30))
            fast.fillRoundedRect(rect, radius: radius, color: color)
            #expect(
                fast == Self.referenceFill(width: 30, height: 16, rect: rect, radius: radius, color: color),
                "\(rect) r \(radius)")

            let thickness = random(4) + 0.1
            let shape = RoundedRectShape(rect, radius: radius)!
            var stroke = PixelCanvas(width: 30, height: 16)
            stroke.strokeRoundedRect(rect, radius: radius, thickness: thickness, color: color)
            var reference = PixelCanvas(width: 30, height: 16)
            for y in 0..<16 {
                for x in 0..<30 {
                    let d = shape.signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let coverage =
                        RoundedRectShape.coverage(distance: d) - RoundedRectShape.coverage(distance: d + thickness)
                    reference[x, y] = PixelCanvas.over(
                        .clear, color, alpha: PixelCanvas.alpha(of: color, coverage: max(0, coverage)))
                }
            }
            #expect(stroke == reference, "stroke \(rect) r \(radius) t \(thickness)")
        }
    }

    @Test func fractionalEdgeIsHalfCovered() {
        var canvas = PixelCanvas(width: 4, height: 1)
        canvas.fillRoundedRect(UnitRect(x: 0.5, y: 0, width: 3, height: 1), radius: 0, color: Self.red)
        #expect(canvas.pixels.map(\.a) == [128, 255, 255, 128])
    }

    @Test func fillOverOpaqueBlendsByCoverage() {
        var canvas = PixelCanvas(width: 2, height: 1, fill: .white)
        canvas.fillRoundedRect(UnitRect(x: 0.5, y: 0, width: 1, height: 1), radius: 0, color: .black)
        #expect(canvas[0, 0] == RGBA(127, 127, 127))
    }

    @Test func strokeLiesInsideTheRect() {
        var canvas = PixelCanvas(width: 10, height: 10)
        canvas.strokeRoundedRect(Self.square, radius: 0, thickness: 1, color: Self.red)
        #expect(canvas[0, 5] == Self.red)
        #expect(canvas[9, 5] == Self.red)
        #expect(canvas[5, 0] == Self.red)
        #expect(canvas[1, 5].a == 0)
        #expect(canvas[5, 5].a == 0)
    }

    @Test func gradientEndpointsAreExact() {
        var canvas = PixelCanvas(width: 10, height: 1)
        canvas.fillLinearGradient(
            UnitRect(x: 0, y: 0, width: 10, height: 1), radius: 0, from: .black, to: .white, angle: 0)
        #expect(canvas[0, 0] == .black)
        #expect(canvas[9, 0] == .white)
        let reds = canvas.pixels.map(\.r)
        #expect(reds == reds.sorted())
        #expect(canvas[4, 0].r == 113)  // 4/9 of the way: 255 * 4 / 9 = 113.3
    }

    @Test func gradientAtNinetyRunsTopToBottomAndAtOneEightyBackwards() {
        var down = PixelCanvas(width: 1, height: 5)
        down.fillLinearGradient(
            UnitRect(x: 0, y: 0, width: 1, height: 5), radius: 0, from: Self.red, to: RGBA(0, 0, 255), angle: 90)
        #expect(down[0, 0] == Self.red)
        #expect(down[0, 4] == RGBA(0, 0, 255))
        var back = PixelCanvas(width: 5, height: 1)
        back.fillLinearGradient(
            UnitRect(x: 0, y: 0, width: 5, height: 1), radius: 0, from: Self.red, to: RGBA(0, 0, 255), angle: 180)
        #expect(back[0, 0] == RGBA(0, 0, 255))
        #expect(back[4, 0] == Self.red)
    }

    @Test func gradientIsClippedToItsRoundedRect() {
        var canvas = PixelCanvas(width: 10, height: 10)
        canvas.fillLinearGradient(Self.square, radius: 4, from: .black, to: .white, angle: 45)
        #expect(canvas[0, 0].a == 0)
        #expect(canvas[5, 5].a == 255)
    }

    @Test func sharpShadowIsTheOffsetShape() {
        var canvas = PixelCanvas(width: 10, height: 10)
        canvas.drawShadow(
            of: UnitRect(x: 2, y: 2, width: 4, height: 4), radius: 0, color: .black, offsetX: 2, offsetY: 1, blur: 0)
        #expect(canvas[4, 3] == .black)
        #expect(canvas[7, 6] == .black)
        #expect(canvas[3, 3].a == 0)
        #expect(canvas[8, 3].a == 0)
    }

    @Test func blurredShadowFadesOutwards() {
        var canvas = PixelCanvas(width: 30, height: 30)
        canvas.drawShadow(
            of: UnitRect(x: 8, y: 8, width: 14, height: 14), radius: 2, color: .black, offsetX: 0, offsetY: 0, blur: 4)
        let centre = canvas[15, 15].a
        let edge = canvas[8, 15].a
        let outside = canvas[5, 15].a
        let far = canvas[0, 15].a
        #expect(centre == 255)
        #expect(edge < centre && edge > outside)
        #expect(outside > 0)
        #expect(far == 0)
        #expect(canvas[21, 15].a == edge)  // symmetric
    }

    /// The shadow mask blurred in full, without collapsing a wide shape's identical middle columns.
    static func referenceShadow(
        width: Int, height: Int, rect: UnitRect, radius: Double, blur: Double, color: RGBA
    ) -> PixelCanvas {
        let shape = RoundedRectShape(rect, radius: radius)!
        let boxRadius = max(1, Int((blur / 2).rounded()))
        var mask = [Int32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { mask[y * width + x] = Int32(shape.coverage(x: x, y: y)) } }
        BoxBlur.blur(&mask, width: width, height: height, radius: boxRadius, passes: 3)
        var canvas = PixelCanvas(width: width, height: height)
        for i in 0..<mask.count {
            canvas.pixels[i] = PixelCanvas.over(
                .clear, color, alpha: PixelCanvas.alpha(of: color, coverage: Int(mask[i])))
        }
        return canvas
    }

    @Test func wideShadowEqualsTheFullBlur() {
        for (rect, radius, blur) in [
            (UnitRect(x: 8, y: 6, width: 90, height: 9), 2.0, 4.0),
            (UnitRect(x: 10.5, y: 8.25, width: 60.5, height: 4), 1.0, 2.0),
            (UnitRect(x: 12, y: 6, width: 30, height: 12), 6.0, 6.0),
        ] {
            var canvas = PixelCanvas(width: 120, height: 30)
            canvas.drawShadow(of: rect, radius: radius, color: RGBA(0, 0, 0, 200), offsetX: 0, offsetY: 0, blur: blur)
            let reference = Self.referenceShadow(
                width: 120, height: 30, rect: rect, radius: radius, blur: blur, color: RGBA(0, 0, 0, 200))
            #expect(canvas == reference, "\(rect)")
        }
    }

    @Test func shadowReachesInFromOffCanvas() {
        var canvas = PixelCanvas(width: 4, height: 4)
        canvas.drawShadow(
            of: UnitRect(x: -6, y: 0, width: 6, height: 4), radius: 0, color: .black, offsetX: 0, offsetY: 0, blur: 4)
        #expect(canvas[0, 2].a > 0)
    }

    @Test func compositeMasksCornersAndClips() {
        var canvas = PixelCanvas(width: 6, height: 6, fill: .white)
        canvas.composite(TestImages.solid(width: 4, height: 4, Self.red), atX: 1, y: 1, radius: 2)
        #expect(canvas[0, 0] == .white)
        #expect(canvas[2, 2] == Self.red)
        #expect(canvas[1, 1] != Self.red && canvas[1, 1] != .white)
        var clipped = PixelCanvas(width: 3, height: 3)
        clipped.composite(TestImages.solid(width: 4, height: 4, Self.red), atX: -2, y: 1, radius: 0)
        #expect(clipped[0, 2] == Self.red && clipped[1, 2] == Self.red && clipped[2, 2].a == 0)
        #expect(clipped[0, 0].a == 0)
    }

    @Test func hostileGeometryDrawsNothingAndNeverTraps() {
        var canvas = PixelCanvas(width: 4, height: 4)
        let before = canvas
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            let rect = UnitRect(x: value, y: 0, width: 2, height: 2)
            canvas.fillRoundedRect(rect, radius: value, color: Self.red)
            canvas.strokeRoundedRect(rect, radius: 1, thickness: value, color: Self.red)
            canvas.fillLinearGradient(rect, radius: 0, from: .black, to: .white, angle: value)
            canvas.drawShadow(of: rect, radius: 0, color: .black, offsetX: value, offsetY: 0, blur: value)
        }
        #expect(canvas == before)
        canvas.fillRoundedRect(UnitRect(x: -10, y: -10, width: 1e6, height: 1e6), radius: .nan, color: Self.red)
        #expect(canvas.pixels.allSatisfy { $0 == Self.red })
    }
}
