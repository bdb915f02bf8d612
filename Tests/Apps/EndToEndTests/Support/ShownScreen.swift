import BurinCore
import BurinTestSupport

/// A screen as it shows, characters and colours, read from ANSI text: `burin snapshot --format ansi`
/// or tmux's `capture-pane -e -N` (which keeps the spaces a line ends in with their colours).
///
/// A live screen is compared with a snapshot character by character, as the plain text was, except
/// that a half-block cell (`▀`, `▄`, `█`, a blank) may be spelt either way round: the screen spells a
/// picture's cells from the pen the terminal has, so such cells are compared by their top and
/// bottom colours (`CellLook`).
struct ShownScreen {
    /// The screen's size; the terminal is wider (see `overhang`).
    let size: CellSize
    let terminal: VirtualTerminal
    var columns: Int { size.width }
    var rows: Int { size.height }

    init(ansi: String, columns: Int, rows: Int) {
        size = CellSize(width: columns, height: rows)
        // Wider than the screen, so that no line wraps: after a shrink, `capture-pane -N` still gives
        // the cells a line held past the new width. Only the screen's own columns are compared.
        var wide = VirtualTerminal(size: CellSize(width: columns + Self.overhang, height: rows))
        // Each line from its own first column; the pen carries over, as tmux writes it.
        for (y, line) in ansi.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).enumerated() {
            wide.feed(Array("\u{1B}[\(y + 1);1H".utf8) + Array(line.utf8))
        }
        terminal = wide
    }

    static let overhang = 400

    /// The lines without trailing spaces or trailing blank lines (as `ScreenText.lines` gives them).
    var lines: [String] {
        ScreenText.lines(terminal.cells.map { $0.prefix(columns).joined() }.joined(separator: "\n"))
    }

    /// Where this screen does not show `expected`: a cell's position and both cells, at most `limit`.
    func differences(from expected: ShownScreen, limit: Int = 6) -> [String] {
        var found: [String] = []
        guard expected.columns == columns, expected.rows == rows else {
            return ["size \(columns)x\(rows) ≠ \(expected.columns)x\(expected.rows)"]
        }
        for y in 0..<rows {
            for x in 0..<columns {
                let (want, seen) = (expected.terminal.cells[y][x], terminal.cells[y][x])
                guard
                    !CellLook.sameCharacter(
                        want, expected.terminal.renditions[y][x], seen, terminal.renditions[y][x])
                else { continue }
                found.append(
                    "(\(x),\(y)) \(seen.debugDescription) \(terminal.renditions[y][x]) ≠ \(want.debugDescription) "
                        + "\(expected.terminal.renditions[y][x])")
                if found.count >= limit { return found }
            }
        }
        return found
    }
}
