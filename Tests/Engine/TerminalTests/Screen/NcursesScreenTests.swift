import BurinCore
import BurinTestSupport
import Foundation
import Testing

@testable import BurinTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A screen on ncurses for real, writing to a temporary file (what the terminal would receive) and
/// reading from a pipe the test types into.
private final class ScreenRig {
    let screen: NcursesScreen
    let outputPath: String
    let outputFD: Int32
    let inputRead: Int32
    let inputWrite: Int32
    private var readOffset = 0

    init(
        term: String = "xterm-256color", colorMode: ColorMode? = nil, sync: Bool = false, signals: Bool = false
    ) throws {
        var template = Array("/tmp/burin-screen-test-XXXXXX".utf8CString)
        outputFD = mkstemp(&template)
        outputPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        inputRead = fds[0]
        inputWrite = fds[1]
        screen = try NcursesScreen(
            options: NcursesScreen.Options(
                term: term, colorMode: colorMode, synchronizedOutput: sync, mouse: true, handlesSignals: signals,
                inputDescriptor: inputRead, outputDescriptor: outputFD,
                environment: TerminalEnvironment(term: term)))
        // What newterm and the mode changes wrote is not part of any frame.
        _ = newOutput()
    }

    deinit {
        screen.shutdown()
        close(outputFD)
        close(inputRead)
        close(inputWrite)
        unlink(outputPath)
    }

    /// What the screen wrote since the last call.
    func newOutput() -> [UInt8] {
        let fd = open(outputPath, O_RDONLY)
        defer { close(fd) }
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            all += buffer[0..<n]
        }
        defer { readOffset = all.count }
        return Array(all[min(readOffset, all.count)...])
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(inputWrite, $0.baseAddress, $0.count) }
    }

    func frame(_ paint: (inout CellGrid) -> Void = { _ in }) -> CellGrid {
        var grid = CellGrid(size: screen.size)
        paint(&grid)
        return grid
    }
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

private func lines(_ count: Int, width: Int, offset: Int) -> (inout CellGrid) -> Void {
    { grid in
        for y in 0..<count {
            let line = "line \(y + offset) " + String(repeating: "abcdefghij", count: 6)
            for (x, ch) in line.prefix(width).enumerated() { grid[x, y] = Cell(String(ch)) }
        }
    }
}

@Suite(.serialized) struct NcursesScreenTests {
    @Test func presentsOnlyWhatChangedAndCountsTheBytesWritten() throws {
        let rig = try ScreenRig()
        #expect(rig.screen.size == CellSize(width: 80, height: 24))
        #expect(rig.screen.colorMode == .palette256)

        let first = rig.frame { grid in
            grid.fill(
                CellRect(x: 0, y: 0, width: 80, height: 3),
                with: Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
            grid[5, 5] = Cell("中", width: 2)
            grid[6, 5] = .continuation()
            grid[0, 23] = Cell("x")
            grid[79, 23] = Cell("Z", attributes: .bold)
        }
        let firstBytes = rig.screen.present(first)
        let firstOutput = rig.newOutput()
        #expect(firstBytes == firstOutput.count, "the meter counts exactly what reached the terminal")
        // Each row of 80 equal half blocks: one, then the terminal's REP for the other 79.
        #expect(text(firstOutput).components(separatedBy: "▀\u{1B}[79b").count == 4, "\(text(firstOutput))")
        #expect(text(firstOutput).contains("38;5;196"))
        #expect(text(firstOutput).contains("中"))
        #expect(text(firstOutput).contains("Z"))

        #expect(rig.screen.present(first) == 0, "an unchanged frame sends nothing")
        #expect(rig.newOutput().isEmpty)

        var second = first
        second[40, 10] = Cell("Q")
        let oneCell = rig.screen.present(second)
        let oneCellOutput = text(rig.newOutput())
        #expect(oneCell == oneCellOutput.utf8.count)
        #expect(
            oneCell > 0 && oneCell <= 16,
            "one changed cell costs a cursor move and a character: \(oneCellOutput.debugDescription)")
        #expect(oneCellOutput.contains("Q"))
    }

    @Test func scrollingByOneRowDoesNotRepaintTheScreen() throws {
        let rig = try ScreenRig()
        let width = rig.screen.size.width
        let full = rig.screen.present(rig.frame(lines(24, width: width, offset: 0)))
        let scrolled = rig.screen.present(rig.frame(lines(24, width: width, offset: 1)))
        _ = rig.newOutput()
        #expect(full > 24 * 60)
        #expect(scrolled < full / 4, "scrolled \(scrolled) bytes vs full \(full)")
    }

