import BurinCore
import BurinTestSupport
import Foundation
import Testing

/// Issue 20's first part, as a user over ssh meets it: the real `burin` in a pseudo-terminal whose
/// terminal answers the start-up questions 0, 150, 400, 1200 or 2500 ms late, a byte at a time, or
/// never. Whatever the delay, the first screen is the top of the feed with its status bar, `j`
/// scrolls, `q` exits 0, and no byte of an answer is ever taken for a key (no filter opens, nothing
/// is typed). The answers are kitty's, so a late one also turns the pictures on.
extension ViewerEndToEndTests {
    static let lateAnswerCases: [(name: String, delay: Duration, delivery: ScriptedTerminal.Delivery, answers: Bool)] =
        [
            ("at once", .zero, .whole, true),
            ("150 ms late", .milliseconds(150), .whole, true),
            ("400 ms late", .milliseconds(400), .whole, true),
            ("1200 ms late", .milliseconds(1200), .whole, true),
            ("2500 ms late", .milliseconds(2500), .whole, true),
            ("a byte every 15 ms", .milliseconds(200), .bytes(every: .milliseconds(15)), true),
            ("never", .zero, .whole, false),
        ]

    @Test(arguments: 0..<7)
    func aTerminalThatAnswersLateNeverTypesIntoTheViewer(_ index: Int) throws {
        let scenario = Self.lateAnswerCases[index]
        let size = CellSize(width: 100, height: 30)
        let terminal = try ScriptedTerminal(
            executable: try BurinBinary.path(), arguments: [BurinBinary.demoFeed],
            environment: PseudoTerminal.environment(), size: size,
            persona: scenario.answers ? .kitty : nil, delay: scenario.delay, delivery: scenario.delivery)
        let label = "answers \(scenario.name)"
        let status = { (screen: VirtualTerminal) in screen.line(size.height - 1) }

        // The first screen: the top of the feed and its status bar, whenever the answers come.
        let first = try terminal.run(timeout: .seconds(20)) { screen in
            status(screen).contains("1/2050 TOP") && screen.lines.prefix(3).contains { $0.contains("陈记烘焙坊") }
        }
        #expect(
            first,
            "\(label): the first screen is not the top of the feed:\n\(terminal.screen.lines.joined(separator: "\n"))")
        let asked = terminal.questionsAsked
        #expect(asked.contains(.primaryAttributes) && asked.contains(.backgroundColor), "\(label): asked \(asked)")

        // Every answer arrives (and is read) while the viewer runs; the screen must stay the viewer's.
        var sawFilter = false
        try terminal.run(timeout: scenario.delay + .seconds(3)) { screen in
            sawFilter = sawFilter || Self.showsFilter(status(screen))
            return false
        }
        #expect(!terminal.isAnswering, "\(label): answers still unwritten")
        #expect(!sawFilter, "\(label): an answer opened the filter")
        #expect(status(terminal.screen).contains("1/2050 TOP"), "\(label): status bar '\(status(terminal.screen))'")
        if scenario.answers {
            #expect(terminal.screen.kittyCommands > 0, "\(label): kitty's answer should have turned the pictures on")
        } else {
            #expect(terminal.screen.kittyCommands == 0, "\(label): pictures without an answer")
        }

        try terminal.type("j")
        let scrolled = try terminal.run(timeout: .seconds(10)) { status($0).contains("1/2050 1%") }
        #expect(scrolled, "\(label): j did not scroll; status bar '\(status(terminal.screen))'")
        #expect(!Self.showsFilter(status(terminal.screen)))
        try terminal.type("q")
        #expect(
            terminal.waitForExit(timeout: .seconds(10)) == .exited(code: 0), "\(label): q did not end the viewer with 0"
        )
    }

    /// The status bar while a filter is typed, or after one was kept.
    static func showsFilter(_ status: String) -> Bool {
        status.hasPrefix("/") || status.contains(" match")
    }
}
