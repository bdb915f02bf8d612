import BurinTestSupport
import Foundation
import Testing

/// `scripts/install.sh PREFIX` and `--uninstall`, with the build under test (BURIN_BINARY), so no
/// release build is made here: the binary, the man page and the completions where each is looked
/// for, and nothing left behind.
@Suite struct InstallScriptTests {
    static var script: String { BurinBinary.packageRoot.appendingPathComponent("scripts/install.sh").path }

    /// Every path under `root`, relative, sorted.
    static func tree(_ root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    static func runScript(_ arguments: [String], binary: String) throws -> TmuxChildProcess.Outcome {
        var environment = TmuxSession.cleanEnvironment
        environment["BURIN_BINARY"] = binary
        return try TmuxChildProcess.run("/bin/bash", [script] + arguments, environment: environment)
    }

    @Test func installsWhereEachToolLooksAndUninstallsExactlyThat() throws {
        let prefix = try TemporaryDirectory()
        defer { prefix.remove() }
        // Something of the user's there already, which neither step may touch.
        try FileManager.default.createDirectory(atPath: prefix.file("share/man"), withIntermediateDirectories: true)
        _ = try prefix.write("mine\n", to: "share/man/notes")
        let before = Self.tree(prefix.path)

        let installed = try Self.runScript([prefix.path], binary: try BurinBinary.path())
        #expect(installed.status == 0, "\(installed.standardError)")
        for file in [
            "bin/burin", "share/man/man1/burin.1", "share/bash-completion/completions/burin",
            "share/zsh/site-functions/_burin", "share/fish/vendor_completions.d/burin.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.file(file)), "\(file) was not installed")
        }

        let version = try TmuxChildProcess.run(
            prefix.file("bin/burin"), ["--version"], environment: TmuxSession.cleanEnvironment)
        #expect(version.status == 0 && version.text.hasPrefix("burin "), "\(version.text)")

        let man = try #require(TmuxChildProcess.which("man"), "man is not installed (scripts/install-deps.sh)")
        var environment = TmuxSession.cleanEnvironment
        environment["MANPAGER"] = "cat"
        environment["MANWIDTH"] = "100"
        let page = try TmuxChildProcess.run(man, ["-M", prefix.file("share/man"), "burin"], environment: environment)
        #expect(page.status == 0, "\(page.standardError)")
        #expect(page.text.contains("--pixels MODE"))

        let completion = try OptionTableDriftTests.bashCompletion(
            script: prefix.file("share/bash-completion/completions/burin"), words: ["burin", "--pi"])
        #expect(completion == ["--pixels"])
        // bash-completion's own loader finds it where it looks under a prefix (XDG_DATA_DIRS names
        // /usr/local/share by default; ~/.local/share is its user folder).
        let loader = "/usr/share/bash-completion/bash_completion"
        #expect(FileManager.default.fileExists(atPath: loader), "bash-completion is not installed (install-deps.sh)")
        var shell = TmuxSession.cleanEnvironment
        shell["XDG_DATA_DIRS"] = prefix.file("share")
        shell["PATH"] = prefix.file("bin") + ":" + (shell["PATH"] ?? "/usr/bin:/bin")
        let loaded = try TmuxChildProcess.run(
            "/bin/bash",
            [
                "-c",
                "source \(loader); __load_completion burin || exit 3; COMP_WORDS=(burin --pi); COMP_CWORD=1; "
                    + "_burin; echo \"${COMPREPLY[@]}\"",
            ], environment: shell)
        #expect(loaded.status == 0, "\(loaded.standardError)")
        #expect(loaded.text == "--pixels\n")

        // Installing again over the first install changes nothing that uninstall would miss.
        #expect(try Self.runScript([prefix.path], binary: try BurinBinary.path()).status == 0)
        let removed = try Self.runScript(["--uninstall", prefix.path], binary: try BurinBinary.path())
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(Self.tree(prefix.path) == before)
    }

    @Test func uninstallingWhatIsNotThereSaysSo() throws {
        let prefix = try TemporaryDirectory()
        defer { prefix.remove() }
        let outcome = try Self.runScript(["--uninstall", prefix.path], binary: try BurinBinary.path())
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("burin is not installed under \(prefix.path)"))
        #expect(Self.tree(prefix.path).isEmpty)
    }
}
