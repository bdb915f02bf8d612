import BurinTestSupport
import Foundation
import Testing

/// One kind of message burin prints, made hostile: a value from a record, a file name, an argument, an
/// option's value or TERM carrying an OSC title sequence (`ESC ] 2 ; PWN BEL`) and its friends.
struct HostileMessage: Sendable, CustomTestStringConvertible {
    let name: String
    /// burin's arguments as shell words; `FEED` is replaced by the path of a file holding `feed`.
    let arguments: String
    let feed: String?
    /// TERM as a shell word (it may be hostile too).
    var term = "xterm-256color"
    /// What the message must show in place of what it neutralised.
    var marker = "␛"

    var testDescription: String { name }

    /// A record whose field `field` holds JSON `value` (escapes written as JSON escapes).
    static func strictField(
        _ name: String, _ field: String, _ value: String, marker: String = "␛", card: String = "auto"
    ) -> HostileMessage {
        HostileMessage(
            name: name, arguments: "snapshot --strict --card \(card) FEED",
            feed: #"{"id":1,"name":"a",""# + field + #"":"# + value + "}\n", marker: marker)
    }

    static let all: [HostileMessage] = [
        strictField("--strict status", "status", #""\u001b]2;PWN\u0007""#),
        // Another type is a generic card, no issue, unless the merchant feed's own reading is asked for.
        strictField("--strict type", "type", #""\u001b]2;PWN\u0007""#, card: "merchant"),
        strictField("--strict number field", "rating", #""\u001b]2;PWN\u0007""#),
        strictField("--strict C1 as UTF-8", "status", #""\u009d2;PWN\u009c\u009b31m""#),
        strictField("--strict bidi, NUL and BEL", "status", #""\u202eNWP\u0000\u0007\u2066""#, marker: "�NWP␀␇�"),
        HostileMessage(
            name: "--strict colors", arguments: "snapshot --strict FEED",
            feed: #"{"type":"banner","title":"t","colors":["\u001b]2;PWN\u0007"]}"# + "\n"),
        // The decoder replaces controls in an id with spaces before it is ever shown.
        HostileMessage(
            name: "--strict duplicate id", arguments: "snapshot --strict FEED",
            feed: String(repeating: #"{"id":"\u001b]2;PWN\u0007","name":"a"}"# + "\n", count: 2), marker: "]2;PWN"),
        HostileMessage(
            name: "missing file", arguments: #"snapshot "$(printf '/nonexistent\033]2;PWN\007')""#, feed: nil),
        HostileMessage(
            name: "file name not UTF-8", arguments: #"snapshot "$(printf '/nonexistent\233]2;PWN\007\377')""#,
            feed: nil, marker: "\\x9B]2;PWN␇\\xFF"),
        HostileMessage(name: "unknown option", arguments: #""$(printf -- '--\033]2;PWN\007')""#, feed: nil),
        HostileMessage(
            name: "--format value", arguments: #"snapshot FEED --format "$(printf '\033]2;PWN\007')""#, feed: "{}\n"),
        HostileMessage(
            name: "--out value", arguments: #"snapshot FEED --out "$(printf '/no/such\033]2;PWN\007/x')""#,
            feed: "{}\n"),
        HostileMessage(name: "TERM", arguments: "FEED", feed: "{}\n", term: #""$(printf '\033]2;PWN\007')""#),
    ]

    /// The shell command running burin (`env TERM=... burin ...`), with a fresh feed file in `directory`.
    func command(burin: String, directory: URL) throws -> String {
        var words = arguments
        if let feed {
            let url = directory.appendingPathComponent("feed.jsonl")
            try Data(feed.utf8).write(to: url)
            words = words.replacingOccurrences(of: "FEED", with: ViewerSession.quoted(url.path))
        }
        return "env TERM=\(term) \(ViewerSession.quoted(burin)) \(words)"
    }

    /// What in `bytes` a terminal would act on: escape and control characters (C0 but newline, DEL,
    /// C1), bidi controls, and bytes that are not UTF-8. Empty when the output is harmless.
    static func hazards(in bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["bytes that are not UTF-8"] }
        return text.unicodeScalars.compactMap { s in
            let v = s.value
            let control = (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v)
            let bidi =
                (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || [0x061C, 0x200E, 0x200F].contains(v)
            return control || bidi ? "U+" + String(v, radix: 16, uppercase: true) : nil
        }
    }
}

/// Issue 13, findings 1 and 2: every message is sanitised on stderr, whatever it carries.
@Suite struct FaultMessageTests {
    @Test(arguments: HostileMessage.all.filter { $0.name != "TERM" })
    func stderrCarriesNoControlSequence(_ message: HostileMessage) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-msg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try message.command(burin: try BurinBinary.path(), directory: directory)
        let outcome = try TmuxChildProcess.run("/bin/sh", ["-c", command + " >/dev/null"], timeout: .seconds(20))
        let stderr = Array(outcome.standardError.utf8)
        #expect(outcome.status == 1 || outcome.status == 2, "status \(outcome.status): \(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("burin: "), "\(outcome.standardError)")
        let hazards = HostileMessage.hazards(in: stderr)
        #expect(hazards.isEmpty, "\(hazards) in \(stderr.map { String($0, radix: 16) }.joined(separator: " "))")
        // Not dropped: made visible.
        #expect(outcome.standardError.contains(message.marker), "\(outcome.standardError)")
    }
}

extension ViewerEndToEndTests {
    /// The same messages on a real terminal: nothing reaches tmux as an escape (capture-pane -e) and
    /// the pane's title stays what it was.
    @Test(arguments: HostileMessage.all)
    func aMessageCannotRetitleTheTerminal(_ message: HostileMessage) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-msg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try message.command(burin: try BurinBinary.path(), directory: directory)
        let tmux = try TmuxSession(
            columns: 160, rows: 20,
            script: "echo BURIN-READY; read -r _; \(command); echo BURIN-DONE=$?; exec sleep 600")
        defer { tmux.kill() }
        try #require(try tmux.waitForScreen { $0.contains("BURIN-READY") }.satisfied)
        let titleBefore = try tmux.paneTitle()
        try tmux.press("Enter")
        let done = try tmux.waitForScreen(timeout: .seconds(15), joinWrapped: true) { $0.contains("BURIN-DONE=") }
        #expect(done.satisfied, "burin did not end: \(done.screen)")
        #expect(done.screen.contains("burin: "), "\(done.screen)")
        let colored = try tmux.capture(escapes: true)
        #expect(!colored.contains("\u{1B}]"), "an OSC sequence reached the terminal")
        #expect(!colored.unicodeScalars.contains { $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        let title = try tmux.paneTitle()
        #expect(title == titleBefore && !title.contains("PWN"), "the title became \(title)")
    }
}
