import BurinTestSupport
import Foundation

/// Finds the `burin` executable the end-to-end tests drive, building it at most once per test run.
///
/// Where it looks, in order:
/// 1. `BURIN_E2E_BINARY`, for running the tests against a particular build;
/// 2. beside the running test bundle: `swift test` builds every product of the package into the same
///    directory as the tests (also with `--scratch-path`), so this is the binary of the code under test;
/// 3. `<package>/.build/debug/burin`, from a plain `swift build`;
/// 4. otherwise `swift build --product burin` into a scratch directory of its own (SwiftPM may still hold
///    the lock on the test run's build directory), once, and that result.
enum BurinBinary {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root: the nearest directory above this file that holds Package.swift.
    static let packageRoot = PackageRoot.url()

    /// The demo feed shipped with the package.
    static var demoFeed: String { packageRoot.appendingPathComponent("demo-data/merchants.jsonl").path }

    /// Resolved once: a `static let` initialiser runs exactly once even when tests ask concurrently.
    private static let resolved: Result<String, Unavailable> = locate()

    static func path() throws -> String { try resolved.get() }

    private static func locate() -> Result<String, Unavailable> {
        let files = FileManager.default
        if let given = ProcessInfo.processInfo.environment["BURIN_E2E_BINARY"], !given.isEmpty {
            return files.isExecutableFile(atPath: given)
                ? .success(given) : .failure(Unavailable(description: "BURIN_E2E_BINARY=\(given) is not executable"))
        }
        var candidates: [String] = []
        if let bundle = testBundleDirectory() { candidates.append(bundle.appendingPathComponent("burin").path) }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/burin").path)
        if let found = candidates.first(where: { files.isExecutableFile(atPath: $0) }) { return .success(found) }
        return build()
    }

    /// The directory of the running test executable (`.../debug/BurinPackageTests.xctest` on Linux).
    private static func testBundleDirectory() -> URL? {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first
        guard let executable, !executable.isEmpty else { return nil }
        let url = URL(fileURLWithPath: executable)
        // On macOS the runner sits inside `Foo.xctest/Contents/MacOS/`: the products are beside the bundle.
        if let bundle = url.pathComponents.lastIndex(where: { $0.hasSuffix(".xctest") }) {
            return URL(fileURLWithPath: NSString.path(withComponents: Array(url.pathComponents[..<bundle])))
        }
        return url.deletingLastPathComponent()
    }

    private static func build() -> Result<String, Unavailable> {
        guard let swift = TmuxChildProcess.which("swift") else {
            return .failure(Unavailable(description: "no burin binary found and no `swift` on PATH to build one"))
        }
        let scratch = packageRoot.appendingPathComponent(".build/end-to-end").path
        let arguments = ["build", "--package-path", packageRoot.path, "--scratch-path", scratch, "--product", "burin"]
        do {
            let outcome = try TmuxChildProcess.run(swift, arguments, timeout: .seconds(1_200))
            let binary = scratch + "/debug/burin"
            guard outcome.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
                return .failure(
                    Unavailable(
                        description: "swift \(arguments.joined(separator: " ")) failed (\(outcome.status)):\n"
                            + outcome.text.suffix(2_000) + outcome.standardError.suffix(2_000)))
            }
            return .success(binary)
        } catch {
            return .failure(Unavailable(description: "\(error)"))
        }
    }
}
