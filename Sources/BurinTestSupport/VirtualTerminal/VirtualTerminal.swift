public import BurinCore
import BurinText

/// What a terminal shows after a program's output, for tests that read a program's screen from the
/// bytes it wrote to a pseudo-terminal (no emulator in between, so the test also plays the
/// terminal's answers, or a slow link).
///
/// It interprets what ncurses writes for `xterm-256color` and what Burin writes beside it: text
/// (wide characters take two cells; xterm's deferred wrap at the right margin), cursor moves,
/// erasing, scroll regions, inserting and deleting lines and characters, REP, the alternate screen,
/// saved cursors, and SGR's background colour (where tests need to tell a light page from a dark
/// one). Strings (OSC, DCS, APC) are consumed; the questions among them and among the control
/// sequences (OSC 11, DA1, XTVERSION, the size queries, XTSMGRAPHICS, DECRQM, kitty's `a=q`) are
/// listed in `questions` for the test to answer, and kitty graphics commands are counted.
/// Anything else is ignored, never printed.
public struct VirtualTerminal: Sendable {
    public internal(set) var size: CellSize
    /// One string a cell: a character, "" for the right half of a wide one, " " when blank.
    public internal(set) var cells: [[String]]
    /// Each cell's background as SGR set it: nil for the terminal's default.
    public internal(set) var backgrounds: [[RGBA?]]
    public internal(set) var cursor = CellPoint(x: 0, y: 0)
    /// Questions the program asked, in order, not yet taken by `takeQuestions`.
    public private(set) var questions: [TerminalQuestion] = []
    /// kitty graphics commands seen (`ESC _ G ...`), transmissions and placements alike.
    public private(set) var kittyCommands = 0
    /// Sixel images seen (`ESC P ... q`).
    public private(set) var sixelImages = 0

    var pendingWrap = false
    var scrollTop = 0
    var scrollBottom: Int
    var saved = CellPoint(x: 0, y: 0)
    var background: RGBA?
    var lastPrinted: String?
    var parser = OutputParser()

    public init(size: CellSize) {
        self.size = size
        cells = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
        backgrounds = Array(repeating: Array(repeating: nil, count: size.width), count: size.height)
        scrollBottom = size.height - 1
    }

    /// Interprets `bytes` the program wrote.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            guard let item = parser.step(byte) else { continue }
            apply(item)
        }
    }

    /// The questions asked since the last call.
    public mutating func takeQuestions() -> [TerminalQuestion] {
        defer { questions.removeAll() }
        return questions
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

    /// The terminal was resized (as its window was): the text is kept where it fits.
    public mutating func resize(to newSize: CellSize) {
        var newCells = Array(repeating: Array(repeating: " ", count: newSize.width), count: newSize.height)
        var newBackgrounds = Array(repeating: [RGBA?](repeating: nil, count: newSize.width), count: newSize.height)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                newCells[y][x] = cells[y][x]
                newBackgrounds[y][x] = backgrounds[y][x]
            }
        }
        size = newSize
        cells = newCells
        backgrounds = newBackgrounds
        scrollTop = 0
        scrollBottom = newSize.height - 1
        cursor = CellPoint(x: min(cursor.x, newSize.width - 1), y: min(cursor.y, newSize.height - 1))
        pendingWrap = false
    }

    // MARK: Text

    mutating func print(_ character: Character) {
        let width = max(1, TerminalWidth.width(of: character))
        if pendingWrap {
            pendingWrap = false
            cursor.x = 0
            lineFeed()
        }
        if cursor.x + width > size.width {
            // A wide character that does not fit wraps whole.
            cursor.x = 0
            lineFeed()
        }
        put(String(character), at: cursor)
        if width == 2, cursor.x + 1 < size.width { put("", at: CellPoint(x: cursor.x + 1, y: cursor.y)) }
        lastPrinted = String(character)
        if cursor.x + width >= size.width {
            cursor.x = size.width - 1
            pendingWrap = true
        } else {
            cursor.x += width
        }
    }

    mutating func put(_ text: String, at point: CellPoint) {
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < size.width else { return }
        cells[point.y][point.x] = text
        backgrounds[point.y][point.x] = background
    }

    mutating func lineFeed() {
        if cursor.y == scrollBottom {
            scroll(up: 1)
        } else if cursor.y < size.height - 1 {
            cursor.y += 1
        }
    }

    mutating func reverseIndex() {
        if cursor.y == scrollTop {
            scroll(up: -1)
        } else if cursor.y > 0 {
            cursor.y -= 1
        }
    }

    /// Scrolls the region up by `lines` (down when negative), filling with blanks.
    mutating func scroll(up lines: Int, from top: Int? = nil) {
        let first = top ?? scrollTop
        guard first <= scrollBottom else { return }
        let count = min(abs(lines), scrollBottom - first + 1)
        let blankRow = Array(repeating: " ", count: size.width)
        let blankBackground = [RGBA?](repeating: background, count: size.width)
        for _ in 0..<count {
            if lines > 0 {
                cells.remove(at: first)
                cells.insert(blankRow, at: scrollBottom)
                backgrounds.remove(at: first)
                backgrounds.insert(blankBackground, at: scrollBottom)
            } else {
                cells.remove(at: scrollBottom)
                cells.insert(blankRow, at: first)
                backgrounds.remove(at: scrollBottom)
                backgrounds.insert(blankBackground, at: first)
            }
        }
    }

    mutating func erase(row y: Int, from start: Int, to end: Int) {
        guard y >= 0, y < size.height else { return }
        for x in max(0, start)..<min(size.width, end) { put(" ", at: CellPoint(x: x, y: y)) }
    }

    mutating func clearScreen() {
        for y in 0..<size.height { erase(row: y, from: 0, to: size.width) }
    }

    mutating func ask(_ question: TerminalQuestion) {
        questions.append(question)
    }

    mutating func countKittyCommand() { kittyCommands += 1 }
    mutating func countSixel() { sixelImages += 1 }
}
