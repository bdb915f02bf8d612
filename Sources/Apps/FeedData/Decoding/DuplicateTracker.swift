import BurinCore

/// Notices records that reuse an earlier record's `id`.
///
/// Both rows are kept (rows are identified by position, so a repeated id confuses nothing); the
/// later one gets a `.duplicateID` issue. Ids are remembered as 64-bit FNV-1a hashes with the row
/// (about 20-30 bytes an id instead of a whole string); two different ids colliding would be
/// reported as a duplicate with odds of about 1 in 10^7 for a million ids. Memory is capped at
/// `capacity` ids; past the cap new ids are no longer remembered, so duplicates of them go unnoticed.
struct DuplicateTracker: Sendable {
    let capacity: Int
    private var firstRow: [UInt64: Int32] = [:]

    init(capacity: Int = 1 << 20) {
        self.capacity = capacity
    }

    /// Checks the id of `row` and returns the issue when another row had it.
    mutating func check(id: String?, row: RowID, line: Int) -> DecodeIssue? {
        guard let id, !id.isEmpty else { return nil }
        let key = id.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        let current = Int32(clamping: row.rawValue)
        if let first = firstRow[key] {
            guard first != current else { return nil }
            if current < first { firstRow[key] = current }
            return DecodeIssue(
                kind: .duplicateID, row: row, line: line, field: "id",
                reason: "\"\(id.prefix(40))\" is also the id of row \(RowID(Int(first))); both rows are kept")
        }
        if firstRow.count < capacity { firstRow[key] = current }
        return nil
    }
}
