import BurinTestSupport
import Foundation
import Testing

/// Defaults of your own: `$XDG_CONFIG_HOME/burin/config` and `BURIN_OPTS`, read before the command
/// line, which wins; a bad one is an error naming where it came from.
@Suite struct DefaultOptionsTests {
    /// A config folder of its own, and the environment that points burin at it.
    struct Setup {
        let folder: TemporaryDirectory
        var environment = TmuxSession.cleanEnvironment

        init(config: String?, options: String? = nil) throws {
            folder = try TemporaryDirectory()
            environment["BURIN_CONFIG"] = nil
            environment["XDG_CONFIG_HOME"] = folder.path
            if let config {
                try FileManager.default.createDirectory(atPath: folder.file("burin"), withIntermediateDirectories: true)
                _ = try folder.write(config, to: "burin/config")
            }
            if let options { environment["BURIN_OPTS"] = options }
        }

        var configPath: String { folder.file("burin/config") }

        func run(_ arguments: [String]) throws -> TmuxChildProcess.Outcome {
            try TmuxChildProcess.run(try BurinBinary.path(), arguments, environment: environment)
        }
    }

    static let snapshot = ["snapshot", BurinBinary.demoFeed, "--size", "60x12", "--format", "ansi"]

    @Test func theConfigFileActsAsTheCommandLineAndTheCommandLineWins() throws {
        let plain = try Setup(config: nil)
        defer { plain.folder.remove() }
        let dark = try plain.run(Self.snapshot + ["--theme", "dark"])
        let light = try plain.run(Self.snapshot + ["--theme", "light"])
        #expect(dark.status == 0 && light.status == 0)
        #expect(dark.standardOutput != light.standardOutput)

        let configured = try Setup(config: "# mine\n\n  --theme light  \n--pixels off\n")
        defer { configured.folder.remove() }
        let fromConfig = try configured.run(Self.snapshot)
        #expect(fromConfig.status == 0, "\(fromConfig.standardError)")
        #expect(fromConfig.standardOutput == light.standardOutput)
        let overridden = try configured.run(Self.snapshot + ["--theme", "dark"])
        #expect(overridden.standardOutput == dark.standardOutput)
    }

    @Test func burinOptsComesAfterTheConfigFileAndBeforeTheCommandLine() throws {
        let plain = try Setup(config: nil)
        defer { plain.folder.remove() }
        let dark = try plain.run(Self.snapshot + ["--theme", "dark"])
        let light = try plain.run(Self.snapshot + ["--theme", "light"])

        let both = try Setup(config: "--theme dark\n", options: "--theme=light --blitter half")
        defer { both.folder.remove() }
        #expect(try both.run(Self.snapshot).standardOutput == light.standardOutput)
        #expect(try both.run(Self.snapshot + ["--theme", "dark"]).standardOutput == dark.standardOutput)
    }

    @Test func aBadDefaultIsAnErrorNamingWhereItCameFrom() throws {
        let badLine = try Setup(config: "# fine\n--theme light\n--workers 999\n")
        defer { badLine.folder.remove() }
        let outcome = try badLine.run(Self.snapshot)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--workers takes a whole number from 1 to 64"))
        #expect(outcome.standardError.contains("\(badLine.configPath) line 3"), "\(outcome.standardError)")

        let unknown = try Setup(config: "--themes light\n")
        defer { unknown.folder.remove() }
        let unknownOutcome = try unknown.run(Self.snapshot)
        #expect(unknownOutcome.status == 2)
        #expect(unknownOutcome.standardError.contains("unknown option --themes in \(unknown.configPath) line 1"))

        let badValue = try Setup(config: nil, options: "--pixels offf")
        defer { badValue.folder.remove() }
        let valueOutcome = try badValue.run(Self.snapshot)
        #expect(valueOutcome.status == 2)
        #expect(
            valueOutcome.standardError.contains(
                "--pixels takes auto, kitty, sixel or off, not 'offf' (from BURIN_OPTS)"))

