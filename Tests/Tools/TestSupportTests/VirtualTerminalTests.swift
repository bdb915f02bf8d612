import BurinCore
import BurinTestSupport
import Testing

/// The screen model the pseudo-terminal tests read a program's screen from: what xterm would show
/// for the sequences ncurses writes, and the questions among them.
@Suite struct VirtualTerminalTests {
    static let esc = "\u{1B}"

    func screen(_ output: String, size: CellSize = CellSize(width: 10, height: 4)) -> VirtualTerminal {
        var terminal = VirtualTerminal(size: size)
        terminal.feed(Array(output.utf8))
        return terminal
    }

    @Test func textWrapsAtTheMarginOnlyWhenTheNextCharacterComes() {
        let esc = Self.esc
        var terminal = screen("0123456789")
        #expect(terminal.line(0) == "0123456789" && terminal.cursor == CellPoint(x: 9, y: 0))
        terminal.feed(Array("ab".utf8))
        #expect(terminal.line(1) == "ab")
        #expect(screen("\(esc)[2;3Hx\(esc)[1;1Hy").lines.prefix(2) == ["y         ", "  x       "])
        #expect(screen("中文x").line(0) == "中文x", "wide characters take two cells")
        #expect(screen("ab\(esc)[3b").line(0) == "abbbb", "REP repeats the last character")
    }

    @Test func erasingInsertingAndDeleting() {
        let esc = Self.esc
        #expect(screen("abcdef\(esc)[1;3H\(esc)[K").line(0) == "ab")
        #expect(screen("abcdef\(esc)[1;3H\(esc)[1K").line(0) == "   def")
        #expect(screen("abcdef\(esc)[1;2H\(esc)[2P").line(0) == "adef")
        #expect(screen("abcdef\(esc)[1;2H\(esc)[2@").line(0) == "a  bcdef")
        #expect(screen("abcdef\(esc)[1;2H\(esc)[3X").line(0) == "a   ef")
        let lines = screen("a\r\nb\r\nc\r\nd\(esc)[2;1H\(esc)[L").lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["a", "", "b", "c"])
        let deleted = screen("a\r\nb\r\nc\r\nd\(esc)[2;1H\(esc)[M").lines.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(deleted == ["a", "c", "d", ""])
        #expect(screen("abc\(esc)[2J").line(0).isEmpty)
    }

    @Test func scrollRegionsScrollOnlyTheirLines() {
        let esc = Self.esc
        let output = "a\r\nb\r\nc\r\nd\(esc)[2;3r\(esc)[3;1H\n\(esc)[r"
        #expect(screen(output).lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "c", "", "d"])
        let reverse = "a\r\nb\r\nc\r\nd\(esc)[2;3r\(esc)[2;1H\(esc)M"
        #expect(screen(reverse).lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "", "b", "d"])
    }

    @Test func backgroundsFollowSGR() {
        let esc = Self.esc
        let terminal = screen("\(esc)[48;2;250;250;250mx\(esc)[48;5;16my\(esc)[0mz\(esc)[44mw")
        #expect(terminal.backgrounds[0][0] == RGBA(250, 250, 250))
        #expect(terminal.backgrounds[0][1] == RGBA(0, 0, 0))
        #expect(terminal.backgrounds[0][2] == nil)
        #expect(terminal.backgrounds[0][3] == RGBA(0, 0, 238))
    }

    @Test func questionsAreListedAndNothingOfThemIsShown() {
        let esc = Self.esc
        var terminal = screen(
            "\(esc)]11;?\(esc)\\\(esc)_Gi=4217,s=1,v=1,a=q,t=d,f=24;AAAA\(esc)\\\(esc)[>0q\(esc)[16t\(esc)[14t"
                + "\(esc)[?1;1;0S\(esc)[?2026$p\(esc)[c\(esc)_Ga=T,f=24;AAAA\(esc)\\\(esc)P0;1;0q#0~\(esc)\\ok")
        #expect(
            terminal.takeQuestions() == [
                .backgroundColor, .kittyGraphics(id: 4217), .version, .cellSize, .textAreaSize, .graphicsAttributes,
                .mode(2026), .primaryAttributes,
            ])
        #expect(terminal.takeQuestions().isEmpty)
        #expect(terminal.kittyCommands == 1 && terminal.sixelImages == 1)
        #expect(terminal.line(0) == "ok")
    }

    @Test func outputSplitAnywhereShowsTheSame() {
        let esc = Self.esc
        let output = Array("\(esc)[?1049h\(esc)[1;1H中文\(esc)[48;2;1;2;3mab\(esc)[2;3Hcd\(esc)]11;?\(esc)\\".utf8)
        let whole = screen(String(decoding: output, as: UTF8.self))
        for cut in 1..<output.count {
            var terminal = VirtualTerminal(size: CellSize(width: 10, height: 4))
            terminal.feed(output[..<cut])
            terminal.feed(output[cut...])
            #expect(terminal.lines == whole.lines && terminal.backgrounds == whole.backgrounds)
            #expect(terminal.questions == [.backgroundColor])
        }
    }
}
