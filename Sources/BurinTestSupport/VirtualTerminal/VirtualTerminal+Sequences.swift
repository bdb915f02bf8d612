import BurinCore

/// What each control function does to the screen (xterm's meaning).
extension VirtualTerminal {
    mutating func apply(_ item: OutputParser.Item) {
        switch item {
        case .text(let character):
            print(character)
        case .control(let byte):
            control(byte)
        case .escape(let intermediates, let final):
            escape(intermediates: intermediates, final: final)
        case .controlSequence(let parameters, let final):
            controlSequence(parameters, final: final)
        case .string(let introducer, let prefix):
            string(introducer: introducer, prefix: prefix)
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x08:
            pendingWrap = false
            cursor.x = max(0, cursor.x - 1)
        case 0x09:
            pendingWrap = false
            cursor.x = min(size.width - 1, (cursor.x / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C:
            pendingWrap = false
            lineFeed()
        case 0x0D:
            pendingWrap = false
            cursor.x = 0
        default:
            break
        }
    }

    private mutating func escape(intermediates: [UInt8], final: UInt8) {
        guard intermediates.isEmpty else { return }  // charset designations
        switch final {
        case UInt8(ascii: "7"): saved = cursor
        case UInt8(ascii: "8"): moveTo(x: saved.x, y: saved.y)
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            cursor.x = 0
            lineFeed()
        case UInt8(ascii: "c"):
            self = VirtualTerminal(size: size)
        default: break
        }
    }

    private mutating func moveTo(x: Int, y: Int) {
        pendingWrap = false
        cursor = CellPoint(x: min(max(0, x), size.width - 1), y: min(max(0, y), size.height - 1))
    }

    private mutating func controlSequence(_ parameters: [UInt8], final: UInt8) {
        let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? parameters[...] : parameters.dropFirst()
        let intermediates = body.filter { (0x20...0x2F).contains($0) }
        let numbers = Self.numbers(body.filter { !(0x20...0x2F).contains($0) })
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : value
        }
        if let question = TerminalQuestion(marker: marker, numbers: numbers, intermediates: intermediates, final: final)
        {
            ask(question)
            return
        }
        if marker == UInt8(ascii: "?") {
            privateMode(numbers, set: final == UInt8(ascii: "h"))
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
        case UInt8(ascii: "J"): eraseInDisplay(numbers.first ?? 0)
        case UInt8(ascii: "K"): eraseInLine(numbers.first ?? 0)
        case UInt8(ascii: "X"): erase(row: cursor.y, from: cursor.x, to: cursor.x + number(0, default: 1))
        case UInt8(ascii: "L"): insertLines(number(0, default: 1))
        case UInt8(ascii: "M"): insertLines(-number(0, default: 1))
        case UInt8(ascii: "@"): shiftCharacters(number(0, default: 1))
        case UInt8(ascii: "P"): shiftCharacters(-number(0, default: 1))
        case UInt8(ascii: "S"): scroll(up: number(0, default: 1))
        case UInt8(ascii: "T"): scroll(up: -number(0, default: 1))
        case UInt8(ascii: "b"):
            if let last = lastPrinted, let character = last.first {
                for _ in 0..<min(number(0, default: 1), size.width * size.height) { print(character) }
            }
        case UInt8(ascii: "r"):
            scrollTop = min(max(0, number(0, default: 1) - 1), size.height - 1)
            scrollBottom = min(max(scrollTop, number(1, default: size.height) - 1), size.height - 1)
            moveTo(x: 0, y: 0)
        case UInt8(ascii: "s"): saved = cursor
        case UInt8(ascii: "u"): moveTo(x: saved.x, y: saved.y)
        case UInt8(ascii: "m"): selectGraphicRendition(numbers)
        default: break
        }
    }

    private mutating func privateMode(_ modes: [Int], set: Bool) {
        // The alternate screen starts blank; nothing else of the private modes changes what shows.
        if set, modes.contains(1049) || modes.contains(47) || modes.contains(1047) {
            background = nil
            clearScreen()
            moveTo(x: 0, y: 0)
        }
    }

    private mutating func eraseInDisplay(_ how: Int) {
        switch how {
        case 0:
            eraseInLine(0)
            for y in (cursor.y + 1)..<max(cursor.y + 1, size.height) { erase(row: y, from: 0, to: size.width) }
        case 1:
            for y in 0..<cursor.y { erase(row: y, from: 0, to: size.width) }
            eraseInLine(1)
        default:
            clearScreen()
        }
    }

    private mutating func eraseInLine(_ how: Int) {
        switch how {
        case 0: erase(row: cursor.y, from: cursor.x, to: size.width)
        case 1: erase(row: cursor.y, from: 0, to: cursor.x + 1)
        default: erase(row: cursor.y, from: 0, to: size.width)
        }
    }

    /// Inserts (positive) or deletes (negative) lines at the cursor, inside the scroll region.
    private mutating func insertLines(_ count: Int) {
        guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
        scroll(up: -count, from: cursor.y)
        cursor.x = 0
    }

    /// Inserts (positive) or deletes (negative) blank cells at the cursor.
    private mutating func shiftCharacters(_ count: Int) {
        let y = cursor.y
        var row = cells[y]
        var colours = backgrounds[y]
        let n = min(abs(count), size.width - cursor.x)
        for _ in 0..<n {
            if count > 0 {
                row.insert(" ", at: cursor.x)
                row.removeLast()
                colours.insert(background, at: cursor.x)
                colours.removeLast()
            } else {
                row.remove(at: cursor.x)
                row.append(" ")
                colours.remove(at: cursor.x)
                colours.append(background)
            }
        }
        cells[y] = row
        backgrounds[y] = colours
    }

    /// Only the background colour is kept: 0 and 49 reset it, 40-47/100-107 and 48;5;n name palette
    /// entries, 48;2;r;g;b (or 48:2::r:g:b) gives it.
    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        if numbers.isEmpty {
            background = nil
            return
        }
        var i = 0
        while i < numbers.count {
            let n = numbers[i]
            switch n {
            case 0, 49: background = nil
            case 40...47: background = Self.palette(n - 40)
            case 100...107: background = Self.palette(n - 100 + 8)
            case 38, 48:
                let colour: RGBA?
                if i + 1 < numbers.count, numbers[i + 1] == 5, i + 2 < numbers.count {
                    colour = Self.palette(numbers[i + 2])
                    i += 2
                } else if i + 1 < numbers.count, numbers[i + 1] == 2, i + 4 < numbers.count {
                    colour = RGBA(
                        UInt8(clamping: numbers[i + 2]), UInt8(clamping: numbers[i + 3]),
                        UInt8(clamping: numbers[i + 4]))
                    i += 4
                } else {
                    colour = nil
                }
                if n == 48 { background = colour }
            default: break
            }
            i += 1
        }
    }

    private mutating func string(introducer: UInt8, prefix: [UInt8]) {
        if introducer == UInt8(ascii: "_"), prefix.first == UInt8(ascii: "G") {
            let header = String(decoding: prefix.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
            if header.contains("a=q") {
                let id = header.split(separator: ",").first { $0.hasPrefix("Gi=") || $0.hasPrefix("i=") }
                    .flatMap { UInt32($0.split(separator: "=").last ?? "") }
                ask(.kittyGraphics(id: id))
            } else {
                countKittyCommand()
            }
            return
        }
        if introducer == UInt8(ascii: "]"), prefix.starts(with: Array("11;?".utf8)) {
            ask(.backgroundColor)
            return
        }
        let sixelParameters = prefix.prefix(while: { $0 != UInt8(ascii: "q") })
        if introducer == UInt8(ascii: "P"), sixelParameters.count < prefix.count,
            sixelParameters.allSatisfy({ (0x30...0x3B).contains($0) })
        {
            countSixel()
        }
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
    static func palette(_ index: Int) -> RGBA {
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
