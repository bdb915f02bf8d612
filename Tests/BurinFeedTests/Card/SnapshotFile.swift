import Foundation
import Testing

/// A checked-in expectation file under `Tests/BurinFeedTests/Snapshots/`.
///
/// With `BURIN_RECORD_SNAPSHOTS=1` in the environment, `verify` writes the file (recording is a
/// deliberate act, reviewed in the diff of the commit); otherwise a missing or different file is a
/// test failure that names the first differing line.
struct SnapshotFile {
    let path: String

    /// The snapshot named `name`, found beside this source file so the tests work from any
    /// working directory.
    init(named name: String, sourceFile: String = #filePath) {
        let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
        path = folder.appendingPathComponent("Snapshots").appendingPathComponent(name).path
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["BURIN_RECORD_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the file (or records it), reporting a failure at `sourceLocation`.
    func verify(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let contents = actual.hasSuffix("\n") ? actual : actual + "\n"
        if Self.isRecording {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "missing snapshot \(path); run with BURIN_RECORD_SNAPSHOTS=1 to record it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if let difference = Self.firstDifference(expected: expected, actual: contents) {
            Issue.record(
                "snapshot \(path) differs at \(difference); run with BURIN_RECORD_SNAPSHOTS=1 to re-record if intended",
                sourceLocation: sourceLocation)
        }
    }

    /// "line N:" with the expected and actual text of the first line that differs, or nil when the
    /// two are equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(e.count, a.count) {
            let expectedLine = i < e.count ? String(e[i]) : "<end of file>"
            let actualLine = i < a.count ? String(a[i]) : "<end of file>"
            if expectedLine != actualLine {
                return "line \(i + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
            }
        }
        return "an invisible difference (line endings or encoding)"
    }
}
