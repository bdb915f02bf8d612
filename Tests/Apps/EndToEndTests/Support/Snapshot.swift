import BurinTestSupport

/// `burin snapshot`: the same viewer rendered headless, the reference a live screen is compared with.
enum Snapshot {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// The settled screen as text. `color` should be the mode the live viewer picked for its terminal:
    /// the characters do not depend on it today, but a blitter may one day choose glyphs by colour depth.
    static func text(
        file: String = BurinBinary.demoFeed, columns: Int, rows: Int, top: Int? = nil, scroll: Int? = nil,
        color: String = "256", theme: String? = nil, extraArguments: [String] = []
    ) throws -> String {
        var arguments = ["snapshot", file, "--size", "\(columns)x\(rows)", "--color", color] + extraArguments
        if let theme { arguments += ["--theme", theme] }
        if let top { arguments += ["--top", String(top)] }
        if let scroll { arguments += ["--scroll", String(scroll)] }
        let outcome = try TmuxChildProcess.run(
            try BurinBinary.path(), arguments, environment: TmuxSession.cleanEnvironment, timeout: .seconds(30))
        guard outcome.status == 0, !outcome.timedOut else {
            throw Failed(
                description: "burin \(arguments.joined(separator: " ")) failed (status \(outcome.status)"
                    + (outcome.timedOut ? ", timed out" : "") + "): \(outcome.standardError)")
        }
        return outcome.text
    }

    /// The settled screen with its colours (`--format ansi`), to compare a live screen with by what
    /// its cells show (`ShownScreen`); arguments as `text`'s.
    static func shown(
        file: String = BurinBinary.demoFeed, columns: Int, rows: Int, top: Int? = nil, scroll: Int? = nil,
        color: String = "256", theme: String? = nil, extraArguments: [String] = []
    ) throws -> ShownScreen {
        let ansi = try text(
            file: file, columns: columns, rows: rows, top: top, scroll: scroll, color: color, theme: theme,
            extraArguments: extraArguments + ["--format", "ansi"])
        return ShownScreen(ansi: ansi, columns: columns, rows: rows)
    }
}
