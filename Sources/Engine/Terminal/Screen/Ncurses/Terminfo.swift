import CNcursesw
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one file that touches ncurses: it reads the terminal's description from the terminfo database
/// (`setupterm`, `tigetstr`, `tigetnum`, `tigetflag`) and spells the escapes the screen sends with
/// `tiparm`. Everything else of the terminal (its modes, its input, its frames) is the screen's own.
///
/// The entry's strings are copied when the description is read and ncurses' copy is freed at once,
/// so several screens (tests) can each have their own terminal.
/// - Note: Main loop only (`tiparm` writes into one static buffer).
struct Terminfo {
    /// The entry's string capabilities the screen uses, by terminfo name.
    private let strings: [String: [CChar]]
    let colors: Int
    /// The entry's own size (for an output that is no terminal).
    let lines: Int
    let columns: Int
    private let flags: Set<String>

    /// The capabilities read.
    private static let stringNames = [
        "cup", "hpa", "cuf", "cuf1", "cr", "cud1", "cuu1", "cub1", "clear", "el", "csr", "ind", "indn", "ri", "rin",
        "il", "dl",
        "sgr0", "bold", "dim", "sitm", "smul", "rev", "setaf", "setab", "op", "rmam", "smam", "smcup", "rmcup",
        "smkx", "rmkx", "civis", "cnorm", "Sync", "rep",
    ]
    private static let flagNames = ["bce", "am", "xenl"]

    /// The description of `term` (nil: TERM as ncurses reads it); nil when terminfo has no such entry.
    /// `descriptor` is the terminal's output.
    init?(term: String?, descriptor: Int32) {
        let read = Self.library.withLock { _ in Self.read(term: term, descriptor: descriptor) }
        guard let read else { return nil }
        (strings, colors, lines, columns, flags) = read
    }

    /// The entry's capabilities, read while the library is held.
    private static func read(term: String?, descriptor: Int32) -> (
        [String: [CChar]], Int, Int, Int, Set<String>
    )? {
        let loaded =
            if let term { term.withCString { burin_load_terminal($0, descriptor) } } else {
                burin_load_terminal(nil, descriptor)
            }
        guard loaded == 1 else { return nil }
        defer { burin_release_terminal() }
        var strings: [String: [CChar]] = [:]
        for name in stringNames {
            guard let value = burin_string_capability(name) else { continue }
            strings[name] = Array(UnsafeBufferPointer(start: value, count: strlen(value) + 1))
        }
        return (
            strings, Int(burin_number_capability("colors")), Int(burin_number_capability("lines")),
            Int(burin_number_capability("cols")), Set(flagNames.filter { burin_flag_capability($0) == 1 })
        )
    }

    /// The capability's string as it is (unparameterised, its padding left out), nil when absent.
    func string(_ name: String) -> String? {
        strings[name].map { String(decoding: Self.bytes($0), as: UTF8.self) }
    }

    func has(_ name: String) -> Bool { strings[name] != nil }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The escapes the screen sends, spelled by this entry; colours as `mode` shows them.
    func escapes(colorMode mode: ColorMode) -> TerminalEscapes {
        func fixed(_ name: String) -> [UInt8] { strings[name].map { Self.bytes($0) } ?? [] }
        func one(_ name: String) -> ((Int) -> [UInt8])? {
            strings[name].map { text in
                let format = Format(text)
                return { Self.bytes(format, Int32(clamping: $0)) }
            }
        }
        let cup = Format(strings["cup"] ?? [0])
        let moves = EscapeCache()
        let colored = mode != .none && has("setaf") && has("setab")
        let quantizer = ColorQuantizer()
        func color(_ name: String) -> ((TerminalColor) -> [UInt8])? {
            guard colored, let text = strings[name] else { return nil }
            let format = Format(text)
            let known = EscapeCache()
            return { color in
                let number: Int32 =
                    switch color {
                    case .terminalDefault: -1
                    case .palette(let index): Int32(index)
                    case .rgb(let r, let g, let b): quantizer.directColor(red: r, green: g, blue: b)
                    }
                guard number >= 0 else { return [] }
                return known.bytes(for: Int(number)) { Self.bytes(format, number) }
            }
        }
        let cuf = strings["cuf"].map(Format.init)
        let cuf1 = fixed("cuf1")
        var escapes = TerminalEscapes(
            cursorAddress: { row, column in
                moves.bytes(for: row << 16 | column) { Self.bytes(cup, Int32(clamping: row), Int32(clamping: column)) }
            },
            columnAddress: one("hpa"),
            cursorRight: cuf.map { format in
                { count in count == 1 && !cuf1.isEmpty ? cuf1 : Self.bytes(format, Int32(clamping: count)) }
            },
            carriageReturn: fixed("cr"), cursorDown: fixed("cud1"), clearScreen: fixed("clear"),
            clearToEndOfLine: fixed("el"), repeatLast: repeatLast(),
            scrollRegion: strings["csr"].map(Format.init).map { format in
                { top, bottom in Self.bytes(format, Int32(clamping: top), Int32(clamping: bottom)) }
            },
            scrollForward: fixed("ind"), scrollForwardCount: one("indn"), scrollReverse: fixed("ri"),
            scrollReverseCount: one("rin"), insertLines: one("il"), deleteLines: one("dl"),
            resetAttributes: fixed("sgr0"), bold: fixed("bold"), dim: fixed("dim"), italic: fixed("sitm"),
            underline: fixed("smul"), reverse: fixed("rev"),
            foreground: color("setaf"), background: color("setab"), defaultColors: colored ? fixed("op") : [],
            erasesWithBackground: flag("bce"), wrapsAtLastCell: flag("am") && !flag("xenl"),
            autowrapOff: fixed("rmam"), autowrapOn: fixed("smam"))
        escapes.cursorUp = fixed("cuu1")
        escapes.cursorLeft = fixed("cub1")
        return escapes
    }

