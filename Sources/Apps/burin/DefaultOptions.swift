import Glibc

/// The user's own defaults, read before the command line's (as less reads `LESS`): the config file
/// `$XDG_CONFIG_HOME/burin/config` (one option a line, `#` comments), then `BURIN_OPTS`.
///
/// An option a command does not take is left out for that command, and so is a value the command's
/// option does not list (`--pixels off` is the viewer's, not a snapshot's); a value no command takes
/// is an error naming where it came from.
struct DefaultOptions {
    /// One option read, and where from: `BURIN_OPTS`, or the config file and its line.
    struct Option {
        let name: String
        let value: [UInt8]?
        let origin: String

        /// As a command line word: `--name` or `--name=value`.
        var word: [UInt8] { Array("--\(name)".utf8) + (value.map { Array("=".utf8) + $0 } ?? []) }
    }

    /// What `--help` says of the defaults.
    struct Report {
        var lines: [String]
    }

    /// The most a config file may hold: a config, not a feed given by mistake.
    static let maximumFileBytes = 64 << 10

    private(set) var options: [Option] = []
    private(set) var report = Report(lines: [])

    /// Reads the config file and `BURIN_OPTS` from `environment`.
    init(environment: [String: String]) throws(UsageError) {
        var read: [String] = []
        var absent: [String] = []
        let path = Self.configPath(environment: environment)
        if environment["BURIN_CONFIG"] == "" { absent.append("BURIN_CONFIG empty") }
        if let path {
            switch try Self.readFile(path) {
            case nil: absent.append("\(path) absent")
            case let bytes?:
                let found = try Self.parseFile(bytes, path: path)
                options += found
                read.append("\(path) (\(Self.count(found.count)))")
            }
        }
        if let text = environment["BURIN_OPTS"] {
            let found = try Self.parseWords(try Self.split(text), origin: "BURIN_OPTS")
            options += found
            read.append("BURIN_OPTS (\(Self.count(found.count)))")
        } else {
            absent.append("BURIN_OPTS not set")
        }
        report.lines =
            read.isEmpty
            ? ["defaults: none (\(absent.joined(separator: ", ")))"]
            : ["defaults read from: \(read.joined(separator: ", "))"]
    }

    /// The options `command` takes, as words to put before its command line.
    func words(for command: CommandSpec) -> [(word: [UInt8], origin: String)] {
        let taken = Dictionary(command.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return options.compactMap { option in
            guard let spec = taken[option.name] else { return nil }
            if !spec.values.isEmpty, let value = option.value {
                guard spec.accepts(String(decoding: value, as: UTF8.self)) else { return nil }
            }
            return (option.word, option.origin)
        }
    }

    /// `BURIN_CONFIG` when set (empty: no file, for scripts and tests that want no one's defaults),
    /// else `$XDG_CONFIG_HOME/burin/config`, else `~/.config/burin/config` (a relative
    /// XDG_CONFIG_HOME is ignored, as the XDG specification says); nil without a home.
    static func configPath(environment: [String: String]) -> String? {
        if let named = environment["BURIN_CONFIG"] { return named.isEmpty ? nil : named }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/burin/config" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/burin/config"
    }

    /// The file's bytes; nil when there is none.
    private static func readFile(_ path: String) throws(UsageError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw UsageError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw UsageError("\(path) is not a file of options")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot read \(path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            guard bytes.count <= maximumFileBytes else {
                throw UsageError("\(path) is larger than \(maximumFileBytes >> 10)K: not a file of options")
            }
        }
    }

    /// One option a line: `--name`, `--name value` (the rest of the line, spaces and all) or
    /// `--name=value`; blank lines and lines starting with `#` are skipped.
    static func parseFile(_ bytes: [UInt8], path: String) throws(UsageError) -> [Option] {
        var options: [Option] = []
        for (index, raw) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = trimmed(Array(raw))
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            let origin = "\(path) line \(index + 1)"
            let name: [UInt8]
            var value: [UInt8]?
            if let space = line.firstIndex(where: isSpace), !line[..<space].contains(UInt8(ascii: "=")) {
                name = Array(line[..<space])
                value = trimmed(Array(line[space...]))
            } else {
                name = line
            }
            options += try parseWords([name] + (value.map { [$0] } ?? []), origin: origin, wholeLine: true)
        }
        return options
    }

    /// Words as the command line has them: `--name`, `--name value`, `--name=value`.
    static func parseWords(_ words: [[UInt8]], origin: String, wholeLine: Bool = false) throws(UsageError)
        -> [Option]
    {
        let known = Dictionary(Options.all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let general = Set(Options.general.options.map(\.name))
        var options: [Option] = []
        var i = 0
        while i < words.count {
            let word = String(decoding: words[i], as: UTF8.self)
            i += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                throw UsageError("'\(word)' in \(origin) is not an option: defaults hold options only")
            }
            var name = String(word.dropFirst(2))
            var value: [UInt8]?
            if let eq = name.firstIndex(of: "=") {
                let start = words[i - 1].firstIndex(of: UInt8(ascii: "="))! + 1
                value = Array(words[i - 1][start...])
                name = String(name[..<eq])
            }
            guard let spec = known[name], !spec.hidden else {
                throw UsageError("unknown option --\(name) in \(origin)")
            }
            guard !general.contains(name) else { throw UsageError("--\(name) in \(origin) cannot be a default") }
            switch spec.argument {
            case .none:
                guard value == nil else { throw UsageError("--\(name) takes no value (from \(origin))") }
            case .optional:
                if value == nil, i < words.count, Double(String(decoding: words[i], as: UTF8.self)) != nil {
                    value = words[i]
                    i += 1
                }
            case .required:
                if value == nil {
                    guard i < words.count, wholeLine || !words[i].starts(with: Array("--".utf8)) else {
                        throw UsageError("--\(name) needs a value (from \(origin))")
                    }
                    value = words[i]
                    i += 1
                }
            }
            if let value, !spec.values.isEmpty {
                let text = String(decoding: value, as: UTF8.self)
                let specs = Options.commands.flatMap(\.options).filter { $0.name == name }
                guard specs.contains(where: { $0.accepts(text) }) else {
                    let all = specs.flatMap(\.values).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let list = all.dropLast().joined(separator: ", ") + " or " + (all.last ?? "")
                    throw UsageError("--\(name) takes \(list), not '\(text)' (from \(origin))")
                }
            }
            options.append(Option(name: name, value: value, origin: origin))
        }
        return options
    }

    /// `BURIN_OPTS` split into words at spaces; '...' and "..." keep spaces in a word.
    static func split(_ text: String) throws(UsageError) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var inWord = false
        var quote: UInt8?
        for byte in text.utf8 {
            if let open = quote {
                if byte == open { quote = nil } else { word.append(byte) }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                inWord = true
            } else if isSpace(byte) {
                if inWord { words.append(word) }
                word = []
                inWord = false
            } else {
                word.append(byte)
                inWord = true
            }
        }
        guard quote == nil else { throw UsageError("BURIN_OPTS has a quote that is not closed") }
        if inWord { words.append(word) }
        return words
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return Array(bytes[first...last])
    }

    private static func count(_ n: Int) -> String { n == 1 ? "1 option" : "\(n) options" }
}

extension OptionSpec {
    /// Whether `value` is one the option lists (any value when it lists none).
    func accepts(_ value: String) -> Bool {
        values.isEmpty || values.contains(value.lowercased()) || aliases.contains(value.lowercased())
    }
}
