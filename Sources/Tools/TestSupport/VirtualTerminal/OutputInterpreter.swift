public import BurinCore
import BurinText

/// Follows a program's output the way xterm does, and says what each piece did to the screen
/// (`ScreenEffect`), without keeping the screen itself: the cursor, the scroll region, the saved
/// cursor, xterm's deferred wrap at the right margin, the background colour SGR set.
///
/// It reads what ncurses writes for `xterm-256color` and what Burin writes beside it: text (wide
/// characters take two cells), C0 controls, cursor moves (CUP, CUU/CUD/CUF/CUB, HPA/VPA, CR, LF,
/// BS, HT, IND, RI, NEL, save and restore), erasing (ED, EL, ECH), inserting and deleting (IL, DL,
/// ICH, DCH), scrolling (DECSTBM, SU, SD), REP, the alternate screen, SGR, and strings (OSC, DCS,
/// APC), of which the questions, kitty's graphics commands and sixel images are reported. A byte
/// sequence may be cut anywhere between calls.
public struct OutputInterpreter: Sendable {
    public private(set) var size: CellSize
    public private(set) var cursor = CellPoint(x: 0, y: 0)
    private var pendingWrap = false
    private var scrollTop = 0
    private var scrollBottom: Int
    private var saved = CellPoint(x: 0, y: 0)
    /// How the next characters are drawn; the background is what erasing fills with.
    public private(set) var rendition = TerminalRendition.plain
    private var background: RGBA? { rendition.background }
    private var lastPrinted: Character?
    /// Where the last character went, for a combining mark after it.
    private var lastAt: CellPoint?
    private var parser = OutputParser()
    /// Draw East Asian ambiguous characters two cells wide, as GNOME Terminal set to "ambiguous-width
    /// characters: wide" does.
    public var ambiguousWide = false
    /// Characters that did not fit where they were printed: wrapped to the next line, or printed past
    /// the last column. A program that knows the terminal's widths never does either.
    public private(set) var overflows = 0

    public init(size: CellSize) {
        self.size = size
        scrollBottom = max(0, size.height - 1)
    }

    /// The terminal was resized: its margins are reset, the cursor kept inside.
    public mutating func resize(to newSize: CellSize) {
        size = newSize
        scrollTop = 0
        scrollBottom = max(0, newSize.height - 1)
        cursor = CellPoint(x: min(cursor.x, max(0, newSize.width - 1)), y: min(cursor.y, max(0, newSize.height - 1)))
        pendingWrap = false
    }

    /// Reads `bytes` and hands `effect` what each did, in order.
    public mutating func interpret(_ bytes: some Sequence<UInt8>, _ effect: (ScreenEffect) -> Void) {
        guard size.width > 0, size.height > 0 else { return }
        for byte in bytes {
            guard let item = parser.step(byte) else { continue }
            apply(item, effect)
        }
    }

    private mutating func apply(_ item: OutputParser.Item, _ effect: (ScreenEffect) -> Void) {
        switch item {
        case .text(let character): print(character, effect)
        case .control(let byte): control(byte, effect)
        case .escape(let intermediates, let final): escape(intermediates: intermediates, final: final, effect)
        case .controlSequence(let parameters, let final): controlSequence(parameters, final: final, effect)
        case .string(let introducer, let prefix): string(introducer: introducer, prefix: prefix, effect)
        }
    }

    // MARK: Text and movement

    private mutating func print(_ character: Character, _ effect: (ScreenEffect) -> Void) {
        // A combining mark on its own (the parser reads scalars one by one) joins the cell before it.
        let scalars = character.unicodeScalars
        let combining = scalars.count == 1 && scalars.first.map { TerminalWidth.width(of: $0) == 0 } == true
        var width = combining ? 0 : TerminalWidth.width(of: character)
        if ambiguousWide, width == 1, let first = scalars.first, AmbiguousCharacters.contains(first) { width = 2 }
        guard width > 0 else {
            // A combining mark joins the cell written last.
            if let lastAt { effect(.print(character, at: lastAt, width: 0, background: background)) }
            return
        }
        if pendingWrap || cursor.x + width > size.width { overflows += 1 }
        if pendingWrap {
            pendingWrap = false
            cursor.x = 0
            lineFeed(effect)
        }
        if cursor.x + width > size.width {
            cursor.x = 0
            lineFeed(effect)
        }
        effect(.print(character, at: cursor, width: width, background: background))
        lastPrinted = character
        lastAt = cursor
        if cursor.x + width >= size.width {
            cursor.x = size.width - 1
            pendingWrap = true
        } else {
            cursor.x += width
        }
    }

    private mutating func lineFeed(_ effect: (ScreenEffect) -> Void) {
        if cursor.y == scrollBottom {
            effect(.scroll(rows: scrollTop..<(scrollBottom + 1), lines: 1, editsLines: false, background: background))
        } else if cursor.y < size.height - 1 {
            cursor.y += 1
        }
    }