    /// The motion is read from the bytes that went out: a one-line scroll is one scroll of the
    /// screen's rows, and the cells written are those of the row it uncovered.
    @Test func aScrollIsReportedAsMotionForPicturesPlacedAfterIt() throws {
        let rig = try ScreenRig()
        let width = rig.screen.size.width
        rig.screen.present(rig.frame(lines(24, width: width, offset: 0)))
        var motion: ScreenMotion?
        rig.screen.present(rig.frame(lines(24, width: width, offset: 1))) {
            motion = $0
            return PictureOutput()
        }
        #expect(motion?.scrolls.map(\.lines) == [1])
        #expect(motion?.cleared == false)
        #expect(Set(motion?.written.map(\.row) ?? []) == [23], "only the uncovered row is written")
    }

    /// The cells a frame wrote are reported exactly, whatever ncurses chose to send: sixel pixels
    /// under them are gone, and only those.
    @Test func theCellSpanAreSaidExactly() throws {
        let rig = try ScreenRig()
        let width = rig.screen.size.width
        var frame = rig.frame(lines(24, width: width, offset: 0))
        rig.screen.present(frame)
        _ = rig.newOutput()
        var motion: ScreenMotion?
        frame[40, 10] = Cell("Q")
        rig.screen.present(frame) {
            motion = $0
            return PictureOutput()
        }
        let written = motion?.written ?? []
        #expect(written.map(\.row) == [10])
        #expect(written.first.map { $0.columns.contains(40) && $0.columns.count <= 4 } == true, "\(written)")
        #expect(motion?.scrolls == [] && motion?.cleared == false)
    }

