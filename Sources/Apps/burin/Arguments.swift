import BurinText
import FeedData
import MerchantFeed

/// A command line split into flags and positional words, read by the commands that own them.
///
/// Flags take `--name value` or `--name=value`; `--` ends flags. Every flag must be claimed by the
/// command, so a typo is an error instead of being silently ignored. Words are kept as the bytes
/// `argv` held, since a file name need not be UTF-8; flag names and values are read as text.
struct Arguments {
    private var flags: [(name: String, value: [UInt8]?)] = []
    private(set) var positionalBytes: [[UInt8]] = []
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
        "frames", "scenario", "rows", "count", "seed", "mode", "plot", "base", "images", "cell", "photos", "feed",
        "presses", "viewer",
        "spool-limit", "max-rows", "image-memory", "timeout", "image-cache", "image-cache-size", "pixels", "card",
        "title", "byline", "image", "time", "body", "fields", "records", "now", "link", "filter", "sort",
    ]

    init(_ words: [String]) throws(UsageError) {
        try self.init(bytes: words.map { Array($0.utf8) })
    }

    init(bytes words: [[UInt8]]) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < words.count {
            let raw = words[i]
            let word = String(decoding: raw, as: UTF8.self)
            i += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionalBytes.append(raw)
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
                guard Self.valueFlags.contains(name) || Self.optionalValues.contains(name) else {
                    throw UsageError("unknown option --\(name)")
                }
                let valueStart = raw.firstIndex(of: UInt8(ascii: "="))! + 1
                flags.append((name, Array(raw[valueStart...])))
            } else if Self.switches.contains(String(body)) {
                flags.append((String(body), nil))
            } else if Self.optionalValues.contains(String(body)) {
                if i < words.count, Double(String(decoding: words[i], as: UTF8.self)) != nil {
                    flags.append((String(body), words[i]))
                    i += 1
                } else {
                    flags.append((String(body), nil))
                }
            } else {
                guard Self.valueFlags.contains(String(body)) else { throw UsageError("unknown option --\(body)") }
                // `--format --out x.txt` is a missing value, not a format named "--out". A value that
                // really starts with two dashes can be given as `--name=--value`.
                guard i < words.count, !words[i].starts(with: Array("--".utf8)) else {
                    throw UsageError("--\(body) needs a value")
                }
                flags.append((String(body), words[i]))
                i += 1
            }
        }
    }

    /// Positional words as text (invalid UTF-8 replaced): command names, `gen`'s output.
    var positionals: [String] { positionalBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// Positional words as file names, byte for byte.
    var positionalFiles: [FileName] { positionalBytes.map { FileName(bytes: $0) } }

    /// Whether switch `name` was given.
    mutating func flag(_ name: String) -> Bool {
        claimed.insert(name)
        return flags.contains { $0.name == name }
    }

    /// The last value given for `name`.
    mutating func value(_ name: String) -> String? {
        rawValue(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The last value given for `name` as a file name, byte for byte.
    mutating func fileValue(_ name: String) -> FileName? {
        rawValue(name).map { FileName(bytes: $0) }
    }

    private mutating func rawValue(_ name: String) -> [UInt8]? {
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
            throw UsageError(
                "--\(name) takes a number from \(ByteCount.number(range.lowerBound)) to "
                    + ByteCount.number(range.upperBound))
        }
        return n
    }

    /// A size in bytes: `1073741824`, `64K`, `512M`, `1G`.
    mutating func bytes(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = ByteCount.parse(text), range.contains(n) else {
            throw UsageError(
                "--\(name) takes a size in bytes (such as 512M or 1G) from \(ByteCount.text(range.lowerBound)) "
                    + "to \(ByteCount.text(range.upperBound))")
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