    private mutating func reverseIndex(_ effect: (ScreenEffect) -> Void) {
        if cursor.y == scrollTop {
            effect(.scroll(rows: scrollTop..<(scrollBottom + 1), lines: -1, editsLines: false, background: background))
        } else if cursor.y > 0 {
            cursor.y -= 1
        }
    }

    private mutating func moveTo(x: Int, y: Int) {
        pendingWrap = false
        cursor = CellPoint(x: min(max(0, x), size.width - 1), y: min(max(0, y), size.height - 1))
    }

    private mutating func control(_ byte: UInt8, _ effect: (ScreenEffect) -> Void) {
        switch byte {
        case 0x08: moveTo(x: cursor.x - 1, y: cursor.y)
        case 0x09: moveTo(x: (cursor.x / 8 + 1) * 8, y: cursor.y)
        case 0x0A, 0x0B, 0x0C:
            pendingWrap = false
            lineFeed(effect)
        case 0x0D: moveTo(x: 0, y: cursor.y)
        default: break
        }
    }

    private mutating func escape(intermediates: [UInt8], final: UInt8, _ effect: (ScreenEffect) -> Void) {
        guard intermediates.isEmpty else { return }  // charset designations
        switch final {
        case UInt8(ascii: "7"): saved = cursor
        case UInt8(ascii: "8"): moveTo(x: saved.x, y: saved.y)
        case UInt8(ascii: "M"): reverseIndex(effect)
        case UInt8(ascii: "D"): lineFeed(effect)
        case UInt8(ascii: "E"):
            moveTo(x: 0, y: cursor.y)
            lineFeed(effect)
        case UInt8(ascii: "c"):
            self = OutputInterpreter(size: size)
            effect(.rendition(rendition))
            effect(.clear)
        default: break
        }
    }

    // MARK: Control sequences

