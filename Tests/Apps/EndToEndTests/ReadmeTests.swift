import Foundation
import Testing

/// The README reads in two minutes: short, its set-up commands first, an Install section, and every
/// option it names one that `burin --help` and the man page list.
@Suite struct ReadmeTests {
    static func readme() throws -> String {
        try String(contentsOf: BurinBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Options of the scripts, not of burin, that the README names.
    static let scriptOptions: Set<String> = ["uninstall"]

    @Test func isShortWithTheSetUpCommandsFirstAndAnInstallSection() throws {
        let text = try Self.readme()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 200, "README.md has \(lines.count) lines")
        let blocks = text.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(
            Array(blocks.prefix(2)) == [
                "bash scripts/install-deps.sh && swift run -c release burin demo-data/merchants.jsonl",
                "bash scripts/install-deps.sh && swift test",
            ])
        let install = try #require(text.range(of: "\n## Install\n"), "no Install section")
        let command = try #require(blocks.dropFirst(2).first)
        #expect(text[install.upperBound...].hasPrefix("\n```sh\n\(command)\n```"))
        #expect(command.contains("scripts/install.sh"))
        for script in ["scripts/install.sh", "scripts/make-deb.sh", "scripts/install-deps.sh"] {
            let path = BurinBinary.packageRoot.appendingPathComponent(script).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(script) is not executable")
        }
    }

    @Test func everyOptionItNamesIsInHelpAndTheManPage() throws {
        let named = GeneratedDocs.matches(#"(?<![\w-])--([a-z][a-z0-9-]*)"#, in: try Self.readme())
            .subtracting(Self.scriptOptions)
        #expect(named.count >= 10, "\(named.sorted())")
        let docs = try GeneratedDocs()
        let help = Set(docs.helpEntries.keys)
        let man = Set(docs.manEntries.keys)
        #expect(named.subtracting(help).isEmpty, "not in --help: \(named.subtracting(help).sorted())")
        #expect(named.subtracting(man).isEmpty, "not in the man page: \(named.subtracting(man).sorted())")
    }
}
