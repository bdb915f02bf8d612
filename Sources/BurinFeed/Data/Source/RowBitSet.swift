/// One bit per row: which rows' issues were already reported, so a page decoded again after
/// eviction does not count its issues twice. 125 KB for 1,000,000 rows.
struct RowBitSet: Sendable {
    private var words: [UInt64] = []

    func contains(_ row: Int) -> Bool {
        let w = row >> 6
        return row >= 0 && w < words.count && words[w] & (1 << UInt64(row & 63)) != 0
    }

    mutating func insert(_ row: Int) {
        guard row >= 0 else { return }
        let w = row >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w - words.count + 1)) }
        words[w] |= 1 << UInt64(row & 63)
    }

    mutating func remove(_ row: Int) {
        let w = row >> 6
        guard row >= 0, w < words.count else { return }
        words[w] &= ~(1 << UInt64(row & 63))
    }
}
