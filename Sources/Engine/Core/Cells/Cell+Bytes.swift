#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rows of cells compared and hashed as bytes. A `Cell` has no padding and no references, so two
/// rows are equal exactly when their bytes are; this is the whole cost of the main loop's diff.
extension Cell {
    /// Whether `a` and `b` hold the same cells: one `memcmp`.
    public static func rowsEqual(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return pa == pb || memcmp(pa, pb, a.count * MemoryLayout<Cell>.stride) == 0
    }

    /// A fast, non-cryptographic hash of a row's bytes. Equal rows hash equally; unequal rows almost
    /// never do, and a collision costs only a wasted scroll, since rows are compared by bytes after.
    /// Four independent lanes keep the multiplies from waiting on each other (a screen's worth of
    /// rows hashes in a few microseconds).
    public static func rowHash(_ row: UnsafeBufferPointer<Cell>) -> UInt64 {
        guard let p = row.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(p)
        let end = row.count * MemoryLayout<Cell>.stride
        let k: UInt64 = 0xFF51_AFD7_ED55_8CCD
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5
        )
        var offset = 0
        while offset + 32 <= end {
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* k
            lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* k
            lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* k
            lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* k
            offset &+= 32
        }
        // A cell is 16 bytes, so at most one cell (two words) is left over.
        while offset < end {
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* k
            offset &+= 8
        }
        var h = UInt64(truncatingIfNeeded: end)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
            h = (h ^ lane ^ (lane >> 29)) &* k
            h ^= h >> 32
        }
        return h
    }
}
