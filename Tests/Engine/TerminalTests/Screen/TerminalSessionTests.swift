import BurinCore
import BurinTestSupport
import Foundation
import Testing

@testable import BurinTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The session's way in and out, for a terminal with an alternate screen and one without.
@Suite(.serialized) struct TerminalSessionTests {
    @Test func leavingGoesBackToTheNormalScreenOrClearsWhereThereIsNone() {
        let xterm = ["smcup": "<smcup>", "rmcup": "<rmcup>", "clear": "<clear>", "sgr0": "<sgr0>", "cnorm": "<cnorm>"]
        let withAlternate = String(
            decoding: TerminalSession.leaveSequence(capability: { xterm[$0] }, mouse: false), as: UTF8.self)
        #expect(withAlternate == "<sgr0><cnorm><rmcup>")
        let linux = ["clear": "<clear>", "sgr0": "<sgr0>", "cnorm": "<cnorm>"]
        let without = String(
            decoding: TerminalSession.leaveSequence(capability: { linux[$0] }, mouse: false), as: UTF8.self)
        #expect(without == "<sgr0><clear><cnorm>")
    }

    /// TERM=linux has no alternate screen: the last frame would stay under the shell's prompt.
    @Test(arguments: ["linux", "vt100"])
    func aTerminalWithoutAlternateScreenIsLeftClean(term: String) throws {
        var template = Array("/tmp/burin-session-test-XXXXXX".utf8CString)
        let output = mkstemp(&template)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer {
            close(output)
            unlink(path)
        }
        let input = open("/dev/null", O_RDONLY)
        defer { close(input) }
        let size = CellSize(width: 40, height: 10)
        let screen = try NcursesScreen(
            options: NcursesScreen.Options(
                term: term, mouse: false, handlesSignals: false, inputDescriptor: input, outputDescriptor: output,
                size: size, environment: TerminalEnvironment(term: term)))
        var frame = CellGrid(size: size)
        for y in 0..<size.height {
            for (x, letter) in "the last frame, row \(y)".enumerated() { frame[x, y] = Cell(String(letter)) }
        }
        screen.present(frame)
        screen.shutdown()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var terminal = VirtualTerminal(size: size)
        // What was on the screen before, which the clear takes too.
        terminal.feed(Array("$ burin feed.jsonl\r\n".utf8))
        terminal.feed(bytes)
        #expect(terminal.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(terminal.lines)")
        #expect(terminal.cursor == CellPoint(x: 0, y: 0), "the prompt comes back at the top")
    }
}
