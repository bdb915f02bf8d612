import BurinTestSupport
import Foundation
import Testing

/// `burin snapshot` as the viewer's status bar counts: `--top N` puts row N at the top; relative image
/// paths resolve against the feed file's folder wherever burin runs, stdin's against the current
/// folder, and `--base DIR` overrides both.
extension ViewerEndToEndTests {
    @Test func topCountsRowsFromOneAsTheStatusBarDoes() throws {
        let screen = try Snapshot.text(columns: 120, rows: 40, top: 100)
        #expect(ScreenText.position(screen)?.position == 100, "status: \(ScreenText.statusLine(screen))")
        let first = try Snapshot.text(columns: 120, rows: 40, top: 1)
        #expect(first == (try Snapshot.text(columns: 120, rows: 40)), "--top 1 is the first row")
    }

    @Test func imagesResolveAgainstTheFeedsFolderFromElsewhere() throws {
        let burin = try BurinBinary.path()
        let root = BurinBinary.packageRoot.path
        let q = ViewerSession.quoted
        func snapshot(_ shell: String) throws -> String {
            let outcome = try TmuxChildProcess.run(
                "/bin/sh", ["-c", shell], environment: TmuxSession.cleanEnvironment, timeout: .seconds(60))
            #expect(outcome.status == 0, "\(shell): \(outcome.standardError)")
            return ScreenText.statusLine(outcome.text)
        }
        let options = "snapshot --size 120x20"
        // From another folder, by a relative path that climbs out of it.
        let relative = try snapshot("cd \(q(root))/Sources && \(q(burin)) \(options) ../demo-data/merchants.jsonl")
        #expect(!relative.contains("images missing"), "relative to the feed's folder: \(relative)")
        // Records on stdin name paths relative to the current folder, which here holds no thumbs/.
        let piped = try snapshot("cd /tmp && cat \(q(root))/demo-data/merchants.jsonl | \(q(burin)) \(options) -")
        #expect(piped.contains("images missing"), "stdin from another folder says why: \(piped)")
        let based = try snapshot(
            "cd /tmp && cat \(q(root))/demo-data/merchants.jsonl | \(q(burin)) \(options) - --base \(q(root))/demo-data"
        )
        #expect(!based.contains("images missing"), "--base names the folder: \(based)")
    }
}