        let notAnOption = try Setup(config: nil, options: "merchants.jsonl")
        defer { notAnOption.folder.remove() }
        #expect(try notAnOption.run(Self.snapshot).standardError.contains("defaults hold options only"))
    }

    /// A config that is no config (a folder, a feed saved there by mistake, escape sequences) is
    /// refused with a clear message, and nothing from it reaches the terminal unsanitised.
    @Test func aConfigThatIsNoConfigIsRefusedClearly() throws {
        let folder = try Setup(config: nil)
        defer { folder.folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.configPath, withIntermediateDirectories: true)
        let directory = try folder.run(Self.snapshot)
        #expect(directory.status == 2)
        #expect(directory.standardError.contains("\(folder.configPath) is not a file of options"))

        let huge = try Setup(config: String(repeating: "# padding\n", count: 8_000))
        defer { huge.folder.remove() }
        let hugeOutcome = try huge.run(Self.snapshot)
        #expect(hugeOutcome.status == 2)
        #expect(hugeOutcome.standardError.contains("is larger than 64K: not a file of options"))

        let escapes = try Setup(config: "--\u{1B}]0;owned\u{07}theme light\n")
        defer { escapes.folder.remove() }
        let escaped = try escapes.run(Self.snapshot)
        #expect(escaped.status == 2)
        #expect(!escaped.standardError.contains("\u{1B}"), "an escape reached stderr: \(escaped.standardError)")
        #expect(escaped.standardError.contains("unknown option"))
    }

    /// `--pixels off` is the viewer's; a snapshot's --pixels takes kitty or sixel, so the default is
    /// left out for it rather than breaking every snapshot. gen takes no --theme at all.
    @Test func aDefaultACommandDoesNotTakeIsLeftOutForIt() throws {
        let setup = try Setup(config: "--pixels off\n--theme light\n")
        defer { setup.folder.remove() }
        #expect(try setup.run(Self.snapshot).status == 0)
        let gen = try setup.run(["gen", "--count", "1", "--photos", "0", "--out", "-"])
        #expect(gen.status == 0, "\(gen.standardError)")
    }

    /// BURIN_CONFIG names another file, or none when empty: what scripts (and these tests' other
    /// suites) use to run without anyone's own defaults.
    @Test func burinConfigNamesTheFileOrNone() throws {
        let plain = try Setup(config: nil)
        defer { plain.folder.remove() }
        let dark = try plain.run(Self.snapshot + ["--theme", "dark"])
        let light = try plain.run(Self.snapshot + ["--theme", "light"])

        var setup = try Setup(config: "--theme light\n")
        defer { setup.folder.remove() }
        setup.environment["BURIN_CONFIG"] = ""
        #expect(try setup.run(Self.snapshot).standardOutput == dark.standardOutput)
        #expect(try setup.run(["--help"]).text.contains("defaults: none (BURIN_CONFIG empty, BURIN_OPTS not set)"))

        let other = try setup.folder.write("--theme light\n", to: "elsewhere")
        setup.environment["XDG_CONFIG_HOME"] = "/nonexistent"
        setup.environment["BURIN_CONFIG"] = other
        #expect(try setup.run(Self.snapshot).standardOutput == light.standardOutput)
        #expect(try setup.run(["--help"]).text.contains("defaults read from: \(other) (1 option)"))
    }

    @Test func helpSaysWhereDefaultsWereReadFrom() throws {
        let none = try Setup(config: nil)
        defer { none.folder.remove() }
        let noneHelp = try none.run(["--help"]).text
        #expect(noneHelp.contains("defaults: none (\(none.configPath) absent, BURIN_OPTS not set)"))

        let both = try Setup(config: "--theme light\n--strict\n", options: "--sync")
        defer { both.folder.remove() }
        #expect(
            try both.run(["--help"]).text.contains(
                "defaults read from: \(both.configPath) (2 options), BURIN_OPTS (1 option)"))

        // A broken default does not hide --help: it says what is wrong.
        let broken = try Setup(config: nil, options: "--bogus")
        defer { broken.folder.remove() }
        let brokenHelp = try broken.run(["--help"])
        #expect(brokenHelp.status == 0)
        #expect(brokenHelp.text.contains("defaults: not read: unknown option --bogus in BURIN_OPTS"))
    }

    @Test func versionSaysTheVersionAndTheCommit() throws {
        let setup = try Setup(config: nil, options: "--bogus")
        defer { setup.folder.remove() }
        let outcome = try setup.run(["--version"])
        #expect(outcome.status == 0)
        let line = outcome.text.trimmingCharacters(in: .newlines)
        #expect(
            line.range(of: #"^burin [0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-z.-]+\)$"#, options: .regularExpression)
                != nil, "\(line)")
        // Built from this checkout, the commit is git's (a tarball says what .burin-commit says).
        if let git = TmuxChildProcess.which("git") {
            let head = try TmuxChildProcess.run(
                git, ["-C", BurinBinary.packageRoot.path, "rev-parse", "--short=12", "HEAD"],
                environment: TmuxSession.cleanEnvironment)
            let commit = head.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if head.status == 0, !commit.isEmpty { #expect(line.contains("(commit \(commit)"), "\(line) vs \(commit)") }
        }
    }
}
