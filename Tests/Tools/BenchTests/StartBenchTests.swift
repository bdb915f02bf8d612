import BurinCore
import Testing

@testable import BurinBench

/// The start scenario against a program whose start is known: it asks for the terminal's attributes
/// (DA1) and shows nothing until they come, then draws a line, and another 300 ms later.
@Suite struct StartBenchTests {
    @Test func theCompleteScreenIsTheLastChangeAfterTheAnswers() throws {
        let script =
            "stty raw -echo; printf '\\033[c'; a=$(dd bs=1 count=9 2>/dev/null); printf top; sleep 0.3; "
            + "printf '\\033[2;1Hbottom'; c=$(dd bs=1 count=1 2>/dev/null); exit 0"
        var bench = StartBench(
            programs: [KeysBench.Program(name: "sh", executable: "/bin/sh", arguments: ["-c", script])],
            size: CellSize(width: 40, height: 4))
        bench.runs = 2
        bench.quiet = .milliseconds(400)
        let report = try bench.run()
        let timings = try #require(report.timings["sh"])
        #expect(timings.count == 2)
        for timing in timings {
            // The question is the first byte; the screen is complete with the second line.
            #expect(timing.firstByte > 0)
            #expect(timing.complete >= timing.firstByte + 300, "\(timing)")
            #expect(timing.bytes == "\u{1B}[ctop\u{1B}[2;1Hbottom".utf8.count)
        }
        #expect(report.tableRows.contains { $0.hasPrefix("sh ") })
    }
}
