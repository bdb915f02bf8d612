import BurinCore

/// Runs of one cell written with REP: a card's edge is a row of some two hundred `▀` in the same
/// colours, 600 bytes of UTF-8 where `▀` and `CSI 197 b` say the same in 9.
extension FrameEncoder {
    /// After `row[x]` was written at (`x`, `y`): the changed cells right after it that are the same
    /// cell (up to `end`), written with the terminal's REP where that is shorter than writing them;
    /// how many. (A cell that did not change is not written again: it may show a picture's pixels.)
    ///
    /// Only a one-cell, one-scalar character is repeated (REP repeats the last character written, and
    /// terminals disagree on what that is after a wide or combined one; inside tmux only an ASCII
    /// one), only right after it was written, and never into the last row's last cell, which may
    /// scroll the screen (`put` guards it).
    mutating func repeatRun(after x: Int, y: Int, end: Int, into out: inout [UInt8]) -> Int {
        guard let repeatLast = escapes.repeatLast, cursor == CellPoint(x: x + 1, y: y) else { return 0 }
        let cell = row[x]
        guard cell.width == 1, cell.glyph.scalar != nil, let written = lastScalar,
            written.isASCII || escapes.repeatsBeyondASCII
        else { return 0 }
        let limit = y == size.height - 1 ? min(end, size.width - 1) : min(end, size.width)
        var count = 0
        while x + 1 + count < limit, changed[x + 1 + count], row[x + 1 + count] == cell {
            count += 1
        }
        guard count > 0 else { return 0 }
        let repeated = repeatLast(count)
        guard !repeated.isEmpty, repeated.count < count * Self.utf8Length(of: written) else { return 0 }
        out += repeated
        let next = x + 1 + count
        record.write(row: y, columns: (x + 1)..<next)
        // Ending in the last column leaves the cursor where terminals disagree, as writing it would.
        cursor = next >= size.width ? nil : CellPoint(x: next, y: y)
        return count
    }

    static func utf8Length(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0..<0x80: 1
        case 0x80..<0x800: 2
        case 0x800..<0x10000: 3
        default: 4
        }
    }
}