    @Test func rowsToRepaintAreWrittenAgainBeforeThePicturesBytes() throws {
        let rig = try ScreenRig()
        let width = rig.screen.size.width
        let frame = rig.frame(lines(24, width: width, offset: 0))
        rig.screen.present(frame)
        _ = rig.newOutput()
        let bytes = rig.screen.present(frame) { motion in
            #expect(motion == ScreenMotion(), "the text did nothing")
            return PictureOutput(repaintRows: [5], bytes: Array("<PICTURE>".utf8))
        }
        let output = text(rig.newOutput())
        #expect(bytes == output.utf8.count)
        let row = try #require(
            output.range(of: "line 5 abcdefghij"), "row 5 was not written: \(output.debugDescription)")
        let picture = try #require(output.range(of: "<PICTURE>"))
        #expect(row.upperBound <= picture.lowerBound)
        #expect(!output.contains("line 4") && !output.contains("line 6"))
        #expect(rig.screen.present(frame) { _ in PictureOutput() } == 0, "nothing to do costs nothing")
    }

    @Test func hyperlinkedCellsAreWrittenAgainInsideTheirLinkAndNothingElse() throws {
        let rig = try ScreenRig(colorMode: .direct)
        let width = rig.screen.size.width
        var frame = rig.frame(lines(24, width: width, offset: 0))
        for x in 7..<17 { frame[x, 5].foreground = CellColor(RGBA(hex: 0x6FB7FF)) }
        rig.screen.present(frame)
        let first = text(rig.newOutput())
        let link = try #require(ScreenLink(row: 5, columns: 7..<17, target: "https://example.com/a"))
        rig.screen.present(frame) { _ in PictureOutput(links: [link]) }
        let output = text(rig.newOutput())
        let open = try #require(
            output.range(of: "\u{1B}]8;;https://example.com/a\u{1B}\\"), "\(output.debugDescription)")
        let close = try #require(output.range(of: "\u{1B}]8;;\u{1B}\\", range: open.upperBound..<output.endIndex))
        let inside = String(output[open.upperBound..<close.lowerBound])
        #expect(inside.contains("abcdefghij"), "the cells themselves: \(inside.debugDescription)")
        #expect(!inside.contains("line 5") && !output.contains("line 4") && !output.contains("line 6"))
        // The same colour as the frame's first writing of those cells (the 256-colour palette's nearest).
        let colour = try #require(first.range(of: "38;5;[0-9]+", options: .regularExpression).map { first[$0] })
        #expect(inside.contains(colour), "\(colour) in \(inside.debugDescription)")
        // ncurses still knows what the screen shows and where its cursor is.
        #expect(rig.screen.present(frame) == 0)
        var next = frame
        for x in 0..<6 { next[x, 9] = Cell("Z") }
        rig.screen.present(next)
        let after = text(rig.newOutput())
        #expect(after.contains("Z\u{1B}[5b") && !after.contains("abcdefghij"), "\(after.debugDescription)")

        // A plain rewrite takes the link off: the cells, with no hyperlink around them.
        let unlink = try #require(ScreenLink(row: 5, columns: 7..<17, target: nil))
        rig.screen.present(frame) { _ in PictureOutput(links: [unlink]) }
        let plain = text(rig.newOutput())
        #expect(plain.contains("abcdefghij") && !plain.contains("\u{1B}]8;"), "\(plain.debugDescription)")
    }

    @Test func linkTargetsThatCouldEndTheSequenceAreRefused() {
        #expect(ScreenLink(row: 0, columns: 0..<1, target: "https://a b") == nil)
        #expect(ScreenLink(row: 0, columns: 0..<1, target: "https://a\u{1B}\\x") == nil)
        #expect(ScreenLink(row: 0, columns: 0..<1, target: "https://a\u{07}") == nil)
        #expect(ScreenLink(row: 0, columns: 0..<1, target: "") == nil)
        #expect(ScreenLink(row: 0, columns: 0..<1, target: String(repeating: "a", count: 4000)) == nil)
        #expect(ScreenLink(row: 0, columns: 0..<1, target: "https://a/%20?b=1#c") != nil)
    }

    @Test func synchronizedOutputBracketsEachFrame() throws {
        let rig = try ScreenRig(sync: true)
        _ = rig.screen.present(rig.frame { $0[0, 0] = Cell("a") })
        _ = rig.newOutput()
        var grid = rig.frame { $0[0, 0] = Cell("a") }
        grid[3, 3] = Cell("b")
        let bytes = rig.screen.present(grid)
        let out = text(rig.newOutput())
        #expect(bytes == out.utf8.count)
        // The marks count too, and wrap the frame's own bytes in order.
        let begin = out.ranges(of: "\u{1B}[?2026h")
        let end = out.ranges(of: "\u{1B}[?2026l")
        let b = out.ranges(of: "b")
        #expect(begin.count == 1 && end.count == 1 && b.count == 1)
        let opened = try #require(begin.first)
        let drawn = try #require(b.first)
        let closed = try #require(end.first)
        #expect(opened.upperBound <= drawn.lowerBound && drawn.upperBound <= closed.lowerBound)
        #expect(out.hasSuffix("\u{1B}[?2026l"))
        #expect(rig.screen.present(grid) == 0, "no frame, no marks")
    }

    @Test func directColourNeverSendsNearBlackAsAPaletteColour() throws {
        let rig = try ScreenRig(term: "xterm-direct")
        #expect(rig.screen.colorMode == .direct)
        _ = rig.screen.present(
            rig.frame { grid in
                grid[0, 0] = Cell("▀", foreground: .rgb(0, 0, 5), background: .rgb(0, 0, 0))
                grid[1, 0] = Cell("▀", foreground: .rgb(0x12, 0x34, 0x56), background: .rgb(255, 255, 255))
            })
        let out = text(rig.newOutput())
        #expect(out.contains("38:2::18:52:86"))
        #expect(out.contains("48:2::255:255:255"))
        #expect(out.contains("48:2::1:1:1"))
        for n in 0..<8 { #expect(!out.contains("\u{1B}[3\(n)m"), "palette colour \(n) sent: \(out.debugDescription)") }
    }

    /// A space shows only its background, so after coloured text on the same background it takes the
    /// text's pair: nothing is sent between the last letter and the spaces (before, a space in the
    /// default foreground cost a reset of both colours and the background again).
    @Test func blanksAfterTextKeepTheTextsColours() throws {
        let rig = try ScreenRig(term: "xterm-256color")
        let card = CellColor.rgb(0x20, 0x22, 0x2B)
        _ = rig.screen.present(
            rig.frame { grid in
                for (x, letter) in "ab".enumerated() {
                    grid[x, 0] = Cell(String(letter), foreground: .rgb(0xFF, 0x8A, 0x3D), background: card)
                }
                for x in 2..<6 { grid[x, 0] = Cell(" ", background: card) }
                grid[6, 0] = Cell("c", foreground: .rgb(0xFF, 0x8A, 0x3D), background: card)
            })
        let out = text(rig.newOutput())
        let letters = try #require(out.range(of: "ab"))
        let c = try #require(out.range(of: "c", range: letters.upperBound..<out.endIndex))
        let between = String(out[letters.upperBound..<c.lowerBound])
        let colourChange = between.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression)
        #expect(colourChange == nil, "colours sent between the text and its spaces: \(out.debugDescription)")
    }

    /// The contrast rule reaches the terminal: in eight colours a grey star on a dark card is not sent
    /// black on black (`ESC[30m` on `ESC[40m`), as it was.
    @Test func eightColourTextIsNotSentInItsOwnBackgroundColour() throws {
        let rig = try ScreenRig(term: "xterm")
        #expect(rig.screen.colorMode == .palette8)
        _ = rig.screen.present(
            rig.frame { grid in
                grid[0, 0] = Cell("☆", foreground: .rgb(0x62, 0x66, 0x7A), background: .rgb(0x20, 0x22, 0x2B))
                grid[1, 0] = Cell("▀", foreground: .rgb(0x20, 0x22, 0x2B), background: .rgb(0x22, 0x22, 0x2B))
            })
        let out = text(rig.newOutput())
        #expect(out.contains("☆"))
        let star = try #require(out.range(of: "☆"))
        let before = String(out[..<star.lowerBound])
        // The last foreground and background set before the star (an SGR may carry both: `36;40`).
        let codes = before.split(separator: "\u{1B}").flatMap { part -> [Int] in
            guard part.hasPrefix("["), part.hasSuffix("m") else { return [] }
            return part.dropFirst().dropLast().split(separator: ";").compactMap { Int($0) }
        }
        let foreground = codes.last { (30...37).contains($0) }
        let background = codes.last { (40...47).contains($0) }
        #expect(background == 40, "\(before.debugDescription)")
        #expect(foreground != nil && foreground != 30, "the star's ink: \(before.debugDescription)")
    }

    /// Colours go out as they are, with no table of colour pairs to run out of: every combination of
    /// xterm-16color's sixteen colours shows in one frame (ncurses' 256 pairs could not hold them,
    /// and the frame fell back to eight colours).
    @Test func everyCombinationOfTheModesColoursShowsInOneFrame() throws {
        let rig = try ScreenRig(term: "xterm-16color")
        #expect(rig.screen.colorMode == .palette16)
        let busy = rig.frame { grid in
            for fg in 0..<16 {
                for bg in 0..<16 {
                    let f = ColorQuantizer.paletteColor(UInt8(fg))
                    let b = ColorQuantizer.paletteColor(UInt8(bg))
                    // Half blocks, pixels rather than letters: the contrast rule leaves their colours alone.
                    grid[bg, fg] = Cell("▀", foreground: .rgb(f.r, f.g, f.b), background: .rgb(b.r, b.g, b.b))
                }
            }
        }
        let bytes = rig.screen.present(busy)
        let out = rig.newOutput()
        #expect(bytes == out.count && bytes > 0)
        var terminal = VirtualTerminal(size: rig.screen.size)
        terminal.feed(out)
        // The screen may spell a half block the other way up with its colours swapped: its look counts.
        for fg in 0..<16 {
            for bg in 0..<16 {
                let want = CellLook(
                    top: .color(OutputInterpreter.palette(fg)), bottom: .color(OutputInterpreter.palette(bg)))
                let shown = CellLook(terminal.cells[fg][bg], terminal.renditions[fg][bg])
                #expect(shown == want, "ink \(fg) on \(bg)")
            }
        }
    }

    @Test func decodesTypedKeysAndWakes() throws {
        let rig = try ScreenRig()
        rig.type("a中\u{1B}OA\u{03}\r")
        #expect(
            rig.screen.pollInput(timeout: .seconds(2))
                == [.key(.character("a")), .key(.character("中")), .key(.up), .key(.control("c")), .key(.enter)])
        rig.type("\u{1B}")
        #expect(rig.screen.pollInput(timeout: .seconds(2)) == [.key(.escape)])
        // SGR mouse reports, one read each: ncurses folds reports that arrive in one burst into one.
        rig.type("\u{1B}[<0;5;3M")
        #expect(rig.screen.pollInput(timeout: .seconds(2)) == [.mouse(.click(x: 4, y: 2))])
        rig.type("\u{1B}[<64;2;2M")
        #expect(rig.screen.pollInput(timeout: .seconds(2)) == [.mouse(.wheelUp(x: 1, y: 1))])
        rig.type("\u{1B}[<65;80;24M")
        #expect(rig.screen.pollInput(timeout: .seconds(2)) == [.mouse(.wheelDown(x: 79, y: 23))])

        let clock = ContinuousClock()
        let started = clock.now
        #expect(rig.screen.pollInput(timeout: .milliseconds(50)).isEmpty)
        #expect(clock.now - started >= .milliseconds(45))

        let waker = rig.screen.waker
        let thread = Thread {
            usleep(50_000)
            waker()
        }
        let wakeStart = clock.now
        thread.start()
        #expect(rig.screen.pollInput(timeout: .seconds(10)).isEmpty)
        #expect(clock.now - wakeStart < .seconds(5))
        thread.join()
    }

    @Test func aTerminatingSignalBecomesAnEvent() throws {
        var before = sigaction()
        sigaction(SIGHUP, nil, &before)
        let rig = try ScreenRig(signals: true)
        kill(getpid(), SIGHUP)
        #expect(rig.screen.pollInput(timeout: .seconds(2)) == [.terminate(signal: SIGHUP)])
        rig.screen.shutdown()
        // Shut down: the handlers are back to what they were, and the screen answers nothing.
        var current = sigaction()
        sigaction(SIGHUP, nil, &current)
        #expect(
            unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
        #expect(rig.screen.present(rig.frame()) == 0)
        #expect(rig.screen.pollInput(timeout: .zero).isEmpty)
        rig.screen.shutdown()
    }

    @Test func anUnknownTerminalThrowsAPrintableError() {
        #expect(throws: ScreenError.unusableTerminal(term: "no-such-terminal-xyz")) {
            _ = try NcursesScreen(
                options: NcursesScreen.Options(
                    term: "no-such-terminal-xyz", handlesSignals: false,
                    environment: TerminalEnvironment(term: "no-such-terminal-xyz")))
        }
        #expect(ScreenError.unusableTerminal(term: "").description.contains("TERM is not set"))
    }
}

