/// A separable box blur over an integer mask, with running sums (cost independent of the radius).
/// Outside the mask counts as zero, so callers pad it by the blur's reach.
enum BoxBlur {
    /// Blurs `values` (row-major, `width` x `height`) `passes` times horizontally, then vertically.
    static func blur(_ values: inout [Int32], width: Int, height: Int, radius: Int, passes: Int) {
        guard radius > 0, width > 0, height > 0, values.count == width * height else { return }
        let longest = max(width, height)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: longest) { scratch in
            values.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let line = scratch.baseAddress else { return }
                for _ in 0..<passes {
                    for y in 0..<height {
                        blurLine(base + y * width, stride: 1, count: width, radius: radius, scratch: line)
                    }
                }
                for _ in 0..<passes {
                    for x in 0..<width {
                        blurLine(base + x, stride: width, count: height, radius: radius, scratch: line)
                    }
                }
            }
        }
    }

    /// One pass along `count` values `stride` apart, through `scratch` (a copy of the line, since
    /// the running sum still needs values the pass has overwritten).
    @inline(__always)
    private static func blurLine(
        _ start: UnsafeMutablePointer<Int32>, stride: Int, count: Int, radius: Int,
        scratch: UnsafeMutablePointer<Int32>
    ) {
        let size = Int32(2 * radius + 1)
        let rounding = size / 2
        for i in 0..<count { scratch[i] = start[i * stride] }
        var sum: Int32 = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            start[i * stride] = (sum + rounding) / size
            let entering = i + radius + 1
            let leaving = i - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}
