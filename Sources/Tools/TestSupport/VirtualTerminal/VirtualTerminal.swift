public import BurinCore
import BurinTerminal

/// What a terminal shows after a program's output, for tests that read a program's screen from the
/// bytes it wrote to a pseudo-terminal (no emulator in between, so the test also plays the
/// terminal's answers, or a slow link).
///
/// The engine's `OutputInterpreter` reads the output (what ncurses writes for `xterm-256color` and
/// what Burin writes beside it) and says what each piece does; this keeps the cells: their
/// characters (wide ones take two cells), their backgrounds (to tell a light page from a dark one),
/// the questions asked (for the test to answer), and the kitty graphics commands and sixel images
/// seen. Nothing of a string is ever printed.
public struct VirtualTerminal: Sendable {
    public var size: CellSize { interpreter.size }
    public var cursor: CellPoint { interpreter.cursor }
    /// Characters printed where they did not fit (`OutputInterpreter.overflows`).
    public var overflows: Int { interpreter.overflows }
    /// One string a cell: a character, "" for the right half of a wide one, " " when blank.
    public private(set) var cells: [[String]]
    /// Each cell's background as SGR set it: nil for the terminal's default.
    public private(set) var backgrounds: [[RGBA?]]
    /// Each cell's colours, attributes and hyperlink as the program last wrote it (an erased cell:
    /// its background alone).
    public private(set) var renditions: [[TerminalRendition]]
    /// What the next characters are drawn with.
    private var pen = TerminalRendition.plain
    /// Questions the program asked, in order, not yet taken by `takeQuestions`.
    public private(set) var questions: [TerminalQuestion] = []
    /// kitty graphics commands seen (transmissions, placements, deletions; not queries).
    public private(set) var kittyCommands = 0
    /// Sixel images seen.
    public private(set) var sixelImages = 0
    /// The kitty placements on the screen, by "image/placement", and the cells each covers.
    public private(set) var kittyPlacements: [String: CellRect] = [:]
    /// The cells holding sixel pixels.
    public private(set) var sixelCells: Set<CellPoint> = []
    /// One cell in pixels, for how many cells a sixel covers.
    public let cellPixels: PixelSize
    /// Whether a scroll of `rows` by `lines` (`editsLines`: by IL or DL) carries the sixel pixels in
    /// those rows along, as the terminal played does; where not, they stay where they were.
    public let sixelScrollMoves: @Sendable (_ rows: Range<Int>, _ lines: Int, _ editsLines: Bool) -> Bool
    private var interpreter: OutputInterpreter

    public init(
        size: CellSize, cellPixels: PixelSize = PixelSize(width: 10, height: 20),
        sixelScrollMoves: @escaping @Sendable (_ rows: Range<Int>, _ lines: Int, _ editsLines: Bool) -> Bool = {
            _, _, _ in true
        }, ambiguousWide: Bool = false
    ) {
        self.cellPixels = cellPixels
        self.sixelScrollMoves = sixelScrollMoves
        interpreter = OutputInterpreter(size: size)
        interpreter.ambiguousWide = ambiguousWide
        cells = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
        backgrounds = Array(repeating: Array(repeating: nil, count: size.width), count: size.height)
        renditions = Array(repeating: Array(repeating: .plain, count: size.width), count: size.height)
    }

