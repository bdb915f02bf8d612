import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// The rows a scroll uncovers come in on the page's paper where the terminal erases with the pen's
/// background (`bce`), so their blanks cost nothing; each checked through a virtual terminal.
@Suite struct FrameEncoderUncoveredRowsTests {
    static let paper = CellColor.rgb(0x12, 0x13, 0x18)
    static let ink = CellColor.rgb(0xE0, 0xE0, 0xE0)
    static let size = CellSize(width: 30, height: 6)

    /// A page of `lines` on the paper, each with a two-column margin; blanks keep `blankInk`.
    static func page(_ lines: [String], blankInk: CellColor = .terminalDefault) -> CellGrid {
        var grid = CellGrid(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width { grid[x, y] = Cell(" ", foreground: blankInk, background: paper) }
        }
        for (y, line) in lines.enumerated() {
            for (x, character) in line.enumerated() {
                grid[x + 2, y] = Cell(String(character), foreground: ink, background: paper)
            }
        }
        return grid
    }

    static func lines(from first: Int) -> [String] {
        (first..<(first + size.height)).map { "line \($0)  end" }
    }

    /// A rig on `term` that showed the page from line `first`, then from line `then`, and shows it.
    /// The blanks have an ink of their own, which does not show and costs nothing.
    static func scrolled(on term: String, from first: Int, to then: Int) throws -> EncoderRig {
        var rig = EncoderRig(size: size, mode: .palette256, escapes: try FrameEncoderTests.escapes(term, .palette256))
        rig.show(page(lines(from: first), blankInk: .rgb(1, 2, 3)))
        let scrolled = page(lines(from: then), blankInk: .rgb(1, 2, 3))
        rig.show(scrolled)
        rig.expectShows(scrolled)
        return rig
    }

    /// The new row's margin goes as two spaces with the pen that scrolled, its end needs no `el`, and
    /// nothing resets the pen before the scroll.
    @Test func withBCETheNewRowComesInOnThePaper() throws {
        #expect(try FrameEncoderTests.escapes("xterm-256color", .palette256).erasesWithBackground)
        let rig = try Self.scrolled(on: "xterm-256color", from: 0, to: 1)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text == "\r\n  line 6  end", "\(text.debugDescription)")
        let newRow = rig.motion?.written.filter { $0.row == Self.size.height - 1 }.map(\.columns)
        #expect(newRow == [0..<13], "the row's end is not written: \(String(describing: newRow))")
    }

    /// Scrolling down uncovers the top row, on the paper too.
    @Test func scrollingDownUncoversTheTopRowOnThePaper() throws {
        let rig = try Self.scrolled(on: "xterm-256color", from: 5, to: 3)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}[K") && !text.contains("\u{1B}(B\u{1B}[m"), "\(text.debugDescription)")
    }

    /// Without `bce` (tmux's entries) the rows come in on the default background: the pen goes back to
    /// the defaults before the scroll and the new row is written out and erased as before.
    @Test func withoutBCETheNewRowComesInOnTheDefault() throws {
        #expect(try !FrameEncoderTests.escapes("tmux-256color", .palette256).erasesWithBackground)
        let rig = try Self.scrolled(on: "tmux-256color", from: 0, to: 1)
        let newRow = rig.motion?.written.filter { $0.row == Self.size.height - 1 }.map(\.columns) ?? []
        #expect(newRow.last?.upperBound == Self.size.width, "\(newRow)")
    }

    /// Unchanged blanks are written instead of moved over only on a row the scroll uncovered: on
    /// another row they may hold a picture's pixels, so the cursor moves.
    @Test func gapsAreWrittenOnlyOnUncoveredRows() throws {
        let escapes = try FrameEncoderTests.escapes("xterm-256color", .palette256)
        var rig = EncoderRig(size: Self.size, mode: .palette256, escapes: escapes)
        var lines = Self.lines(from: 0)
        lines[1] = "a  b"
        rig.show(Self.page(lines))
        lines[1] = "c  d"
        let changed = Self.page(lines)
        rig.show(changed)
        rig.expectShows(changed)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        #expect(text.contains("c\u{1B}[2Cd"), "\(text.debugDescription)")
        #expect(rig.motion?.written.map(\.columns) == [2..<3, 5..<6])
    }
}
