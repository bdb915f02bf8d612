public import BurinCore
import BurinTerminal

/// How a scripted terminal answers questions: what it says about itself. `nil` fields are questions
/// it ignores, as a terminal that does not know them does (every terminal answers DA1).
public struct TerminalPersona: Sendable {
    public var background: RGBA?
    /// Its answer to kitty's graphics query ("OK"), or nil: it does not speak kitty graphics.
    public var kittyGraphics: String?
    public var version: String?
    public var cellSize: PixelSize?
    /// DA1's parameters (4 among them: sixel).
    public var attributes: [Int]
    /// Whether it reads pictures from files (it runs on the program's machine), or only takes them in
    /// the escape (at the other end of a link).
    public var readsFiles: Bool
    /// Which scrolls carry its sixel pixels along (see `VirtualTerminal.sixelScrollMoves`).
    public var sixelScrollMoves: @Sendable (_ rows: Range<Int>, _ lines: Int, _ editsLines: Bool) -> Bool
    /// Whether it draws East Asian ambiguous characters two cells wide (and says so where the cursor
    /// went after one).
    public var ambiguousWide = false

    public init(
        background: RGBA? = nil, kittyGraphics: String? = nil, version: String? = nil, cellSize: PixelSize? = nil,
        attributes: [Int] = [62, 22], readsFiles: Bool = false,
        sixelScrollMoves: @escaping @Sendable (_ rows: Range<Int>, _ lines: Int, _ editsLines: Bool) -> Bool = {
            _, _, _ in false
        }
    ) {
        self.background = background
        self.kittyGraphics = kittyGraphics
        self.version = version
        self.cellSize = cellSize
        self.attributes = attributes
        self.readsFiles = readsFiles
        self.sixelScrollMoves = sixelScrollMoves
    }

    /// kitty 0.26's answers, on a black background with 9 x 18-pixel cells, at the other end of a link
    /// (it reads no file of the program's machine).
    public static let kitty = TerminalPersona(
        background: RGBA(0, 0, 0), kittyGraphics: "OK", version: "kitty(0.26.5)",
        cellSize: PixelSize(width: 9, height: 18), attributes: [62, 52, 4])

    /// kitty on the program's own machine: it reads the pictures' files.
    public static let localKitty: TerminalPersona = {
        var persona = TerminalPersona.kitty
        persona.readsFiles = true
        return persona
    }()

    /// xterm 379 started as `xterm -ti vt340`: sixel, 9 x 19-pixel cells, its pixels carried along by a
    /// region scrolled up and by nothing else (measured under Xvfb).
    public static let xtermSixel = TerminalPersona(
        background: RGBA(0, 0, 0), version: "XTerm(379)", cellSize: PixelSize(width: 9, height: 19),
        attributes: [63, 1, 2, 4, 6, 9, 15, 22], sixelScrollMoves: { _, lines, editsLines in lines > 0 && !editsLines })

    /// GNOME Terminal (VTE 0.70) with "ambiguous-width characters: wide": a light background, no
    /// graphics, ambiguous characters two cells wide.
    public static let gnomeTerminalAmbiguousWide: TerminalPersona = {
        var persona = TerminalPersona(background: RGBA(255, 255, 255), attributes: [65, 1, 9])
        persona.ambiguousWide = true
        return persona
    }()

    /// A terminal that answers DA1 alone (no graphics, no colour report).
    public static let plain = TerminalPersona()

    /// The bytes it answers `question` with (empty: no answer).
    public func answer(_ question: TerminalQuestion, columns: Int, rows: Int) -> [UInt8] {
        let esc = "\u{1B}"
        switch question {
        case .backgroundColor:
            guard let c = background else { return [] }
            func hex(_ v: UInt8) -> String {
                let text = String(Int(v) * 257, radix: 16)
                return String(repeating: "0", count: 4 - text.count) + text
            }
            return Array("\(esc)]11;rgb:\(hex(c.r))/\(hex(c.g))/\(hex(c.b))\(esc)\\".utf8)
        case .cursorPosition(let row, let column):
            return Array("\(esc)[\(row);\(column)R".utf8)
        case .primaryAttributes:
            return Array("\(esc)[?\(attributes.map(String.init).joined(separator: ";"))c".utf8)
        case .version:
            return version.map { Array("\(esc)P>|\($0)\(esc)\\".utf8) } ?? []
        case .cellSize:
            return cellSize.map { Array("\(esc)[6;\($0.height);\($0.width)t".utf8) } ?? []
        case .textAreaSize:
            return cellSize.map { Array("\(esc)[4;\($0.height * rows);\($0.width * columns)t".utf8) } ?? []
        case .graphicsAttributes:
            return attributes.dropFirst().contains(4) ? Array("\(esc)[?1;0;256S".utf8) : []
        case .mode(let mode):
            return Array("\(esc)[?\(mode);0$y".utf8)
        case .kittyGraphics(let id, let medium):
            guard var message = kittyGraphics else { return [] }
            if medium != "d", !readsFiles { message = "ENOENT:file not found" }
            return Array("\(esc)_G\(id.map { "i=\($0)" } ?? "");\(message)\(esc)\\".utf8)
        }
    }
}