    /// `rep` (repeat character #1 #2 times) as ECMA-48's REP of the character just written: what
    /// follows the character in `rep`'s output, where the entry spells it as the character and then an
    /// escape with the count (`%p1%c\E[%p2%{1}%-%db`, xterm's and its kin's); nil otherwise. The
    /// character itself goes out as UTF-8 before it, which `%c` could not spell.
    private func repeatLast() -> ((Int) -> [UInt8])? {
        guard let format = strings["rep"].map(Format.init) else { return nil }
        let letter = UInt8(ascii: "A")
        func tail(_ count: Int) -> [UInt8]? {
            let spelled = Self.bytes(format, Int32(letter), Int32(clamping: count + 1))
            guard spelled.first == letter, spelled.count > 2, spelled[1] == 0x1B, !spelled.dropFirst().contains(letter)
            else { return nil }
            return Array(spelled.dropFirst())
        }
        // One that does not spell a short escape after the character is not REP as the encoder uses it.
        guard let probe = tail(7), probe.count <= 8 else { return nil }
        let known = EscapeCache()
        return { count in known.bytes(for: count) { tail(count) ?? [] } }
    }

    /// The bytes of a capability without parameters.
    private static func bytes(_ format: [CChar]) -> [UInt8] {
        withoutDelays(format.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    private static func bytes(_ format: Format, _ a: Int32) -> [UInt8] {
        library.withLock { _ in Self.copy(burin_tiparm1(format.pointer, a)) }
    }

    private static func bytes(_ format: Format, _ a: Int32, _ b: Int32) -> [UInt8] {
        library.withLock { _ in Self.copy(burin_tiparm2(format.pointer, a, b)) }
    }

    /// A parameterised format at its one address (`interned`), found when the escapes are made rather
    /// than by hashing the format at every call: a frame in direct colour asks for hundreds of new
    /// colours.
    private struct Format: Sendable {
        let address: Int

        init(_ text: [CChar]) {
            address = Terminfo.library.withLock { Int(bitPattern: Terminfo.interned(text, in: &$0)) }
        }

        var pointer: UnsafePointer<CChar> { UnsafePointer(bitPattern: address)! }
    }

    /// ncurses, held by one caller at a time (its current terminal and `tiparm`'s buffer are
    /// global; tests run screens side by side), with every format string `tiparm` has been given, at
    /// one address for the whole process: ncurses keeps what it parsed of a format by the format's
    /// address, so a format must never move, and no other string may ever take its place.
    private static let library = Mutex<[[CChar]: Int]>([:])

    private static func interned(_ format: [CChar], in table: inout [[CChar]: Int]) -> UnsafePointer<CChar> {
        if let known = table[format] { return UnsafePointer(bitPattern: known)! }
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: format.count)
        copy.initialize(from: format, count: format.count)
        table[format] = Int(bitPattern: copy)
        return UnsafePointer(copy)
    }

    private static func copy(_ text: UnsafePointer<CChar>?) -> [UInt8] {
        guard let text else { return [] }
        return withoutDelays(Array(UnsafeRawBufferPointer(start: text, count: strlen(text))))
    }

    /// `bytes` without terminfo's padding (`$<5>`, `$<2*/>`), which `tputs` would turn into a wait and
    /// a terminal would show as text.
    static func withoutDelays(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x24) else { return bytes }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x24, i + 1 < bytes.count, bytes[i + 1] == 0x3C,
                let end = bytes[(i + 2)...].firstIndex(of: 0x3E),
                bytes[(i + 2)..<end].allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2A || $0 == 0x2F }
                )
            {
                i = end + 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}

/// The escapes a parameterised capability gave, by their parameters: a frame asks for the same few
/// colours and moves again and again, and `tiparm` (behind the library's lock) costs far more than a
/// lookup. Bounded: a screen has a few thousand cells and a frame a few hundred colours.
/// - Note: Main loop only.
private final class EscapeCache {
    private var known: [Int: [UInt8]] = [:]
    private static let limit = 1 << 16

    func bytes(for key: Int, _ make: () -> [UInt8]) -> [UInt8] {
        if let hit = known[key] { return hit }
        let made = make()
        if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
        known[key] = made
        return made
    }
}
