import Foundation

/// The loopback image server of Burin's source tree (`scripts/image_server.py`), run by
/// `burin bench --scenario url` over a folder of photos: Python's standard library only, on
/// 127.0.0.1 at a port the system picks, ended by `stop()` or when this process's end of its stdin
/// closes.
final class ImageServerProcess {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    let port: Int
    private let process = Process()
    private let input = Pipe()

    /// Where the script is: found from this file's place in the source tree, as the bench is run
    /// from a checkout (it reads `demo-data/` the same way).
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/image_server.py").path

    /// Starts the server on `root`'s files.
    init(root: String) throws {
        guard FileManager.default.fileExists(atPath: Self.script) else {
            throw Unavailable(description: "the url scenario needs Burin's source tree: \(Self.script) is missing")
        }
        let python = ["/usr/bin/python3", "/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw Unavailable(description: "the url scenario needs python3 for its server") }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-u", Self.script, "--root", root]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The server prints its port on one line once it listens, or exits.
        var line: [UInt8] = []
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw Unavailable(description: "the image server did not start")
        }
        self.port = port
    }

    deinit { stop() }

    /// The URL of `path` (with its query) on the server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
