/// Plain-text views of a captured terminal screen, for comparing and inspecting what a person sees.
enum ScreenText {
    /// The screen's lines without trailing spaces and without trailing blank lines: `capture-pane` trims
    /// trailing spaces and `burin snapshot` pads every line to the width, yet both show the same screen.
    static func lines(_ screen: String) -> [String] {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The status bar: the last non-blank line.
    static func statusLine(_ screen: String) -> String {
        lines(screen).last ?? ""
    }

    /// `position/count` from a status bar such as " merchants.jsonl  3/2050 · filter ...".
    static func position(_ screen: String) -> (position: Int, count: Int)? {
        for word in statusLine(screen).split(separator: " ") {
            let parts = word.split(separator: "/")
            if parts.count == 2, let p = Int(parts[0]), let c = Int(parts[1]) { return (p, c) }
        }
        return nil
    }

    /// Columns a line takes in a terminal: East Asian wide and fullwidth characters take two. A small
    /// table is enough here: the feed's wide characters are CJK ideographs, punctuation and symbols.
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            if v < 0x20 || (0x7F..<0xA0).contains(v) || (0x300..<0x370).contains(v) || v == 0x200B { return sum }
            let wide =
                (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
                || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
                || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
                || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
                || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
                || (0x20000...0x3FFFD).contains(v)
            return sum + (wide ? 2 : 1)
        }
    }

    /// Lines that begin a card: the card's rounded corner (a half block of two colours) in the first
    /// column, then the top edge's first cell, then the name.
    ///
    /// The corner is `▄ ` on the terminal's own background and `▀▀` on a painted page (the corner's
    /// top half is the page); a live screen may spell a cell of two colours either way round and a
    /// cell of one colour as a space or `█` (the screen spells half blocks from the pen it has), so
    /// any of those is taken. A gap line is nothing but half blocks.
    static func cardHeadIndices(_ lines: [String]) -> [Int] {
        lines.indices.filter { i in
            let line = Array(lines[i])
            return line.count > 2 && "▀▄".contains(line[0]) && isHalfBlockCell(line[1])
                && line.contains { !isHalfBlockCell($0) }
        }
    }

    /// A cell that shows two halves, top and bottom: `▀`, `▄`, `█` or a space.
    static func isHalfBlockCell(_ character: Character) -> Bool { "▀▄█ ".contains(character) }

    /// The first lines where two screens differ, for a failure message a person can read.
    static func difference(expected: [String], actual: [String], limit: Int = 6) -> String {
        var report: [String] = []
        for i in 0..<max(expected.count, actual.count) where report.count < limit * 2 {
            let e = i < expected.count ? expected[i] : "<none>"
            let a = i < actual.count ? actual[i] : "<none>"
            if e != a {
                report.append("line \(i + 1) expected: \(e)")
                report.append("line \(i + 1)   actual: \(a)")
            }
        }
        return report.isEmpty ? "no difference" : report.joined(separator: "\n")
    }

    /// The parameters of every SGR sequence (`ESC [ ... m`) in a `capture-pane -e` screen.
    static func sgrParameterLists(_ screen: String) -> [[Int]] {
        var lists: [[Int]] = []
        let scalars = Array(screen.unicodeScalars)
        var i = 0
        while i + 1 < scalars.count {
            guard scalars[i] == "\u{1B}", scalars[i + 1] == "[" else {
                i += 1
                continue
            }
            var j = i + 2
            var body = ""
            while j < scalars.count, (0x30...0x3F).contains(scalars[j].value) {
                body.unicodeScalars.append(scalars[j])
                j += 1
            }
            if j < scalars.count, scalars[j] == "m" {
                let fields = body.split(separator: ";", omittingEmptySubsequences: false)
                lists.append(fields.map { Int($0.split(separator: ":").first ?? "0") ?? 0 })
            }
            i = j
        }
        return lists
    }

    /// True when an SGR parameter list sets a foreground or background colour (not just resets it).
    static func setsColor(_ parameters: [Int]) -> Bool {
        parameters.contains { p in
            (30...38).contains(p) || (40...48).contains(p) || (90...97).contains(p) || (100...107).contains(p)
        }
    }
}
