/// Byte strings numbered densely (0, 1, 2...) without an allocation per lookup: an open-addressing
/// hash table over one arena of bytes. Counts and the census look every value or field name of
/// every record up here; a `[String: Int]` made a String per lookup and took most of their time.
struct ByteKeyTable: Sendable {
    /// Each key's bytes, one after the other; key `i` is `arena[starts[i]..<starts[i + 1]]`.
    private var arena: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Key number + 1 per slot; 0 is empty. A power of two, at most half full.
    private var slots = [Int32](repeating: 0, count: 64)

    var count: Int { hashes.count }

    /// Key `id`'s bytes.
    func key(_ id: Int) -> ArraySlice<UInt8> { arena[starts[id]..<starts[id + 1]] }

    /// The number of `bytes` (under `parent`, a namespace such as the enclosing field's number),
    /// adding it when `adding` allows; nil when absent and not added.
    mutating func id(of bytes: UnsafeRawBufferPointer, parent: Int32 = -1, adding: Bool = true) -> Int32? {
        let hash = Self.hash(bytes, parent: parent)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if hashes[id] == hash, equals(id, bytes) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        guard adding else { return nil }
        let id = hashes.count
        arena += bytes
        starts.append(arena.count)
        hashes.append(hash)
        slots[slot] = Int32(id + 1)
        if hashes.count * 2 > slots.count { grow() }
        return Int32(id)
    }

    private func equals(_ id: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == bytes.count else { return false }
        return arena.withUnsafeBufferPointer { a in
            for k in 0..<bytes.count where a[start + k] != bytes[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
    }

    /// FNV-1a over the parent's number and the bytes, then mixed (its low bits pick the slot).
    private static func hash(_ bytes: UnsafeRawBufferPointer, parent: Int32) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(UInt32(bitPattern: parent))
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01B3
        }
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        return h ^ (h >> 33)
    }
}
