import BurinTestSupport
import Foundation

/// Where `burin-pixels-probe` is: built beside the test bundle (the test target depends on it), or
/// in `.build/debug` of the package.
enum ProbeBinary {
    static func path() throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [bundle.appendingPathComponent("burin-pixels-probe").path]
        candidates.append(PackageRoot.path(".build/debug/burin-pixels-probe"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ProbeMissing(description: "burin-pixels-probe not found in \(candidates)")
        }
        return found
    }

    struct ProbeMissing: Error, CustomStringConvertible {
        var description: String
    }

    /// The probe's report line as fields (`graphics`, `cell`, ...), waiting up to `timeout` for it.
    static func report(at path: String, timeout: Duration = .seconds(20)) -> [String: String]? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                var fields: [String: String] = [:]
                // "reason=" runs to the end of the line; the fields before it are single words.
                let (head, reason) =
                    text.range(of: " reason=").map { (String(text[..<$0.lowerBound]), String(text[$0.upperBound...])) }
                    ?? (text, "")
                for word in head.split(separator: " ") {
                    let parts = word.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
                }
                fields["reason"] = reason.trimmingCharacters(in: .whitespacesAndNewlines)
                return fields
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }
}