/// A plain POSIX thread, so the waker is called from a thread that is not the test's.
private final class Thread: @unchecked Sendable {
    private let body: @Sendable () -> Void
    private var handle = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    func start() {
        let box = Unmanaged.passRetained(self)
        pthread_create(
            &handle, nil,
            { raw in
                let thread = Unmanaged<Thread>.fromOpaque(raw!).takeRetainedValue()
                thread.body()
                return nil
            }, box.toOpaque())
    }

    func join() { pthread_join(handle, nil) }
}

extension NcursesScreenTests {
    /// A list scrolled above a fixed status line keeps its scroll region set between frames; pictures
    /// and the session's end get the whole screen back first, and a crash's restoring bytes have it.
    @Test func theScrollRegionStaysSetUntilPicturesOrTheEnd() throws {
        let rig = try ScreenRig()
        #expect(text(CrashRestorer.regionReset) == "\u{1B}[1;24r")
        let width = rig.screen.size.width
        func frame(_ offset: Int) -> CellGrid {
            rig.frame { grid in
                lines(23, width: width, offset: offset)(&grid)
                for (x, letter) in "status".enumerated() { grid[x, 23] = Cell(String(letter)) }
            }
        }
        func regions(_ output: String) -> [String] {
            output.ranges(of: /\u{1B}\[[0-9;]*r/).map { String(output[$0]) }
        }
        var terminal = VirtualTerminal(size: rig.screen.size)
        rig.screen.present(frame(0))
        terminal.feed(rig.newOutput())
        rig.screen.present(frame(1))
        let first = rig.newOutput()
        terminal.feed(first)
        #expect(regions(text(first)) == ["\u{1B}[1;23r"], "\(text(first).debugDescription)")
        rig.screen.present(frame(2))
        let second = rig.newOutput()
        terminal.feed(second)
        #expect(regions(text(second)).isEmpty, "\(text(second).debugDescription)")
        #expect(terminal.line(22).hasPrefix("line 24 ") && terminal.line(23).hasPrefix("status"))

        rig.screen.present(frame(3)) { _ in PictureOutput(bytes: Array("<PICTURE>".utf8)) }
        let withPicture = text(rig.newOutput())
        let whole = try #require(withPicture.range(of: "\u{1B}[1;24r"), "\(withPicture.debugDescription)")
        let picture = try #require(withPicture.range(of: "<PICTURE>"))
        #expect(whole.upperBound <= picture.lowerBound && withPicture.contains("25"), "\(withPicture.debugDescription)")

        rig.screen.present(frame(4))
        #expect(regions(text(rig.newOutput())) == ["\u{1B}[1;23r"])
        rig.screen.shutdown()
        let end = text(rig.newOutput())
        let reset = try #require(end.range(of: "\u{1B}[1;24r"), "\(end.debugDescription)")
        let leave = try #require(end.range(of: "\u{1B}[?1049l"))
        #expect(reset.upperBound <= leave.lowerBound)
        #expect(CrashRestorer.regionReset.isEmpty, "disarmed")
    }
}
