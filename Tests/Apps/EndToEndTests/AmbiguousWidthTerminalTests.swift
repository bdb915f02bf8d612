import BurinCore
import BurinTestSupport
import BurinText
import Testing

/// Issue 26, item 3: GNOME Terminal set to "ambiguous-width characters: wide" draws `▀ ★ · ▕ ▏` and
/// every other East Asian ambiguous character two cells wide. The real `burin` in a pseudo-terminal
/// that plays such a terminal (it counts those characters as two cells and answers the cursor
/// position as VTE does) finds out at start and draws every line within the width, through pages;
/// told the terminal is narrow, the same screen overflows (what users of that setting saw).
extension ViewerEndToEndTests {
    @Test func anAmbiguousWideTerminalShowsEveryLineWithinTheWidth() throws {
        let size = CellSize(width: 100, height: 30)
        let wide = try run(arguments: [BurinBinary.demoFeed], size: size)
        #expect(wide.overflows == 0, "characters drawn past their lines:\n\(wide.lines.joined(separator: "\n"))")
        #expect(wide.ambiguous == 0, "ambiguous characters drawn: \(wide.ambiguous)")
        #expect(wide.sawStars, "the ratings' stars are drawn with a one-cell stand-in")

        let told = try ScriptedTerminal(
            executable: try BurinBinary.path(), arguments: ["--ambiguous", "narrow", BurinBinary.demoFeed],
            environment: PseudoTerminal.environment(), size: size, persona: .gnomeTerminalAmbiguousWide)
        let overflowed = try told.run(timeout: .seconds(20)) { $0.overflows > 0 }
        #expect(overflowed, "drawn for a narrow terminal, the lines should overflow a wide one")
        try told.type("q")
        #expect(told.waitForExit(timeout: .seconds(10)) == .exited(code: 0))
    }

    /// Runs the viewer on the wide terminal: its first screen, then three pages down; what it drew.
    private func run(arguments: [String], size: CellSize) throws -> (
        overflows: Int, ambiguous: Int, sawStars: Bool, lines: [String]
    ) {
        let terminal = try ScriptedTerminal(
            executable: try BurinBinary.path(), arguments: arguments, environment: PseudoTerminal.environment(),
            size: size, persona: .gnomeTerminalAmbiguousWide)
        let status = { (screen: VirtualTerminal) in screen.line(size.height - 1) }
        let first = try terminal.run(timeout: .seconds(20)) { status($0).contains("TOP") }
        #expect(first, "no first screen:\n\(terminal.screen.lines.joined(separator: "\n"))")
        var ambiguous = 0
        var sawStars = false
        func look() {
            let text = terminal.screen.lines.joined()
            ambiguous += text.unicodeScalars.filter { AmbiguousCharacters.contains($0) }.count
            sawStars = sawStars || text.contains("***")
        }
        try terminal.run(timeout: .milliseconds(800))
        look()
        for page in 1...3 {
            try terminal.type(" ")
            let moved = try terminal.run(timeout: .seconds(10)) { !status($0).contains("TOP") }
            #expect(moved, "page \(page) did not move: '\(status(terminal.screen))'")
            try terminal.run(timeout: .milliseconds(500))
            look()
        }
        try terminal.type("q")
        #expect(terminal.waitForExit(timeout: .seconds(10)) == .exited(code: 0))
        return (terminal.screen.overflows, ambiguous, sawStars, terminal.screen.lines)
    }
}
