public import BurinCore

extension PixelCanvas {
    /// The largest blur, in pixels, a shadow is drawn with; more only costs time on hostile input.
    static let maximumShadowBlur = 64.0

    /// Draws the soft shadow of `rect` (corners rounded by `radius`), moved by (`offsetX`, `offsetY`)
    /// and blurred over about `blur` pixels, in `color`.
    ///
    /// The rounded-rect mask is blurred with three passes of a box blur each way, a close and cheap
    /// stand-in for a gaussian.
    public mutating func drawShadow(
        of rect: UnitRect, radius: Double, color: RGBA, offsetX: Double, offsetY: Double, blur: Double
    ) {
        guard color.a > 0, offsetX.isFinite, offsetY.isFinite else { return }
        let moved = UnitRect(x: rect.x + offsetX, y: rect.y + offsetY, width: rect.width, height: rect.height)
        guard let shape = RoundedRectShape(moved, radius: radius) else { return }
        let blurPixels = blur.isFinite ? min(max(blur, 0), Self.maximumShadowBlur) : 0
        let boxRadius = blurPixels > 0 ? max(1, Int((blurPixels / 2).rounded())) : 0
        let margin = 3 * boxRadius
        // The mask covers the canvas grown by the blur's reach, so shape pixels just off the canvas
        // still bleed onto it.
        guard
            let bounds = shape.pixelBounds(
                margin: Double(margin), width: width + 2 * margin, height: height + 2 * margin,
                originShift: Double(margin))
        else { return }
        let maskWidth = bounds.x1 - bounds.x0
        let maskHeight = bounds.y1 - bounds.y0
        var mask = [Int32](repeating: 0, count: maskWidth * maskHeight)
        for my in 0..<maskHeight {
            let y = bounds.y0 + my - margin
            for mx in 0..<maskWidth {
                mask[my * maskWidth + mx] = Int32(shape.coverage(x: bounds.x0 + mx - margin, y: y))
            }
        }
        if boxRadius > 0 {
            BoxBlur.blur(&mask, width: maskWidth, height: maskHeight, radius: boxRadius, passes: 3)
        }
        let w = width
        let h = height
        pixels.withUnsafeMutableBufferPointer { px in
            for my in 0..<maskHeight {
                let y = bounds.y0 + my - margin
                guard y >= 0, y < h else { continue }
                for mx in 0..<maskWidth {
                    let x = bounds.x0 + mx - margin
                    guard x >= 0, x < w else { continue }
                    let coverage = Int(mask[my * maskWidth + mx])
                    guard coverage > 0 else { continue }
                    let i = y * w + x
                    px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                }
            }
        }
    }
}

extension RoundedRectShape {
    /// Bounds in a frame shifted right and down by `originShift` (the blur margin), clipped to it.
    func pixelBounds(margin: Double, width: Int, height: Int, originShift: Double) -> PixelBounds? {
        PixelBounds(
            minX: centreX - halfWidth - margin + originShift, minY: centreY - halfHeight - margin + originShift,
            maxX: centreX + halfWidth + margin + originShift, maxY: centreY + halfHeight + margin + originShift,
            width: width, height: height)
    }
}
