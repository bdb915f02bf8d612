import BurinCore

/// The character layer of a row being drawn: text runs set over the blitted cells.
///
/// A character's background is its style's, or else the colour of the pixels beneath it (so text on
/// a card takes the card's colour); its foreground is its style's or the terminal default. Runs are
/// clipped to the row, a wide cluster that does not fit is dropped whole, and a wide cluster half
/// overwritten by a later run is replaced by a space so no line grows wider than the row.
struct CharacterLayer {
    private(set) var cells: [Cell]
    let columns: Int
    let rows: Int
    let blitter: Blitter
    private let sampler: PixelSampler

    init(cells: [Cell], columns: Int, rows: Int, canvas: PixelCanvas, background: RGBA, blitter: Blitter) {
        self.cells = cells
        self.columns = columns
        self.rows = rows
        self.blitter = blitter
        sampler = PixelSampler(canvas: canvas, background: background)
    }

    mutating func place(_ run: TextRun) {
        guard run.y >= 0, run.y < rows else { return }
        let foreground = run.style.foreground.map(CellColor.init) ?? .terminalDefault
        var x = run.x
        for cluster in run.clusters {
            // Layouts measure every cluster as 1 or 2 columns; anything else is not drawable.
            guard cluster.width == 1 || cluster.width == 2 else { continue }
            if x > columns - cluster.width { break }
            defer { x += cluster.width }
            guard x >= 0 else { continue }
            let cellBackground =
                run.style.background.map(CellColor.init)
                ?? blitter.colourBeneath(cellX: x, y: run.y, sampler: sampler)
            releaseWideNeighbours(of: x..<(x + cluster.width), y: run.y)
            let i = run.y * columns + x
            cells[i] = Cell(
                cluster.text, width: UInt8(cluster.width), foreground: foreground, background: cellBackground,
                attributes: run.style.attributes)
            if cluster.width == 2 { cells[i + 1] = .continuation(background: cellBackground) }
        }
    }

    /// Before `span` of row `y` is overwritten: a wide cluster starting left of it, or a continuation
    /// right of it, would lose its other half, so each becomes a space on its own background.
    private mutating func releaseWideNeighbours(of span: Range<Int>, y: Int) {
        let row = y * columns
        if cells[row + span.lowerBound].isContinuation, span.lowerBound > 0 {
            let head = row + span.lowerBound - 1
            cells[head] = Cell(" ", background: cells[head].background)
        }
        let last = span.upperBound - 1
        if cells[row + last].width == 2, span.upperBound < columns {
            let tail = row + span.upperBound
            cells[tail] = Cell(" ", background: cells[tail].background)
        }
    }
}
