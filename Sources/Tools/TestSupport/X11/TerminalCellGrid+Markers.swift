extension TerminalCellGrid {
    /// The colour of the two cells a program paints to show a terminal's grid (`markerEscapes`).
    public static let markerColour = RGBPixel(255, 0, 255)

    /// Escapes that hide the cursor, clear the screen and paint the top-left and bottom-right cells of
    /// a `columns` x `rows` terminal in `markerColour` (24-bit SGR: every terminal tried speaks it,
    /// whatever its TERM says).
    public static func markerEscapes(columns: Int, rows: Int) -> String {
        let paint = "\u{1B}[48;2;\(markerColour.r);\(markerColour.g);\(markerColour.b)m "
        return "\u{1B}[?25l\u{1B}[2J\u{1B}[1;1H\(paint)\u{1B}[\(rows);\(columns)H\(paint)\u{1B}[0m"
    }

    /// The grid of a terminal showing `markerEscapes` somewhere in `image`: for terminals whose cells
    /// do not start at their window's corner (a toolbar above them, padding around). The two marked
    /// cells span the grid from its first pixel to its last. Nil until both are on screen, or when
    /// what is marked is not `columns` x `rows` whole cells.
    public init?(markedIn image: RGBImage, columns: Int, rows: Int) {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == Self.markerColour {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0, columns > 1, rows > 1 else { return nil }
        let width = maxX + 1 - minX
        let height = maxY + 1 - minY
        guard width % columns == 0, height % rows == 0 else { return nil }
        let cellWidth = width / columns
        let cellHeight = height / rows
        // Both corners: the top-left cell is marked to its full size, and so is the bottom-right one.
        guard cellWidth >= 3, cellHeight >= 6, image[minX + cellWidth - 1, minY + cellHeight - 1] == Self.markerColour,
            image[maxX - cellWidth + 1, maxY - cellHeight + 1] == Self.markerColour,
            image[minX + cellWidth, minY] != Self.markerColour
        else { return nil }
        self.init(
            originX: minX, originY: minY, cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, rows: rows)
    }
}
