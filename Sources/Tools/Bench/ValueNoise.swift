import BurinCore

/// Smooth deterministic noise for the generated test pictures: values on an integer lattice from a
/// hash, blended with a smoothstep, summed over octaves ("fractal" value noise).
struct ValueNoise {
    let seed: UInt64

    /// Noise in 0...1 at (x, y), four octaves each of double the frequency and half the weight.
    func fractal(_ x: Double, _ y: Double) -> Double {
        var total = 0.0
        var weight = 0.5
        var scale = 1.0
        for octave in 0..<4 {
            total += weight * value(x * scale, y * scale, octave: UInt64(octave))
            weight /= 2
            scale *= 2
        }
        return total / 0.9375
    }

    private func value(_ x: Double, _ y: Double, octave: UInt64) -> Double {
        let x0 = x.rounded(.down)
        let y0 = y.rounded(.down)
        let fx = x - x0
        let fy = y - y0
        let sx = fx * fx * (3 - 2 * fx)
        let sy = fy * fy * (3 - 2 * fy)
        func lattice(_ i: Double, _ j: Double) -> Double {
            var random = SplitMix64(
                seed: seed ^ octave &* 0x9E37 ^ UInt64(bitPattern: Int64(i)) &* 73_856_093 ^ UInt64(
                    bitPattern: Int64(j)) &* 19_349_663)
            return random.unit()
        }
        let top = lattice(x0, y0) * (1 - sx) + lattice(x0 + 1, y0) * sx
        let bottom = lattice(x0, y0 + 1) * (1 - sx) + lattice(x0 + 1, y0 + 1) * sx
        return top * (1 - sy) + bottom * sy
    }
}
