import BurinTestSupport
import Foundation

/// Hands escape sequences to a program running in a real terminal: the terminal runs `command`, a
/// shell loop that hides the cursor and then prints files 1, 2, 3 ... of a folder as each appears;
/// `send` writes the next one (whole, by rename, so the shell never prints half a file).
final class EscapeFeeder {
    let folder: String
    private var next = 1

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "burin-escapes-\(UUID().uuidString.prefix(8))"
            ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The command for the terminal (or for tmux inside it).
    var command: [String] {
        let script = """
            printf '\\033[?25l'; i=1
            while :; do f=\(folder)/$i; while [ ! -f "$f" ]; do sleep 0.05; done; cat "$f"; i=$((i+1)); done
            """
        return ["/bin/sh", "-c", script]
    }

    func send(_ bytes: [UInt8]) throws {
        let temporary = "\(folder)/.\(next)"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        try FileManager.default.moveItem(atPath: temporary, toPath: "\(folder)/\(next)")
        next += 1
    }
}
