import BurinCore

/// Fractal value noise over a whole picture, computed once and sampled by every texture: the grain of
/// wood, the crumb of fried batter, the sheen of broth.
///
/// Each octave is a lattice of random values, smoothly interpolated; octaves of halving cell size and
/// amplitude add up to the 1/f look of natural surfaces. The lattice wraps at the picture's edges, so a
/// sample may be taken at any offset: two shapes reading the same field at different offsets look
/// unrelated, and one field serves a whole photo. Values are about -1...1 around 0.
struct NoiseField {
    /// One level of detail: lattice cells of `cell` pixels (width, height; unequal for streaks such as
    /// wood grain) weighted by `amplitude`.
    struct Octave {
        var cell: SIMD2<Float>
        var amplitude: Float
    }

    let width: Int
    let height: Int
    private(set) var values: [Float]

    /// `count` octaves, the first with cells of `cell` pixels, each next one half the size and
    /// `persistence` times the amplitude; values about -`gain`...`gain`.
    static func fractal(
        width: Int, height: Int, cell: SIMD2<Float>, count: Int, persistence: Float = 0.5, gain: Float = 1,
        rng: inout SplitMix64
    ) -> NoiseField {
        var octaves: [Octave] = []
        var size = cell
        var amplitude: Float = 1
        for _ in 0..<max(1, count) {
            octaves.append(Octave(cell: SIMD2(max(1, size.x), max(1, size.y)), amplitude: amplitude))
            size /= 2
            amplitude *= persistence
        }
        return NoiseField(width: width, height: height, octaves: octaves, gain: gain, rng: &rng)
    }

    init(width: Int, height: Int, octaves: [Octave], gain: Float = 1, rng: inout SplitMix64) {
        self.width = max(1, width)
        self.height = max(1, height)
        values = Array(repeating: 0, count: self.width * self.height)
        let total = octaves.reduce(Float(0)) { $0 + $1.amplitude }
        for octave in octaves {
            add(octave, scale: gain * octave.amplitude / max(total, 1e-6), rng: &rng)
        }
    }

    /// The value at pixel (`x`, `y`) shifted by `offset`, wrapping at the edges.
    @inline(__always)
    func sample(_ p: SIMD2<Float>, offset: SIMD2<Int> = .zero) -> Float {
        let x = wrap(PhotoMath.floor(p.x) &+ offset.x, width)
        let y = wrap(PhotoMath.floor(p.y) &+ offset.y, height)
        return values[y * width + x]
    }

    @inline(__always)
    private func wrap(_ v: Int, _ size: Int) -> Int {
        if v >= 0 && v < size { return v }
        if v >= size && v < 2 * size { return v - size }
        let r = v % size
        return r < 0 ? r + size : r
    }

    /// Adds one octave: a wrapping lattice interpolated with smoothstep weights. The weights and
    /// lattice indices of each column and row are computed once, so a pixel costs four loads.
    private mutating func add(_ octave: Octave, scale: Float, rng: inout SplitMix64) {
        let cellsX = max(1, Int((Float(width) / octave.cell.x).rounded()))
        let cellsY = max(1, Int((Float(height) / octave.cell.y).rounded()))
        var lattice = [Float](repeating: 0, count: cellsX * cellsY)
        for i in lattice.indices { lattice[i] = rng.float(-1...1) }
        let columns = Self.weights(count: width, cells: cellsX)
        let rows = Self.weights(count: height, cells: cellsY)
        let w = width
        lattice.withUnsafeBufferPointer { lattice in
            columns.withUnsafeBufferPointer { columns in
                values.withUnsafeMutableBufferPointer { out in
                    for y in 0..<rows.count {
                        let (j0, j1, s) = rows[y]
                        let top = j0 * cellsX
                        let bottom = j1 * cellsX
                        for x in 0..<w {
                            let (i0, i1, t) = columns[x]
                            let a = lattice[top + i0] + (lattice[top + i1] - lattice[top + i0]) * t
                            let b = lattice[bottom + i0] + (lattice[bottom + i1] - lattice[bottom + i0]) * t
                            out[y * w + x] += (a + (b - a) * s) * scale
                        }
                    }
                }
            }
        }
    }

    /// For each of `count` pixels: the two lattice points around it (wrapping) and the smoothstep weight.
    private static func weights(count: Int, cells: Int) -> [(Int, Int, Float)] {
        (0..<count).map { i in
            let u = (Float(i) + 0.5) * Float(cells) / Float(count)
            let i0 = min(cells - 1, PhotoMath.floor(u))
            let f = u - Float(i0)
            return (i0, (i0 + 1) % cells, f * f * (3 - 2 * f))
        }
    }
}
