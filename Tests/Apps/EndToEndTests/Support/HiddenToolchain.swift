import BurinTestSupport
import Foundation

/// Runs a program as on a machine without Swift: in a mount namespace of its own where the
/// toolchain's folder is an empty tmpfs, with an empty environment (`env -i`), an empty
/// LD_LIBRARY_PATH and a PATH without the toolchain. A binary that needs the toolchain's libraries
/// cannot start there (the dynamic build's RUNPATH names the toolchain, so `env -i` alone would
/// not hide it).
enum HiddenToolchain {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The toolchain's folder: `<root>/usr` for `<root>/usr/bin/swift` on PATH.
    static func folder() throws -> String {
        guard let swift = TmuxChildProcess.which("swift") else {
            throw Unavailable(description: "no swift on PATH, so no toolchain to hide")
        }
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        return real.deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// `executable arguments` with the toolchain hidden; the outcome as `TmuxChildProcess.run` gives it.
    static func run(_ executable: String, _ arguments: [String], timeout: Duration = .seconds(60)) throws
        -> TmuxChildProcess.Outcome
    {
        guard let unshare = TmuxChildProcess.which("unshare") else { throw Unavailable(description: "no unshare") }
        let hide = try folder()
        // Root may make a mount namespace; anyone else maps themselves to root in a user namespace first.
        let asRoot = getuid() == 0 ? [] : ["--map-root-user"]
        let script = #"mount -t tmpfs none "$1" && shift && exec env -i LD_LIBRARY_PATH= PATH=/usr/bin:/bin "$@""#
        let outcome = try TmuxChildProcess.run(
            unshare,
            asRoot + ["--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh", hide, executable]
                + arguments, environment: TmuxSession.cleanEnvironment, timeout: timeout)
        if outcome.standardError.contains("unshare failed") || outcome.standardError.contains("mount: ") {
            throw Unavailable(description: "cannot hide \(hide): \(outcome.standardError)")
        }
        return outcome
    }
}
