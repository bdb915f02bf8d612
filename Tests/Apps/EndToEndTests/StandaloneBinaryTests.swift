import BurinTestSupport
import Foundation
import Testing

/// The standalone build under test: BURIN_STANDALONE_BINARY (scripts/link-standalone.sh makes one).
enum StandaloneBinary {
    static let path: String? = {
        let given = ProcessInfo.processInfo.environment["BURIN_STANDALONE_BINARY"] ?? ""
        return FileManager.default.isExecutableFile(atPath: given) ? given : nil
    }()
}

/// The standalone build (the Swift runtime linked in statically) and its Debian package, checked on
/// this machine with the toolchain out of reach. CI links one (`.ci/run`) and names it in
/// BURIN_STANDALONE_BINARY; without one these tests do not run.
@Suite(.enabled(if: StandaloneBinary.path != nil, "no standalone build: set BURIN_STANDALONE_BINARY"))
struct StandaloneBinaryTests {
    static var binary: String? { StandaloneBinary.path }

    /// Names of the toolchain's libraries (libswiftCore, libFoundation, libdispatch, ...).
    static let toolchainLibrary = #"lib(swift|Foundation|dispatch|BlocksRuntime)"#

    @Test func lddListsNoLibraryOfTheToolchain() throws {
        let binary = try #require(Self.binary)
        let toolchain = try HiddenToolchain.folder()
        let ldd = try TmuxChildProcess.run("/usr/bin/ldd", [binary], environment: TmuxSession.cleanEnvironment)
        #expect(ldd.status == 0, "\(ldd.standardError)")
        #expect(!ldd.text.contains(toolchain), "\(ldd.text)")
        #expect(ldd.text.range(of: Self.toolchainLibrary, options: .regularExpression) == nil, "\(ldd.text)")
        #expect(!ldd.text.contains("libcurl"), "opened with dlopen when first needed, never linked: \(ldd.text)")
        // The development build does need them: the check can tell.
        let development = try TmuxChildProcess.run(
            "/usr/bin/ldd", [try BurinBinary.path()], environment: TmuxSession.cleanEnvironment)
        #expect(development.text.contains("libswiftCore"))
    }

    /// The demo feed's snapshot, as text and as PNG (fonts through fontconfig and FreeType), is the
    /// development build's byte for byte, with the toolchain hidden; the development build cannot
    /// start there at all, so the hiding is real.
    @Test func rendersTheDevelopmentBuildsSnapshotWithTheToolchainHidden() throws {
        let binary = try #require(Self.binary)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for format in ["ansi", "png"] {
            let arguments = [
                "snapshot", BurinBinary.demoFeed, "--size", "100x30", "--top", "5", "--format", format,
            ]
            let development = try TmuxChildProcess.run(
                try BurinBinary.path(), arguments + ["--out", folder.file("development.\(format)")],
                environment: TmuxSession.cleanEnvironment)
            #expect(development.status == 0, "\(development.standardError)")
            let standalone = try HiddenToolchain.run(
                binary, arguments + ["--out", folder.file("standalone.\(format)")])
            #expect(standalone.status == 0, "\(standalone.standardError)")
            let expected = try folder.read("development.\(format)")
            #expect(expected.count > 1000)
            #expect(try folder.read("standalone.\(format)") == expected, "the \(format) snapshots differ")
        }
        let control = try HiddenToolchain.run(try BurinBinary.path(), ["--version"])
        #expect(control.status != 0, "the development build started with the toolchain hidden")
        #expect(control.standardError.contains("error while loading shared libraries"), "\(control.standardError)")
    }

    /// `make-deb.sh`'s package: its contents and Depends, then installed into and removed from a
    /// scratch root with `dpkg --root`, the installed binary run with the toolchain hidden.
    @Test func theDebianPackageInstallsAndRemovesCleanly() throws {
        let binary = try #require(Self.binary)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var environment = TmuxSession.cleanEnvironment
        environment["BURIN_BINARY"] = binary
        // xz takes minutes over an 80 MB binary on two cores; the contents are what is checked here.
        environment["BURIN_DEB_COMPRESSION"] = "none"
        environment["PATH"] = (environment["PATH"] ?? "") + ":/usr/sbin:/sbin"
        let script = BurinBinary.packageRoot.appendingPathComponent("scripts/make-deb.sh").path
        let made = try TmuxChildProcess.run(
            "/bin/bash", [script, folder.path], environment: environment, timeout: .seconds(300))
        #expect(made.status == 0, "\(made.standardError)")
        let deb = made.text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            URL(fileURLWithPath: deb).lastPathComponent.range(
                of: #"^burin_[0-9]+\.[0-9]+\.[0-9]+_[a-z0-9]+\.deb$"#, options: .regularExpression) != nil, "\(deb)")

        let fields = try TmuxChildProcess.run(
            "/usr/bin/dpkg-deb", ["-f", deb, "Package", "Depends", "Recommends"], environment: environment)
        #expect(fields.text.contains("Package: burin"))
        for library in [
            "libc6", "libncursesw6", "libfreetype6", "libfontconfig1", "libpng16-16", "libjpeg62-turbo", "zlib1g",
        ] {
            #expect(fields.text.contains(library), "Depends lacks \(library): \(fields.text)")
        }
        #expect(fields.text.contains("fonts-dejavu-core"))
        // Opened with dlopen, so dpkg-shlibdeps cannot see it: named by make-deb.sh.
        #expect(fields.text.contains("Recommends: libcurl4"), "\(fields.text)")
        #expect(!fields.text.lowercased().contains("swift"), "\(fields.text)")

        let contents = try TmuxChildProcess.run("/usr/bin/dpkg-deb", ["-c", deb], environment: environment)
        for path in [
            "./usr/bin/burin", "./usr/share/man/man1/burin.1.gz", "./usr/share/bash-completion/completions/burin",
            "./usr/share/zsh/vendor-completions/_burin", "./usr/share/fish/vendor_completions.d/burin.fish",
        ] {
            #expect(contents.text.contains(path), "the package lacks \(path)")
        }

        // A scratch root with an empty dpkg database: the package's own files and nothing else. Its
        // Depends are Debian's libraries, which this root lacks, hence --force-depends.
        let root = folder.file("root")
        for sub in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"] {
            try FileManager.default.createDirectory(atPath: root + "/" + sub, withIntermediateDirectories: true)
        }
        _ = try folder.write("", to: "root/var/lib/dpkg/status")
        let before = InstallScriptTests.tree(root)
        let dpkg = "/usr/bin/dpkg"
        let installed = try TmuxChildProcess.run(
            dpkg, ["--root=\(root)", "--force-depends", "--install", deb], environment: environment)
        #expect(installed.status == 0, "\(installed.text)\(installed.standardError)")
        let run = try HiddenToolchain.run(root + "/usr/bin/burin", ["--version"])
        #expect(run.status == 0 && run.text.hasPrefix("burin "), "\(run.standardError)")

        let removed = try TmuxChildProcess.run(dpkg, ["--root=\(root)", "--purge", "burin"], environment: environment)
        #expect(removed.status == 0, "\(removed.text)\(removed.standardError)")
        let left = InstallScriptTests.tree(root).filter { !$0.hasPrefix("var/lib/dpkg") }
        #expect(left == before.filter { !$0.hasPrefix("var/lib/dpkg") }, "left behind: \(left)")
    }
}
