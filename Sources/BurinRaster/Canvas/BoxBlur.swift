/// A separable box blur over an integer mask, with running sums (cost independent of the radius).
/// Outside the mask counts as zero, so callers pad it by the blur's reach.
enum BoxBlur {
    /// Blurs `values` (row-major, `width` x `height`) `passes` times horizontally, then vertically.
    static func blur(_ values: inout [Int32], width: Int, height: Int, radius: Int, passes: Int) {
        guard radius > 0, width > 0, height > 0, values.count == width * height else { return }
        var scratch = [Int32](repeating: 0, count: max(width, height))
        for _ in 0..<passes {
            for y in 0..<height {
                blurLine(&values, start: y * width, stride: 1, count: width, radius: radius, scratch: &scratch)
            }
        }
        for _ in 0..<passes {
            for x in 0..<width {
                blurLine(&values, start: x, stride: width, count: height, radius: radius, scratch: &scratch)
            }
        }
    }

    private static func blurLine(
        _ values: inout [Int32], start: Int, stride: Int, count: Int, radius: Int, scratch: inout [Int32]
    ) {
        let size = Int32(2 * radius + 1)
        for i in 0..<count { scratch[i] = values[start + i * stride] }
        var sum: Int32 = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            values[start + i * stride] = (sum + size / 2) / size
            let entering = i + radius + 1
            let leaving = i - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}
