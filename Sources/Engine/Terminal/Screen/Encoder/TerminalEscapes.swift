/// The escape sequences the frame encoder and the session send, as one terminal spells them: from its
/// terminfo entry on a real terminal (`Terminfo`, the one file that reads ncurses' database), or
/// xterm's own spelling for a screen without a terminal (`TerminalEscapes.xterm`: the headless screen,
/// tests). A capability the terminal does not have is nil or empty, and the encoder does without it.
/// - Note: Main loop only (a terminfo set calls ncurses' `tiparm`).
struct TerminalEscapes {
    /// `cup`: moves the cursor to a row and column (zero-based).
    var cursorAddress: (_ row: Int, _ column: Int) -> [UInt8]
    /// `hpa`: moves the cursor to a column of its row.
    var columnAddress: ((_ column: Int) -> [UInt8])?
    /// `cuf`: moves the cursor right by a count.
    var cursorRight: ((_ count: Int) -> [UInt8])?
    /// `cr`, `cud1`: to the start of the row, one row down (never scrolling above the last row).
    var carriageReturn: [UInt8]
    var cursorDown: [UInt8]
    /// `cuu1`, `cub1`: one row up (never past the scroll region's top), one column left (empty where
    /// the entry has none).
    var cursorUp: [UInt8] = []
    var cursorLeft: [UInt8] = []
    /// `clear`: clears the screen and homes the cursor.
    var clearScreen: [UInt8]
    /// `el`: erases from the cursor to the end of its row.
    var clearToEndOfLine: [UInt8]
    /// ECMA-48 REP as `rep` spells it: the character just written, `count` more times (nil where the
    /// entry has no `rep` of that shape). See `FrameEncoder+Runs`.
    var repeatLast: ((_ count: Int) -> [UInt8])?
    /// Whether REP repeats any character, not only ASCII: tmux repeats only an ASCII one (it forgets
    /// the last character after UTF-8), and so, by the entries they set, do the multiplexers whose
    /// TERM claims an xterm (`TerminalEscapes.inMultiplexer`).
    var repeatsBeyondASCII = true
    /// `csr`: sets the scroll region to rows top...bottom (which homes the cursor).
    var scrollRegion: ((_ top: Int, _ bottom: Int) -> [UInt8])?
    /// `ind`, `indn`: scrolls the region up (the cursor on its bottom row); `ri`, `rin`: down (on its top).
    var scrollForward: [UInt8]
    var scrollForwardCount: ((_ count: Int) -> [UInt8])?
    var scrollReverse: [UInt8]
    var scrollReverseCount: ((_ count: Int) -> [UInt8])?
    /// `il`, `dl`: inserts or deletes lines at the cursor's row.
    var insertLines: ((_ count: Int) -> [UInt8])?
    var deleteLines: ((_ count: Int) -> [UInt8])?
    /// `sgr0`, and the attributes' `bold`, `dim`, `sitm`, `smul`, `rev` (empty where missing).
    var resetAttributes: [UInt8]
    var bold: [UInt8]
    var dim: [UInt8]
    var italic: [UInt8]
    var underline: [UInt8]
    var reverse: [UInt8]
    /// `setaf`/`setab` for a colour that is not the terminal's default (nil without colour).
    var foreground: ((TerminalColor) -> [UInt8])?
    var background: ((TerminalColor) -> [UInt8])?
    /// `op`: both colours back to the terminal's defaults (empty: `sgr0` does it).
    var defaultColors: [UInt8]
    /// `bce`: erasing fills with the current background.
    var erasesWithBackground: Bool
    /// `am` without `xenl`: writing the last column of the last row would scroll the screen.
    var wrapsAtLastCell: Bool
    /// `rmam`, `smam`: autowrap off and on again (empty where the terminal cannot).
    var autowrapOff: [UInt8]
    var autowrapOn: [UInt8]

    /// xterm's spelling (what `xterm-256color` and `xterm-direct` say, direct colour as `38;2;r;g;b`).
    static var xterm: TerminalEscapes {
        var escapes = TerminalEscapes(
            cursorAddress: { row, column in csi("\(row + 1);\(column + 1)H") },
            columnAddress: { csi("\($0 + 1)G") },
            cursorRight: { $0 == 1 ? csi("C") : csi("\($0)C") },
            carriageReturn: [0x0D], cursorDown: [0x0A], clearScreen: csi("H") + csi("2J"),
            clearToEndOfLine: csi("K"), repeatLast: { csi("\($0)b") },
            scrollRegion: { csi("\($0 + 1);\($1 + 1)r") },
            scrollForward: [0x0A], scrollForwardCount: { csi("\($0)S") },
            scrollReverse: Array("\u{1B}M".utf8), scrollReverseCount: { csi("\($0)T") },
            insertLines: { csi("\($0)L") }, deleteLines: { csi("\($0)M") },
            resetAttributes: csi("m"), bold: csi("1m"), dim: csi("2m"), italic: csi("3m"), underline: csi("4m"),
            reverse: csi("7m"),
            foreground: { xtermColor($0, base: 30) }, background: { xtermColor($0, base: 40) },
            defaultColors: csi("39;49m"), erasesWithBackground: true, wrapsAtLastCell: false,
            autowrapOff: csi("?7l"), autowrapOn: csi("?7h"))
        escapes.cursorUp = csi("A")
        escapes.cursorLeft = [0x08]
        return escapes
    }

    /// These escapes as written inside tmux or GNU screen (`environment` says), whose own emulation
    /// reads them, whatever TERM claims.
    func inMultiplexer(_ environment: TerminalEnvironment) -> TerminalEscapes {
        guard environment.isTmux || !(environment.screenSession ?? "").isEmpty else { return self }
        var escapes = self
        escapes.repeatsBeyondASCII = false
        return escapes
    }

    private static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }

    /// xterm's SGR for `color` (`base` 30 for ink, 40 for paper), as its terminfo entries spell it.
    private static func xtermColor(_ color: TerminalColor, base: Int) -> [UInt8] {
        switch color {
        case .terminalDefault: csi("\(base + 9)m")
        case .palette(let index) where index < 8: csi("\(base + Int(index))m")
        case .palette(let index) where index < 16: csi("\(base + 60 + Int(index) - 8)m")
        case .palette(let index): csi("\(base + 8);5;\(index)m")
        case .rgb(let r, let g, let b): csi("\(base + 8);2;\(r);\(g);\(b)m")
        }
    }
}
