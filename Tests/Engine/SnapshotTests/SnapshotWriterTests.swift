import BurinCore
import BurinTerminal
import Testing

@testable import BurinSnapshot

@Suite struct SnapshotWriterTests {
    /// 4x2: a red-on-blue "a", a bold wide "中", a plain "b"; then a half-block pixel pair and spaces.
    private var grid: CellGrid {
        var g = CellGrid(size: CellSize(width: 4, height: 2))
        g[0, 0] = Cell("a", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        g[1, 0] = Cell("中", width: 2, attributes: .bold)
        g[2, 0] = .continuation()
        g[3, 0] = Cell("b")
        g[0, 1] = Cell("▀", foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0))
        return g
    }

    @Test func textSkipsContinuationsAndEndsEveryLine() {
        #expect(TextSnapshotWriter().render(grid) == "a中b\n▀   \n")
        #expect(TextSnapshotWriter().render(CellGrid(size: CellSize(width: 0, height: 0))) == "")
    }

    @Test func textReplacesControlCharacters() {
        var g = CellGrid(size: CellSize(width: 2, height: 1))
        g[0, 0] = Cell("\u{1B}")
        g[1, 0] = Cell("\u{9B}")
        #expect(TextSnapshotWriter().render(g) == "\u{FFFD}\u{FFFD}\n")
        #expect(!ANSISnapshotWriter(colorMode: .direct).render(g).contains("\u{1B}\u{FFFD}"))
        #expect(ANSISnapshotWriter(colorMode: .direct).render(g) == "\u{FFFD}\u{FFFD}\n")
    }

    @Test func directColour() {
        let expected =
            "\u{1B}[38;2;255;0;0;48;2;0;0;255ma\u{1B}[1;39;49m中\u{1B}[22mb\n"
            + "\u{1B}[38;2;255;255;255;48;2;0;0;0m▀\u{1B}[39;49m   \n"
        #expect(ANSISnapshotWriter(colorMode: .direct).render(grid) == expected)
    }

    @Test func palette256() {
        let expected =
            "\u{1B}[38;5;196;48;5;21ma\u{1B}[1;39;49m中\u{1B}[22mb\n"
            + "\u{1B}[38;5;231;48;5;16m▀\u{1B}[39;49m   \n"
        #expect(ANSISnapshotWriter(colorMode: .palette256).render(grid) == expected)
    }

    @Test func sixteenAndEightColours() {
        // Red on blue does not read (bright red on xterm's blue is 2.4:1, red 1.6:1, short of WCAG's
        // 4.5, the contrast rule): in 16 and 8 colours alike the red ink becomes the nearest colour
        // that reads on blue, yellow.
        let sixteen =
            "\u{1B}[33;44ma\u{1B}[1;39;49m中\u{1B}[22mb\n"
            + "\u{1B}[97;40m▀\u{1B}[39;49m   \n"
        #expect(ANSISnapshotWriter(colorMode: .palette16).render(grid) == sixteen)
        let eight =
            "\u{1B}[33;44ma\u{1B}[1;39;49m中\u{1B}[22mb\n"
            + "\u{1B}[37;40m▀\u{1B}[39;49m   \n"
        #expect(ANSISnapshotWriter(colorMode: .palette8).render(grid) == eight)
    }

    @Test func noColourKeepsAttributesOnly() {
        #expect(ANSISnapshotWriter(colorMode: .none).render(grid) == "a\u{1B}[1m中\u{1B}[22mb\n▀   \n")
    }

    @Test func attributeChangesAreMinimalAndLinesEndReset() {
        var g = CellGrid(size: CellSize(width: 5, height: 1))
        g[0, 0] = Cell("a", attributes: [.bold, .dim])
        g[1, 0] = Cell("b", attributes: [.dim, .underline])
        g[2, 0] = Cell("c", attributes: [.dim, .underline])
        g[3, 0] = Cell("d", attributes: [.italic, .reverse])
        g[4, 0] = Cell("e", attributes: [.italic, .reverse])
        let out = ANSISnapshotWriter(colorMode: .direct).render(g)
        #expect(out == "\u{1B}[1;2ma\u{1B}[22;2;4mbc\u{1B}[22;24;3;7mde\u{1B}[0m\n")
    }

    @Test func outputIsDeterministic() {
        let writer = ANSISnapshotWriter(colorMode: .palette256)
        #expect(writer.render(grid) == writer.render(grid))
    }
}
