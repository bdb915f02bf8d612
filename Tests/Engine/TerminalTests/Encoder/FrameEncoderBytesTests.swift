import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// What a frame costs in bytes: runs of one cell sent with REP, the scroll region kept between
/// scrolls. Each checked through a virtual terminal.
@Suite struct FrameEncoderBytesTests {
    static let edge = Cell("▀", foreground: .rgb(0x2A, 0x2C, 0x36), background: .rgb(0x12, 0x13, 0x18))

    /// A card's edge, one cell across the row, is its first cell and a REP; where the entry has no
    /// `rep` every cell is written.
    @Test(arguments: [
        ("xterm-256color", ColorMode.palette256), ("xterm-direct", .direct), ("kitty", .palette256),
        ("foot", .palette256),
        ("tmux-256color", .palette256),
        ("vt100", .none),
    ])
    func aRowOfOneCellIsOneCharacterAndREP(term: String, mode: ColorMode) throws {
        let size = CellSize(width: 40, height: 4)
        let escapes = try FrameEncoderTests.escapes(term, mode)
        var rig = EncoderRig(size: size, mode: mode, escapes: escapes)
        var frame = EncoderRig.grid(["top", "", "", "end"], size: size)
        for x in 0..<size.width { frame[x, 1] = Self.edge }
        rig.show(frame)
        rig.expectShows(frame)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        if escapes.repeatLast != nil {
            #expect(text.contains("▀\u{1B}[39b") && !text.contains("▀▀"), "\(text.debugDescription)")
        } else {
            #expect(text.contains(String(repeating: "▀", count: 40)), "\(text.debugDescription)")
        }
    }

    /// `rep` is taken as REP only where the entry spells it as xterm does: the character, then
    /// `CSI count b`.
    @Test func terminfoSpellsREPFromItsRepCapability() throws {
        let xterm = try FrameEncoderTests.escapes("xterm-256color", .palette256)
        #expect(xterm.repeatLast.map { String(decoding: $0(12), as: UTF8.self) } == "\u{1B}[12b")
        #expect(try FrameEncoderTests.escapes("tmux-256color", .palette256).repeatLast == nil)
        #expect(try FrameEncoderTests.escapes("linux", .palette8).repeatLast == nil)
    }

    /// Inside tmux (or GNU screen), whatever TERM claims, only an ASCII character is repeated: tmux
    /// forgets the last character after UTF-8, so `▀` and REP would show one `▀`.
    @Test func insideAMultiplexerOnlyASCIIIsRepeated() throws {
        let size = CellSize(width: 30, height: 2)
        let xterm = try FrameEncoderTests.escapes("xterm-256color", .palette256)
        for environment in [
            TerminalEnvironment(term: "xterm-256color", tmux: "/tmp/tmux-0/default,1,0"),
            TerminalEnvironment(term: "xterm-256color", screenSession: "12.pts-0.host"),
        ] {
            var rig = EncoderRig(size: size, mode: .palette256, escapes: xterm.inMultiplexer(environment))
            var frame = EncoderRig.grid([String(repeating: "=", count: 30), ""], size: size)
            for x in 0..<size.width { frame[x, 1] = Self.edge }
            rig.show(frame)
            rig.expectShows(frame)
            let text = String(decoding: rig.bytes, as: UTF8.self)
            #expect(text.contains(String(repeating: "▀", count: 30)) && text.contains("=\u{1B}[29b"), "\(text)")
        }
        #expect(xterm.inMultiplexer(TerminalEnvironment(term: "xterm-256color")).repeatsBeyondASCII)
    }

    /// A run ends before a cell that did not change (a picture's pixels may lie on it), before a
    /// tail `el` erases, and before the last row's last cell, which is written (or not) as `put`
    /// decides; shorter runs than REP are written out.
    @Test func runsStopWhereWritingMustStop() {
        let size = CellSize(width: 20, height: 2)
        var wrapping = TerminalEscapes.xterm
        wrapping.wrapsAtLastCell = true
        var rig = EncoderRig(size: size, escapes: wrapping)
        var frame = EncoderRig.grid(["..........c.........", ""], size: size)
        rig.show(frame)
        frame = EncoderRig.grid([String(repeating: "c", count: 20), String(repeating: "x", count: 20)], size: size)
        rig.show(frame)
        rig.expectShows(frame)
        let written = rig.motion?.written ?? []
        #expect(written.filter { $0.row == 0 }.map(\.columns) == [0..<10, 11..<20], "\(written)")
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text.contains("c\u{1B}[9b") && text.contains("c\u{1B}[8b"), "\(text.debugDescription)")
        #expect(text.contains("x\u{1B}[18b") && text.hasSuffix("\u{1B}[?7lx\u{1B}[?7h"), "\(text.debugDescription)")

        var short = EncoderRig(size: CellSize(width: 6, height: 1))
        let three = EncoderRig.grid(["aaab"], size: short.encoder.size)
        short.show(three)
        short.expectShows(three)
        #expect(String(decoding: short.bytes, as: UTF8.self).contains("aaab"), "REP would cost more")
    }

    /// A list that scrolls a line at a time above a fixed line sets its region once; the rows it
    /// uncovers are written from where the scroll left the cursor, and a move down from the region's
    /// bottom row is never a line feed (that would scroll it). Ctrl-L gives the whole screen back.
    @Test func theScrollRegionIsSetOnceForScrollAfterScroll() {
        let size = CellSize(width: 20, height: 8)
        let content = (0..<40).map { "row \($0)" }
        func frame(_ offset: Int, footer: String = "footer") -> CellGrid {
            EncoderRig.grid(Array(content[offset..<(offset + 7)]) + [footer], size: size)
        }
        var rig = EncoderRig(size: size)
        rig.show(frame(0))
        rig.show(frame(1))
        rig.expectShows(frame(1))
        #expect(String(decoding: rig.bytes, as: UTF8.self).hasPrefix("\u{1B}[1;7r\u{1B}[7;1H\n"))
        rig.show(frame(2))
        rig.expectShows(frame(2))
        // From the end of "row 7" back to the bottom row's start, a line feed, and the new row's cells
        // (its blank, already blank, written again: one byte against a move's three).
        #expect(String(decoding: rig.bytes, as: UTF8.self) == "\r\nrow 8")
        rig.show(frame(1))
        rig.expectShows(frame(1))
        #expect(String(decoding: rig.bytes, as: UTF8.self).hasPrefix("\u{1B}[1;1H\u{1B}M"))
        #expect(rig.encoder.region == 0...6)

        // The region's bottom row changes, then the row below it from its first column.
        var next = frame(1, footer: "FOOTER")
        next[6, 6] = Cell("!")
        rig.show(next)
        rig.expectShows(next)
        #expect(!rig.bytes.contains(0x0A), "\(String(decoding: rig.bytes, as: UTF8.self).debugDescription)")

        var release: [UInt8] = []
        rig.encoder.releaseRegion(into: &release)
        #expect(String(decoding: release, as: UTF8.self) == "\u{1B}[1;8r")
        rig.feed(release)
        release.removeAll()
        rig.encoder.releaseRegion(into: &release)
        #expect(release.isEmpty, "already the whole screen")

        rig.show(frame(3))
        rig.encoder.repaintAll()
        rig.show(frame(3))
        rig.expectShows(frame(3))
        #expect(String(decoding: rig.bytes, as: UTF8.self).contains("\u{1B}[1;8r"))
        #expect(rig.encoder.region == 0...7)
    }
}
