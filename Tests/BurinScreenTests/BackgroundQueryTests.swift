import BurinCore
import Dispatch
import Foundation
import Testing

@testable import BurinScreen

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal's background, asked with OSC 11 (and DA1 so a terminal that does not answer costs no
/// wait), then `COLORFGBG`, then assumed dark.
@Suite struct BackgroundQueryTests {
    @Test func repliesAreReadWithEitherTerminatorAndAnyDigitCount() {
        let esc = "\u{1B}"
        func parse(_ s: String) -> BackgroundQuery.Reply { BackgroundQuery.parse(Array(s.utf8)) }
        #expect(parse("\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\\(esc)[?64;1c") == .init(color: .white, isComplete: true))
        #expect(parse("\(esc)]11;rgb:0000/0000/0000\u{07}") == .init(color: .black, isComplete: false))
        #expect(parse("\(esc)]11;rgb:1e/1e/2e\(esc)\\").color == RGBA(0x1E, 0x1E, 0x2E))
        #expect(parse("\(esc)]11;rgb:f/8/0\(esc)\\").color == RGBA(255, 136, 0))
        #expect(parse("\(esc)]11;rgba:ffff/0000/0000/ffff\(esc)\\").color == RGBA(255, 0, 0))
        #expect(parse("\(esc)[?1;2c") == .init(color: nil, isComplete: true), "tmux answers DA1 only")
        #expect(parse("\(esc)]11;rgb:zz/00/00\(esc)\\\(esc)[?1;2c").color == nil)
        #expect(parse("\(esc)]11;rgb:ffff/ffff").color == nil, "an unfinished reply is no reply yet")
        #expect(parse("").isComplete == false)
    }

    @Test func colorFGBGNamesALightOrDarkBackground() {
        #expect(TerminalBackground.isLight(colorFGBG: "0;15") == true)
        #expect(TerminalBackground.isLight(colorFGBG: "15;0") == false)
        #expect(TerminalBackground.isLight(colorFGBG: "0;default;7") == true)
        #expect(TerminalBackground.isLight(colorFGBG: "7;8") == false)
        #expect(TerminalBackground.isLight(colorFGBG: "15;default") == nil)
        #expect(TerminalBackground.isLight(colorFGBG: "") == nil)
    }

    @Test func theQueryWinsThenColorFGBGThenDark() {
        let queried = TerminalBackground.detect(queried: RGBA(0xFD, 0xF6, 0xE3), colorFGBG: "15;0")
        #expect(queried.isLight && queried.source == .query && queried.color == RGBA(0xFD, 0xF6, 0xE3))
        #expect(
            TerminalBackground.detect(queried: nil, colorFGBG: "0;15")
                == .init(color: nil, isLight: true, source: .colorFGBG))
        #expect(TerminalBackground.detect(queried: nil, colorFGBG: nil) == .unknown)
        #expect(!TerminalBackground.unknown.isLight && !TerminalBackground.unknown.isKnown)
        #expect(!TerminalBackground.isLight(RGBA(0, 0, 255)), "pure blue is dark to the eye")
        #expect(TerminalBackground.isLight(RGBA(255, 255, 0)))
    }

    /// A pseudo-terminal stands in for the terminal: it answers the query as xterm does, or (as
    /// tmux does) with DA1 alone, or not at all; the terminal's modes are as they were afterwards.
    @Test(arguments: [("xterm", true), ("tmux", true), ("silent", false)])
    func askingARealTerminalDevice(answer: (name: String, answers: Bool)) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer {
            close(master)
            close(slave)
        }
        var before = termios()
        tcgetattr(slave, &before)
        let reply =
            answer.name == "xterm" ? "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2c" : "\u{1B}[?1;2c"
        let side = master
        let terminal = DispatchQueue(label: "burin.test.pty")
        let answered = DispatchSemaphore(value: 0)
        terminal.async {
            // Read until the whole query has arrived, then answer (or stay silent).
            var seen: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64)
            while !seen.ends(with: Array("\u{1B}[c".utf8)) {
                let n = read(side, &buffer, buffer.count)
                if n <= 0 { break }
                seen += buffer[0..<n]
            }
            if answer.answers {
                let bytes = Array(reply.utf8)
                _ = bytes.withUnsafeBufferPointer { write(side, $0.baseAddress, $0.count) }
            }
            answered.signal()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let color = BackgroundQuery.ask(input: slave, output: slave, timeout: .milliseconds(300))
        let waited = clock.now - start
        answered.wait()
        #expect(color == (answer.name == "xterm" ? RGBA.white : nil))
        if answer.answers { #expect(waited < .milliseconds(300), "an answered query does not wait out its timeout") }
        var after = termios()
        tcgetattr(slave, &after)
        #expect(after.c_lflag == before.c_lflag, "the terminal's modes are restored")
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