    /// Interprets `bytes` the program wrote.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        var effects: [ScreenEffect] = []
        interpreter.interpret(bytes) { effects.append($0) }
        for effect in effects { apply(effect) }
    }

    /// The questions asked since the last call.
    public mutating func takeQuestions() -> [TerminalQuestion] {
        defer { questions.removeAll() }
        return questions
    }

    /// Whether every cell of `rect` shows a picture: a kitty placement, or sixel pixels.
    public func showsPicture(covering rect: CellRect) -> Bool {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let point = CellPoint(x: x, y: y)
                guard sixelCells.contains(point) || kittyPlacements.values.contains(where: { $0.contains(point) })
                else { return false }
            }
        }
        return true
    }

    /// The screen's text, a line a row, trailing blanks kept.
    public var lines: [String] { cells.map { $0.joined() } }

    /// Row `y`'s text without its trailing blanks.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = cells[y].joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    private mutating func apply(_ effect: ScreenEffect) {
        switch effect {
        case .print(let character, let at, let width, let background):
            // A combining mark arrives as its own character in the parser's reading of UTF-8: it
            // joins the cell before it, as terminals draw it.
            guard width > 0 else {
                if at.y >= 0, at.y < size.height, at.x >= 0, at.x < size.width {
                    cells[at.y][at.x] += String(character)
                }
                return
            }
            put(String(character), at: at, background: background, rendition: pen)
            if width == 2 { put("", at: CellPoint(x: at.x + 1, y: at.y), background: background, rendition: pen) }
        case .rendition(let rendition): pen = rendition
        case .erase(let row, let columns, let background):
            for x in columns { put(" ", at: CellPoint(x: x, y: row), background: background) }
        case .shift(let row, let column, let by, let background):
            shift(row: row, column: column, by: by, background: background)
            for x in column..<size.width { sixelCells.remove(CellPoint(x: x, y: row)) }
        case .scroll(let rows, let lines, let editsLines, let background):
            scroll(rows: rows, lines: lines, background: background)
            movePictures(rows: rows, lines: lines, sixel: sixelScrollMoves(rows, lines, editsLines))
        case .clear:
            for y in 0..<size.height {
                for x in 0..<size.width { put(" ", at: CellPoint(x: x, y: y), background: nil) }
            }
            // ED 2 clears all images, in kitty too (kitty #6596).
            kittyPlacements.removeAll()
            sixelCells.removeAll()
        case .question(let question): questions.append(question)
        case .kittyGraphics(let keys, let at):
            kittyCommands += 1
            kitty(keys, at: at)
        case .sixel(let at, let pixels):
            sixelImages += 1
            guard let pixels else { return }
            let columns = (pixels.width + cellPixels.width - 1) / cellPixels.width
            let rows = (pixels.height + cellPixels.height - 1) / cellPixels.height
            for y in at.y..<min(size.height, at.y + rows) {
                for x in at.x..<min(size.width, at.x + columns) { sixelCells.insert(CellPoint(x: x, y: y)) }
            }
        }
    }

    private mutating func put(
        _ text: String, at point: CellPoint, background: RGBA?, rendition: TerminalRendition? = nil
    ) {
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < size.width else { return }
        // The other half of a wide character that is overwritten is blanked, as xterm does.
        let old = cells[point.y][point.x]
        if old == "", text != "", point.x > 0 { cells[point.y][point.x - 1] = " " }
        if old != "", point.x + 1 < size.width, cells[point.y][point.x + 1] == "" {
            cells[point.y][point.x + 1] = " "
        }
        cells[point.y][point.x] = text
        backgrounds[point.y][point.x] = background
        renditions[point.y][point.x] = rendition ?? TerminalRendition(background: background)
        // Writing a cell takes its sixel pixels off; kitty's pictures are drawn apart from the text.
        sixelCells.remove(point)
    }

    /// A kitty command: a placement (`a=p`, or `a=T` with its cells) at the cursor, or a deletion.
    private mutating func kitty(_ keys: [String: String], at: CellPoint) {
        let image = keys["i"] ?? "0"
        switch keys["a"] {
        case "p", "T":
            guard let columns = keys["c"].flatMap(Int.init), let rows = keys["r"].flatMap(Int.init) else { return }
            kittyPlacements["\(image)/\(keys["p"] ?? "0")"] = CellRect(
                x: at.x, y: at.y, width: columns, height: rows)
        case "d":
            switch keys["d"] {
            case "i", "I":
                if let placement = keys["p"] {
                    kittyPlacements["\(image)/\(placement)"] = nil
                } else {
                    kittyPlacements = kittyPlacements.filter { !$0.key.hasPrefix(image + "/") }
                }
            case "a", "A", nil: kittyPlacements.removeAll()
            default: break
            }
        default:
            break
        }
    }

    /// kitty moves its placements with the text; sixel pixels move where the terminal carries them.
    private mutating func movePictures(rows: Range<Int>, lines: Int, sixel moves: Bool) {
        for (key, rect) in kittyPlacements where rows.contains(rect.minY) {
            let top = rect.minY - lines
            kittyPlacements[key] =
                rows.contains(top)
                ? CellRect(x: rect.minX, y: top, width: rect.size.width, height: rect.size.height) : nil
        }
        guard moves else { return }
        var moved = Set<CellPoint>()
        for point in sixelCells {
            guard rows.contains(point.y) else {
                moved.insert(point)
                continue
            }
            let y = point.y - lines
            if rows.contains(y) { moved.insert(CellPoint(x: point.x, y: y)) }
        }
        sixelCells = moved
    }

    private mutating func shift(row y: Int, column x: Int, by count: Int, background: RGBA?) {
        guard y >= 0, y < size.height, x >= 0, x < size.width, count != 0 else { return }
        for _ in 0..<abs(count) {
            if count > 0 {
                cells[y].insert(" ", at: x)
                cells[y].removeLast()
                backgrounds[y].insert(background, at: x)
                backgrounds[y].removeLast()
                renditions[y].insert(TerminalRendition(background: background), at: x)
                renditions[y].removeLast()
            } else {
                cells[y].remove(at: x)
                cells[y].append(" ")
                backgrounds[y].remove(at: x)
                backgrounds[y].append(background)
                renditions[y].remove(at: x)
                renditions[y].append(TerminalRendition(background: background))
            }
        }
    }

    private mutating func scroll(rows: Range<Int>, lines: Int, background: RGBA?) {
        let rows = rows.clamped(to: 0..<size.height)
        guard !rows.isEmpty, lines != 0 else { return }
        let oldCells = cells
        let oldBackgrounds = backgrounds
        let oldRenditions = renditions
        for y in rows {
            let source = y + lines
            if rows.contains(source) {
                cells[y] = oldCells[source]
                backgrounds[y] = oldBackgrounds[source]
                renditions[y] = oldRenditions[source]
            } else {
                cells[y] = Array(repeating: " ", count: size.width)
                backgrounds[y] = Array(repeating: background, count: size.width)
                renditions[y] = Array(repeating: TerminalRendition(background: background), count: size.width)
            }
        }
    }
}
