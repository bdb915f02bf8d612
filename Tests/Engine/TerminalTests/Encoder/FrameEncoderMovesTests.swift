import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// The cheaper spellings of cursor moves and pen changes, as ncurses' `mvcur` and its attribute
/// update choose them: one row up (`cuu1`), a few columns left (`cub1`), and `sgr0` where it is
/// shorter than `op`. Each checked through a virtual terminal, and on a terminal without the
/// capability (the absolute move or `op` then).
@Suite struct FrameEncoderMovesTests {
    static let size = CellSize(width: 20, height: 8)

    static func list(_ offset: Int, header: String = "", footer: String) -> CellGrid {
        let rows = (0..<40).map { "row \($0)" }
        return EncoderRig.grid([header] + Array(rows[offset..<(offset + 6)]) + [footer], size: size)
    }

    /// From a status line that changed back to the region's bottom row for the next scroll: a carriage
    /// return and one row up; without `cuu1`, the absolute move.
    @Test func oneRowUpFromTheStatusLineIsCarriageReturnAndCursorUp() {
        for hasUp in [true, false] {
            var escapes = TerminalEscapes.xterm
            if !hasUp { escapes.cursorUp = [] }
            var rig = EncoderRig(size: Self.size, escapes: escapes)
            rig.show(Self.list(0, footer: "0%"))
            rig.show(Self.list(1, footer: "1%"))
            rig.expectShows(Self.list(1, footer: "1%"))
            rig.show(Self.list(2, footer: "2%"))
            rig.expectShows(Self.list(2, footer: "2%"))
            let text = String(decoding: rig.bytes, as: UTF8.self)
            #expect(text.hasPrefix(hasUp ? "\r\u{1B}[A\n" : "\u{1B}[7;1H\n"), "\(text.debugDescription)")
        }
    }

    /// `cuu1` stops at the scroll region's top row: from there the move up is absolute.
    @Test func neverUpFromTheRegionsTopRow() {
        var rig = EncoderRig(size: Self.size)
        rig.show(Self.list(2, header: "head", footer: "end"))
        rig.show(Self.list(1, header: "head", footer: "end"))
        rig.expectShows(Self.list(1, header: "head", footer: "end"))
        #expect(rig.encoder.region == 1...6)
        // The list scrolls down again (the cursor is left on the region's top row) and the header changes.
        rig.show(Self.list(0, header: "HEAD", footer: "end"))
        rig.expectShows(Self.list(0, header: "HEAD", footer: "end"))
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}M") && !text.contains("\u{1B}[A"), "\(text.debugDescription)")
    }

    /// A few columns left are that many `cub1`; without it, the column address.
    @Test func aFewColumnsLeftAreBackspaces() {
        let size = CellSize(width: 20, height: 2)
        for hasLeft in [true, false] {
            var escapes = TerminalEscapes.xterm
            if !hasLeft { escapes.cursorLeft = [] }
            var rig = EncoderRig(size: size, escapes: escapes)
            rig.show(EncoderRig.grid(["abcdef", ""], size: size))
            let changed = EncoderRig.grid(["abcXef", ""], size: size)
            rig.show(changed)
            rig.expectShows(changed)
            #expect(String(decoding: rig.bytes, as: UTF8.self) == (hasLeft ? "\u{8}\u{8}\u{8}X" : "\u{1B}[4GX"))
        }
    }

    /// Colours going back to the defaults: `sgr0` where it is shorter than `op` (and what it resets is
    /// set again); `op` where the entry has no `sgr0`.
    @Test(arguments: ["xterm-256color", nil])
    func colorsHomeGoBySgr0WhereShorter(term: String?) throws {
        let size = CellSize(width: 20, height: 2)
        let status = Cell("s", foreground: .rgb(0xDA, 0xDA, 0xDA), background: .rgb(0x30, 0x30, 0x30))
        for hasReset in [true, false] {
            var escapes = try term.map { try FrameEncoderTests.escapes($0, .palette256) } ?? .xterm
            let sgr0 = String(decoding: escapes.resetAttributes, as: UTF8.self)
            if !hasReset { escapes.resetAttributes = [] }
            var rig = EncoderRig(size: size, mode: .palette256, escapes: escapes)
            var frame = EncoderRig.grid(["", ""], size: size)
            frame[0, 1] = status
            rig.show(frame)
            frame[0, 0] = Cell("x")
            frame[1, 1] = Cell(
                "b", foreground: .rgb(0xDA, 0xDA, 0xDA), background: .rgb(0x30, 0x30, 0x30), attributes: .bold)
            rig.show(frame)
            rig.expectShows(frame)
            let text = String(decoding: rig.bytes, as: UTF8.self)
            let home = hasReset ? sgr0 : String(decoding: escapes.defaultColors, as: UTF8.self)
            #expect(text.contains(home + "x"), "\(text.debugDescription)")
            #expect(hasReset || !text.contains("\u{1B}[m"), "\(text.debugDescription)")
        }
    }
}
