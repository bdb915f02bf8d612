extension PhotoBuffer {
    /// The pixels blurred by two passes of a box blur `radius` pixels wide each way (close to a
    /// Gaussian): a lens out of focus. The edge pixels repeat beyond the edges.
    func blurred(radius: Int) -> [PhotoColor] {
        var pixels = self.pixels
        guard radius > 0 else { return pixels }
        for _ in 0..<2 {
            Self.boxBlur(&pixels, count: width, lines: height, stride: 1, lineStride: width, radius: radius)
            Self.boxBlur(&pixels, count: height, lines: width, stride: width, lineStride: 1, radius: radius)
        }
        return pixels
    }

    /// One pass over `lines` lines of `count` pixels, `stride` apart within a line and `lineStride`
    /// between lines, with a running sum (cost independent of the radius).
    private static func boxBlur(
        _ pixels: inout [PhotoColor], count: Int, lines: Int, stride: Int, lineStride: Int, radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        var line = [PhotoColor](repeating: .zero, count: count)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for l in 0..<lines {
                let start = l * lineStride
                for i in 0..<count { line[i] = buffer[start + i * stride] }
                var sum = PhotoColor.zero
                for i in -radius...radius { sum += line[min(max(i, 0), count - 1)] }
                for i in 0..<count {
                    buffer[start + i * stride] = sum * scale
                    sum += line[min(i + radius + 1, count - 1)] - line[max(i - radius, 0)]
                }
            }
        }
    }
}
