import BurinTestSupport
import Foundation
import Testing

/// `burin FILE` running in a tmux pane the way a person starts it from a shell.
///
/// The pane's script marks the shell's own screen before burin starts, records the terminal modes
/// (`stty -g`) before and after, writes burin's process id to a file (an inner `sh` execs burin, so the
/// id it writes is burin's), prints burin's exit status and `stty -a` when it ends, and then waits, so
/// the screen stays to be read. The shell ignores SIGINT with a no-op trap (a trap, unlike `trap ''`,
/// is not inherited), so Ctrl-C reaches only burin and the script carries on to report.
final class ViewerSession {
    static let beforeMarker = "BURIN-E2E-BEFORE"
    static let exitMarker = "BURIN-E2E-EXIT="
    static let afterMarker = "BURIN-E2E-AFTER"
    static let readyMarker = "BURIN-E2E-READY"
    /// Every burin screen ends with this in its status bar (at widths above 34 columns).
    static let statusHint = "? help  q quit"

    let tmux: TmuxSession
    let columns: Int
    let rows: Int
    let file: String
    private let workDirectory: URL

    /// - Parameters:
    ///   - gated: the script prints `readyMarker` and waits for Enter before starting burin, so a test can
    ///     look at the pane (its title, say) before burin has run.
    ///   - setUp: shell commands run just before burin (a writer started in the background, say).
    ///   - redirection: shell redirections for burin's command (`<&-`, `< fifo`).
    init(
        file: String = BurinBinary.demoFeed, term: String = "xterm-256color", columns: Int = 120, rows: Int = 40,
        extraArguments: [String] = [], gated: Bool = false, setUp: String = ":", redirection: String = ""
    ) throws {
        let burin = try BurinBinary.path()
        self.columns = columns
        self.rows = rows
        self.file = file
        let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        self.workDirectory = workDirectory
        let pidFile = Self.pidFile(in: workDirectory)
        let command = ([burin, file] + extraArguments).map(Self.quoted).joined(separator: " ")
        let inner = [
            "echo $$ > \(Self.quoted(pidFile))", setUp,
            "exec env TERM=\(Self.quoted(term)) \(command) \(redirection)",
        ].joined(separator: "\n")
        let script = [
            "trap : INT",
            "echo \"\(Self.beforeMarker) $(stty -g)\"",
            gated ? "echo \(Self.readyMarker); read -r _" : ":",
            "/bin/sh -c \(Self.quoted(inner))",
            "echo \"\(Self.exitMarker)$?\"",
            "echo \"\(Self.afterMarker) $(stty -g)\"",
            "stty -a",
            "exec sleep 600",
        ].joined(separator: "\n")
        tmux = try TmuxSession(columns: columns, rows: rows, script: script)
    }

    deinit {
        tmux.kill()
        try? FileManager.default.removeItem(at: workDirectory)
    }

    private static func pidFile(in directory: URL) -> String { directory.appendingPathComponent("burin.pid").path }

    /// burin's process id, once the script has started it.
    func processID() -> Int32? {
        guard let text = try? String(contentsOfFile: Self.pidFile(in: workDirectory), encoding: .utf8) else {
            return nil
        }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits for burin's first complete screen: the status bar and `text` (a merchant's name, say).
    @discardableResult
    func waitForFeed(showing text: String, timeout: Duration = .seconds(15)) throws -> String {
        let seen = try tmux.waitForScreen(timeout: timeout) { screen in
            ScreenText.statusLine(screen).hasSuffix(Self.statusHint) && screen.contains(text)
        }
        #expect(seen.satisfied, "no feed showing \(text) within \(timeout):\n\(seen.screen)")
        return seen.screen
    }

