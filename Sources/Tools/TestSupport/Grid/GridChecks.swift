public import BurinCore
import BurinText

/// Structural checks of a composed grid, as a terminal would see it.
public enum GridChecks {
    /// Every way `grid` could misdraw: a line wider than the screen (a wide cluster in the last column
    /// or without its continuation), a continuation with no wide cluster before it, a cell whose text
    /// does not measure its width, or a C0/C1 control character in a cell. Empty when all is well.
    public static func problems(in grid: CellGrid) -> [String] {
        var problems: [String] = []
        let width = grid.size.width
        for y in 0..<grid.size.height {
            var columns = 0
            var x = 0
            while x < width {
                let cell = grid[x, y]
                if cell.isContinuation {
                    problems.append("(\(x), \(y)) continuation without a wide cluster before it")
                    x += 1
                    continue
                }
                if cell.text.unicodeScalars.contains(where: isControl) {
                    problems.append("(\(x), \(y)) control character in \(cell.text.unicodeScalars.map(\.value))")
                }
                if cell.text.count != 1 {
                    problems.append("(\(x), \(y)) holds \(cell.text.count) clusters")
                } else if let character = cell.text.first, TerminalWidth.width(of: character) != Int(cell.width) {
                    problems.append(
                        "(\(x), \(y)) \"\(cell.text)\" measures \(TerminalWidth.width(of: character)), cell says \(cell.width)"
                    )
                }
                if cell.width == 2 {
                    if x + 1 >= width || !grid[x + 1, y].isContinuation {
                        problems.append("(\(x), \(y)) wide cluster without its continuation")
                    }
                    x += 2
                } else {
                    x += 1
                }
                columns += Int(cell.width)
            }
            if columns > width { problems.append("line \(y) is \(columns) columns on a \(width)-column screen") }
        }
        return problems
    }

    /// Whether `scalar` is a C0 or C1 control (DEL included).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
