import Foundation

/// A checked-in expectation file in the `Snapshots` folder of a test target (beside the folder of
/// the test file that names it: `Tests/BurinFeedTests/Card/X.swift` finds
/// `Tests/BurinFeedTests/Snapshots/`).
///
/// With `BURIN_RECORD_SNAPSHOTS=1` in the environment, `verify` writes the file (recording is a
/// deliberate act, reviewed in the diff of the commit); otherwise a missing or different file is an
/// error that names the first differing line, which fails the test that tried it.
public struct SnapshotFile {
    public let path: String

    /// The snapshot named `name`, found from the calling source file so the tests work from any
    /// working directory.
    public init(named name: String, sourceFile: String = #filePath) {
        let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
        path = folder.appendingPathComponent("Snapshots").appendingPathComponent(name).path
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["BURIN_RECORD_SNAPSHOTS"] == "1" }

    /// Why a snapshot did not match.
    public struct Mismatch: Error, CustomStringConvertible {
        public let description: String
    }

    /// Compares `actual` with the file (or records it); throws `Mismatch` when they differ.
    public func verify(_ actual: String) throws {
        let contents = actual.hasSuffix("\n") ? actual : actual + "\n"
        if Self.isRecording {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Mismatch(description: "missing snapshot \(path); run with BURIN_RECORD_SNAPSHOTS=1 to record it")
        }
        let expected = String(decoding: data, as: UTF8.self)
        if let difference = Self.firstDifference(expected: expected, actual: contents) {
            throw Mismatch(
                description:
                    "snapshot \(path) differs at \(difference); run with BURIN_RECORD_SNAPSHOTS=1 to re-record if intended"
            )
        }
    }

    /// "line N:" with the expected and actual text of the first line that differs, or nil when the
    /// two are equal.
    public static func firstDifference(expected: String, actual: String) -> String? {
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