    private mutating func controlSequence(_ parameters: [UInt8], final: UInt8, _ effect: (ScreenEffect) -> Void) {
        let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? parameters[...] : parameters.dropFirst()
        let intermediates = body.filter { (0x20...0x2F).contains($0) }
        let numbers = Self.numbers(body.filter { !(0x20...0x2F).contains($0) })
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : value
        }
        if marker == nil, intermediates.isEmpty, final == UInt8(ascii: "n"), numbers == [6] {
            effect(.question(.cursorPosition(row: cursor.y + 1, column: cursor.x + 1)))
            return
        }
        if let question = TerminalQuestion(marker: marker, numbers: numbers, intermediates: intermediates, final: final)
        {
            effect(.question(question))
            return
        }
        if marker == UInt8(ascii: "?") {
            // The alternate screen starts blank; no other private mode changes what shows.
            let modes = Set(numbers)
            if final == UInt8(ascii: "h"), !modes.isDisjoint(with: [47, 1047, 1049]) {
                rendition.background = nil
                effect(.clear)
            }
            return
        }
        guard marker == nil, intermediates.isEmpty else { return }
        switch final {
        case UInt8(ascii: "A"): moveTo(x: cursor.x, y: cursor.y - number(0, default: 1))
        case UInt8(ascii: "B"), UInt8(ascii: "e"): moveTo(x: cursor.x, y: cursor.y + number(0, default: 1))
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveTo(x: cursor.x + number(0, default: 1), y: cursor.y)
        case UInt8(ascii: "D"): moveTo(x: cursor.x - number(0, default: 1), y: cursor.y)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveTo(x: number(0, default: 1) - 1, y: cursor.y)
        case UInt8(ascii: "d"): moveTo(x: cursor.x, y: number(0, default: 1) - 1)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveTo(x: number(1, default: 1) - 1, y: number(0, default: 1) - 1)
        case UInt8(ascii: "J"): eraseInDisplay(numbers.first ?? 0, effect)
        case UInt8(ascii: "K"): eraseInLine(numbers.first ?? 0, effect)
        case UInt8(ascii: "X"):
            erase(row: cursor.y, from: cursor.x, to: cursor.x + number(0, default: 1), effect)
        case UInt8(ascii: "L"), UInt8(ascii: "M"):
            // Lines inserted (L) or deleted (M) at the cursor: the region's rows below it scroll.
            guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
            let count = min(number(0, default: 1), scrollBottom - cursor.y + 1)
            effect(
                .scroll(
                    rows: cursor.y..<(scrollBottom + 1), lines: final == UInt8(ascii: "L") ? -count : count,
                    editsLines: true, background: background))
            moveTo(x: 0, y: cursor.y)
        case UInt8(ascii: "@"), UInt8(ascii: "P"):
            let count = min(number(0, default: 1), size.width - cursor.x)
            effect(
                .shift(
                    row: cursor.y, column: cursor.x, by: final == UInt8(ascii: "@") ? count : -count,
                    background: background))
        case UInt8(ascii: "S"), UInt8(ascii: "T"):
            let count = min(number(0, default: 1), scrollBottom - scrollTop + 1)
            effect(
                .scroll(
                    rows: scrollTop..<(scrollBottom + 1), lines: final == UInt8(ascii: "S") ? count : -count,
                    editsLines: false, background: background))
        case UInt8(ascii: "b"):
            guard let last = lastPrinted else { return }
            for _ in 0..<min(number(0, default: 1), size.width * size.height) { print(last, effect) }
        case UInt8(ascii: "r"):
            let top = min(max(0, number(0, default: 1) - 1), size.height - 1)
            scrollTop = top
            scrollBottom = min(max(top, number(1, default: size.height) - 1), size.height - 1)
            moveTo(x: 0, y: 0)
        case UInt8(ascii: "s"): saved = cursor
        case UInt8(ascii: "u"): moveTo(x: saved.x, y: saved.y)
        case UInt8(ascii: "m"):
            let before = rendition
            selectGraphicRendition(numbers)
            if rendition != before { effect(.rendition(rendition)) }
        default: break
        }
    }

    private mutating func erase(row: Int, from start: Int, to end: Int, _ effect: (ScreenEffect) -> Void) {
        let columns = max(0, start)..<min(size.width, max(start, end))
        guard !columns.isEmpty, row >= 0, row < size.height else { return }
        effect(.erase(row: row, columns: columns, background: background))
    }

    private mutating func eraseInDisplay(_ how: Int, _ effect: (ScreenEffect) -> Void) {
        switch how {
        case 0:
            eraseInLine(0, effect)
            for y in (cursor.y + 1)..<max(cursor.y + 1, size.height) { erase(row: y, from: 0, to: size.width, effect) }
        case 1:
            for y in 0..<cursor.y { erase(row: y, from: 0, to: size.width, effect) }
            eraseInLine(1, effect)
        default:
            if background == nil {
                effect(.clear)
            } else {
                for y in 0..<size.height { erase(row: y, from: 0, to: size.width, effect) }
            }
        }
    }

    private mutating func eraseInLine(_ how: Int, _ effect: (ScreenEffect) -> Void) {
        switch how {
        case 0: erase(row: cursor.y, from: cursor.x, to: size.width, effect)
        case 1: erase(row: cursor.y, from: 0, to: cursor.x + 1, effect)
        default: erase(row: cursor.y, from: 0, to: size.width, effect)
        }
    }

    /// SGR: 0 resets; 1, 2, 3, 4, 7 set bold, dim, italic, underline, reverse and 22, 23, 24, 27
    /// take them off; 30-37, 90-97, `38;5;n`, `38;2;r;g;b` (or with colons) set the ink and 39 takes
    /// it back to the default; the same with 40-47, 100-107, 48 and 49 for the paper.
    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        let link = rendition.link
        if numbers.isEmpty {
            rendition = TerminalRendition(link: link)
            return
        }
        var i = 0
        while i < numbers.count {
            let n = numbers[i]
            switch n {
            case 0: rendition = TerminalRendition(link: link)
            case 1: rendition.attributes.insert(.bold)
            case 2: rendition.attributes.insert(.dim)
            case 3: rendition.attributes.insert(.italic)
            case 4: rendition.attributes.insert(.underline)
            case 7: rendition.attributes.insert(.reverse)
            case 22: rendition.attributes.subtract([.bold, .dim])
            case 23: rendition.attributes.remove(.italic)
            case 24: rendition.attributes.remove(.underline)
            case 27: rendition.attributes.remove(.reverse)
            case 30...37: rendition.foreground = Self.palette(n - 30)
            case 90...97: rendition.foreground = Self.palette(n - 90 + 8)
            case 39: rendition.foreground = nil
            case 40...47: rendition.background = Self.palette(n - 40)
            case 100...107: rendition.background = Self.palette(n - 100 + 8)
            case 49: rendition.background = nil
            case 38, 48:
                var colour: RGBA?
                if i + 2 < numbers.count, numbers[i + 1] == 5 {
                    colour = Self.palette(numbers[i + 2])
                    i += 2
                } else if i + 1 < numbers.count, numbers[i + 1] == 2 {
                    // `48;2;r;g;b`, or the colon form with an empty colour space: `48:2::r:g:b`.
                    let rest = Array(numbers[(i + 2)...].prefix(4))
                    let rgb =
                        rest.count == 4 && parametersUseColonForm ? Array(rest.dropFirst()) : Array(rest.prefix(3))
                    if rgb.count == 3 {
                        colour = RGBA(UInt8(clamping: rgb[0]), UInt8(clamping: rgb[1]), UInt8(clamping: rgb[2]))
                    }
                    i += 1 + (rest.count == 4 && parametersUseColonForm ? 4 : 3)
                }
                if n == 48 { rendition.background = colour } else { rendition.foreground = colour }
            default: break
            }
            i += 1
        }
    }

    /// Whether the SGR being read used colons (`48:2::r:g:b`, xterm-direct's form).
    private var parametersUseColonForm: Bool { parser.lastParametersUsedColons }

    // MARK: Strings

    private mutating func string(introducer: UInt8, prefix: [UInt8], _ effect: (ScreenEffect) -> Void) {
        switch introducer {
        case UInt8(ascii: "_") where prefix.first == UInt8(ascii: "G"):
            let keys = Self.kittyKeys(header: prefix.prefix { $0 != UInt8(ascii: ";") }.dropFirst())
            if keys["a"] == "q" {
                effect(.question(.kittyGraphics(id: keys["i"].flatMap { UInt32($0) }, medium: keys["t"] ?? "d")))
            } else {
                effect(.kittyGraphics(keys: keys, at: cursor))
            }
        case UInt8(ascii: "]") where prefix.starts(with: Array("8;".utf8)):
            // OSC 8 ; params ; target: a hyperlink opens (an empty target closes it).
            let target = prefix.dropFirst(2).drop { $0 != UInt8(ascii: ";") }.dropFirst()
            rendition.link = target.isEmpty ? nil : String(decoding: target, as: UTF8.self)
            effect(.rendition(rendition))
        case UInt8(ascii: "]") where prefix.starts(with: Array("11;?".utf8)):
            effect(.question(.backgroundColor))
        case UInt8(ascii: "P"):
            if Self.isSixel(prefix) {
                let parameters = prefix.prefix(while: { $0 != UInt8(ascii: "q") })
                effect(.sixel(at: cursor, pixels: Self.rasterSize(prefix[(parameters.count + 1)...])))
            }
        default:
            break
        }
    }

    /// The `key=value` pairs of a kitty graphics command's header (its text before the `;`).
    public static func kittyKeys(header: some Collection<UInt8>) -> [String: String] {
        var keys: [String: String] = [:]
        for pair in String(decoding: header, as: UTF8.self).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        return keys
    }

    /// Whether a DCS whose text is `body` is a sixel: numeric parameters, then `q`.
    public static func isSixel(_ body: some Collection<UInt8>) -> Bool {
        let parameters = body.prefix { $0 != UInt8(ascii: "q") }
        return parameters.count < body.count && parameters.allSatisfy { (0x30...0x3B).contains($0) }
    }

    /// A sixel's raster attributes, `" Pan ; Pad ; Ph ; Pv` right after its `q`: the image's size.
    static func rasterSize(_ data: ArraySlice<UInt8>) -> PixelSize? {
        guard data.first == UInt8(ascii: "\"") else { return nil }
        let digits = data.dropFirst().prefix { (0x30...0x3B).contains($0) }
        let values = numbers(Array(digits))
        guard values.count == 4, values[2] > 0, values[3] > 0 else { return nil }
        return PixelSize(width: values[2], height: values[3])
    }

    /// `;` or `:` separated decimal numbers; an empty one is 0.
    static func numbers(_ bytes: [UInt8]) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        var numbers: [Int] = []
        var current = 0
        for byte in bytes {
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                numbers.append(current)
                current = 0
            } else if (0x30...0x39).contains(byte) {
                current = min(current * 10 + Int(byte - 0x30), 1 << 20)
            }
        }
        numbers.append(current)
        return numbers
    }

    /// xterm's default palette.
    public static func palette(_ index: Int) -> RGBA {
        let base: [RGBA] = [
            RGBA(0, 0, 0), RGBA(205, 0, 0), RGBA(0, 205, 0), RGBA(205, 205, 0), RGBA(0, 0, 238), RGBA(205, 0, 205),
            RGBA(0, 205, 205), RGBA(229, 229, 229), RGBA(127, 127, 127), RGBA(255, 0, 0), RGBA(0, 255, 0),
            RGBA(255, 255, 0), RGBA(92, 92, 255), RGBA(255, 0, 255), RGBA(0, 255, 255), RGBA(255, 255, 255),
        ]
        switch index {
        case 0..<16: return base[index]
        case 16..<232:
            let i = index - 16
            let level = { (v: Int) in UInt8(v == 0 ? 0 : 55 + v * 40) }
            return RGBA(level(i / 36), level(i / 6 % 6), level(i % 6))
        case 232..<256:
            let v = UInt8(8 + (index - 232) * 10)
            return RGBA(v, v, v)
        default: return RGBA(0, 0, 0)
        }
    }
}
