/// A command line split into flags and positional words, read by the commands that own them.
///
/// Flags take `--name value` or `--name=value`; `--` ends flags. Every flag must be claimed by the
/// command, so a typo is an error instead of being silently ignored.
struct Arguments {
    private var flags: [(name: String, value: String?)] = []
    private(set) var positionals: [String] = []
    private var claimed: Set<String> = []

    /// Flags that take no value.
    static let switches: Set<String> = [
        "help", "version", "sync", "fps-overlay", "strict", "json", "no-freetype", "no-mouse", "force",
    ]
    /// Flags whose value may be left out.
    static let optionalValues: Set<String> = ["live"]
    /// Flags that take a value.
    static let valueFlags: Set<String> = [
        "workers", "fps", "blitter", "color", "theme", "size", "top", "scroll", "format", "out", "frame", "speed",
        "frames", "scenario", "rows", "count", "seed", "mode", "plot", "base", "images", "cell", "photos",
    ]

    init(_ words: [String]) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < words.count {
            let word = words[i]
            i += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "-h" {
                flags.append(("help", nil))
                continue
            }
            guard word.hasPrefix("--") else { throw UsageError("unknown option \(word)") }
            let body = word.dropFirst(2)
            if let eq = body.firstIndex(of: "=") {
                let name = String(body[..<eq])
                // `--sync=false` must not quietly mean --sync.
                guard !Self.switches.contains(name) else { throw UsageError("--\(name) takes no value") }
                flags.append((name, String(body[body.index(after: eq)...])))
            } else if Self.switches.contains(String(body)) {
                flags.append((String(body), nil))
            } else if Self.optionalValues.contains(String(body)) {
                if i < words.count, Double(words[i]) != nil {
                    flags.append((String(body), words[i]))
                    i += 1
                } else {
                    flags.append((String(body), nil))
                }
            } else {
                guard Self.valueFlags.contains(String(body)) else { throw UsageError("unknown option --\(body)") }
                guard i < words.count else { throw UsageError("--\(body) needs a value") }
                flags.append((String(body), words[i]))
                i += 1
            }
        }
    }

    /// Whether switch `name` was given.
    mutating func flag(_ name: String) -> Bool {
        claimed.insert(name)
        return flags.contains { $0.name == name }
    }

    /// The last value given for `name`.
    mutating func value(_ name: String) -> String? {
        claimed.insert(name)
        return flags.last { $0.name == name }?.value
    }

    mutating func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    mutating func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = Double(text), n.isFinite, range.contains(n) else {
            throw UsageError("--\(name) takes a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// Fails on any flag no command claimed.
    func checkAllClaimed() throws(UsageError) {
        if let stray = flags.first(where: { !claimed.contains($0.name) }) {
            throw UsageError("unknown option --\(stray.name)")
        }
    }
}

/// A mistake in the command line: printed with a hint, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A failure while running: printed, exit status 1.
struct RunError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
