public import BurinCore

/// The cells of one parsed chafa image (or several, one after another), row by row as printed.
public struct ChafaFrame: Sendable, Equatable {
    /// Printed rows; a row may be shorter or longer than the grid chafa was asked for.
    public var rows: [[Cell]]

    public init(rows: [[Cell]]) {
        self.rows = rows
    }

    /// The widest row, in cells.
    public var columns: Int { rows.map(\.count).max() ?? 0 }

    /// Exactly `columns` x `rows` cells, row-major, as the terminal would show them: missing cells
    /// are blank, extra ones dropped, and reversed cells have their colours swapped (a default colour
    /// that changes sides becomes the concrete `defaultForeground` / `defaultBackground`, because a
    /// cell cannot say "the terminal's foreground, used as background").
    public func cells(
        columns: Int, rows rowCount: Int, defaultForeground: RGBA = .white, defaultBackground: RGBA = .black
    ) -> [Cell] {
        let columns = max(0, columns)
        let rowCount = max(0, rowCount)
        var out = [Cell]()
        out.reserveCapacity(columns * rowCount)
        for y in 0..<rowCount {
            let row = y < rows.count ? rows[y] : []
            for x in 0..<columns {
                guard x < row.count else {
                    out.append(.blank)
                    continue
                }
                var cell = row[x]
                if cell.attributes.contains(.reverse) {
                    let foreground = cell.foreground.rgba ?? defaultForeground
                    let background = cell.background.rgba ?? defaultBackground
                    cell.foreground = CellColor(background)
                    cell.background = CellColor(foreground)
                    cell.attributes.remove(.reverse)
                }
                out.append(cell)
            }
        }
        return out
    }
}
