import BurinCore
import Testing

@testable import BurinBench

/// The keys scenario's parts: the terminal questions it answers, and a short run against a program
/// whose answers are known.
@Suite struct KeysBenchTests {
    @Test func questionsAreAnsweredOnceEvenWhenSplitOverReads() {
        var questions = StartupQuestionAnswerer()
        #expect(questions.answers(after: Array("frame\u{1B}[".utf8)).isEmpty)
        #expect(questions.answers(after: Array("c".utf8)) == Array("\u{1B}[?62;22c".utf8))
        // The question is still in the kept tail: not answered again.
        #expect(questions.answers(after: Array("more".utf8)).isEmpty)
        let both = questions.answers(after: Array("\u{1B}]11;?\u{1B}\\\u{1B}[0c".utf8))
        #expect(both == Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c".utf8))
        #expect(questions.answered == 3)
        #expect(questions.answers(after: Array("\u{1B}[cc\u{1B}]11;?\u{07}".utf8)).count > 0)
        #expect(questions.answered == 5)
    }

    /// A shell that shows a first screen, then answers each key with `<key>` at once and quits on `q`:
    /// every press is answered with its three bytes, after its write, and the run ends cleanly.
    @Test func eachPressIsTimedToItsOwnAnswer() throws {
        let script =
            "printf ready; stty raw -echo; "
            + "while :; do c=$(dd bs=1 count=1 2>/dev/null); [ \"$c\" = q ] && exit 0; printf '<%s>' \"$c\"; done"
        var bench = KeysBench(
            programs: [KeysBench.Program(name: "echo", executable: "/bin/sh", arguments: ["-c", script])],
            size: CellSize(width: 80, height: 24))
        bench.sequences = [KeysBench.Sequence(name: "jk", keys: ["j", "k"])]
        bench.presses = 6
        bench.quietGap = .milliseconds(150)
        bench.pressInterval = .milliseconds(150)
        bench.settleGap = .milliseconds(200)
        let report = try bench.run()
        let result = try #require(report.results.first)
        #expect(report.results.count == 1)
        #expect(result.presses == 6 && result.answered == 6)
        #expect(result.bytes == 18 && result.splitAnswers == 0)
        #expect(result.latencies.allSatisfy { $0 > 0 && $0 < 1_000 })
        #expect(report.questions["echo"] == 0)
        #expect(report.ratio(keys: "jk") == nil)
        #expect(report.tableRows.contains { $0.hasPrefix("echo    jk") })
    }
}