    /// Waits until the pane shows exactly `expected` (cell by cell: characters, and a half-block
    /// cell's two colours however it is spelt; see `ShownScreen`), and returns the pane's text.
    /// Rows are drawn asynchronously, so the screen may need a few frames to settle after a key.
    @discardableResult
    func expectScreen(
        equals expected: ShownScreen, _ what: String, timeout: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        // The pane is as large as the snapshot asked for (a test may have resized it).
        let (columns, rows) = (expected.columns, expected.rows)
        var shown = ShownScreen(ansi: "", columns: columns, rows: rows)
        let seen = try tmux.waitForScreen(timeout: timeout, escapes: true, trailingSpaces: true) {
            shown = ShownScreen(ansi: $0, columns: columns, rows: rows)
            return shown.differences(from: expected, limit: 1).isEmpty
        }
        #expect(
            seen.satisfied,
            "\(what): the pane differs from `burin snapshot`:\n\(ScreenText.difference(expected: expected.lines, actual: shown.lines))\n\(shown.differences(from: expected))",
            sourceLocation: sourceLocation)
        return shown.lines.joined(separator: "\n")
    }

    /// What the script printed after burin ended, once it has: exit status and terminal modes.
    struct Ending {
        var exitStatus: Int32
        var modesBefore: String
        var modesAfter: String
        var sttyWords: Set<String>
        var screen: String
    }

    /// Waits for burin to end and the script to report (the lines tmux wrapped joined again).
    func waitForEnding(timeout: Duration = .seconds(10)) throws -> Ending? {
        let seen = try tmux.waitForScreen(timeout: timeout, joinWrapped: true) { screen in
            // `flusho` is on the last line `stty -a` prints on Linux.
            screen.contains(Self.afterMarker) && screen.contains("flusho")
        }
        guard seen.satisfied else { return nil }
        let lines = seen.screen.split(separator: "\n").map(String.init)
        // A marker is looked for anywhere in a line: a terminal left without output processing (no CR
        // after LF) prints the script's lines as a staircase.
        func value(after marker: String) -> String? {
            for line in lines {
                if let range = line.range(of: marker) {
                    return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
        guard let status = value(after: Self.exitMarker).flatMap({ Int32($0) }) else { return nil }
        // `stty -a` prints its settings as words separated by spaces and semicolons.
        var words = Set<String>()
        if let first = lines.firstIndex(where: { $0.contains(Self.afterMarker) }) {
            for line in lines[(first + 1)...] {
                for word in line.split(whereSeparator: { $0 == " " || $0 == ";" }) { words.insert(String(word)) }
            }
        }
        return Ending(
            exitStatus: status, modesBefore: value(after: Self.beforeMarker) ?? "",
            modesAfter: value(after: Self.afterMarker) ?? "", sttyWords: words, screen: seen.screen)
    }

    /// Checks a terminal is usable again after burin: the same modes as before it started (`stty -g`),
    /// canonical input and echo on, and the shell's own screen back (burin's alternate screen left).
    static func expectSaneTerminal(_ ending: Ending, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!ending.modesBefore.isEmpty, sourceLocation: sourceLocation)
        #expect(ending.modesAfter == ending.modesBefore, "stty -g changed across burin", sourceLocation: sourceLocation)
        #expect(ending.sttyWords.contains("icanon"), "stty -a lacks icanon", sourceLocation: sourceLocation)
        #expect(!ending.sttyWords.contains("-icanon"), "canonical input left off", sourceLocation: sourceLocation)
        #expect(ending.sttyWords.contains("echo"), "stty -a lacks echo", sourceLocation: sourceLocation)
        #expect(!ending.sttyWords.contains("-echo"), "echo left off", sourceLocation: sourceLocation)
        // The shell's line from before burin started is on screen again, and none of burin's screen is.
        #expect(
            ending.screen.contains(beforeMarker), "the alternate screen was not left", sourceLocation: sourceLocation)
        #expect(
            !ending.screen.contains(statusHint), "burin's status bar is still on screen", sourceLocation: sourceLocation
        )
        #expect(!ending.screen.contains("▀▀▀▀"), "burin's cards are still on screen", sourceLocation: sourceLocation)
    }

    /// Single-quotes a word for /bin/sh.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
