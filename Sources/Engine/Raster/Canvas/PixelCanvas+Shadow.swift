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
        let columns = CollapsedColumns(
            shape: shape, frameX0: bounds.x0 - margin, maskWidth: maskWidth, reach: margin)
        var mask = [Int32](repeating: 0, count: columns.width * maskHeight)
        for my in 0..<maskHeight {
            let y = bounds.y0 + my - margin
            for rx in 0..<columns.width {
                mask[my * columns.width + rx] = Int32(
                    shape.coverage(x: bounds.x0 + columns.original(rx) - margin, y: y))
            }
        }
        if boxRadius > 0 {
            BoxBlur.blur(&mask, width: columns.width, height: maskHeight, radius: boxRadius, passes: 3)
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
                    let coverage = Int(mask[my * columns.width + columns.reduced(mx)])
                    guard coverage > 0 else { continue }
                    let i = y * w + x
                    px[i] = Self.over(px[i], color, alpha: Self.alpha(of: color, coverage: coverage))
                }
            }
        }
    }
}

/// The columns of a shadow mask worth blurring.
///
/// Far enough from a rounded rect's left and right ends (more than its half height in), every
/// column of its mask is the same: the outline there is the straight top and bottom edges. A
/// column whose blur reaches only such columns blurs to that same profile, so a wide card's
/// shadow keeps one of them and blurs only the two end bands: exact, and the cost no longer grows
/// with the card's width.
struct CollapsedColumns {
    /// Mask columns `0...keptThrough` are kept, then `(keptThrough + skipped + 1)...` follow.
    let keptThrough: Int
    let skipped: Int
    /// Columns in the collapsed mask.
    let width: Int

    /// `frameX0` is the pixel x of mask column 0; `reach` how far the blur reads on each side.
    init(shape: RoundedRectShape, frameX0: Int, maskWidth: Int, reach: Int) {
        let straightHalf = shape.halfWidth - shape.halfHeight - 1
        var first = Int.max
        var last = Int.min
        if straightHalf > 0, shape.centreX.isFinite {
            // Pixel columns whose centres lie within `straightHalf` of the centre, in mask columns.
            let low = (shape.centreX - straightHalf - 0.5).rounded(.up) - Double(frameX0)
            let high = (shape.centreX + straightHalf - 0.5).rounded(.down) - Double(frameX0)
            if low > -1, high < Double(maskWidth) {
                first = Int(low) + reach
                last = Int(high) - reach
            }
        }
        if first < Int.max, last - first >= 2 {
            keptThrough = first
            skipped = last - first
        } else {
            keptThrough = maskWidth
            skipped = 0
        }
        width = maskWidth - skipped
    }

    /// The full mask column of collapsed column `column`.
    @inline(__always)
    func original(_ column: Int) -> Int {
        column <= keptThrough ? column : column + skipped
    }

    /// The collapsed column holding full mask column `column`'s value.
    @inline(__always)
    func reduced(_ column: Int) -> Int {
        if column <= keptThrough { return column }
        return column > keptThrough + skipped ? column - skipped : keptThrough
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
