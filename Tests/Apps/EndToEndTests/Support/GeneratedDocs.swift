import BurinTestSupport
import Foundation

/// `burin --help`, its man page and its completion scripts, read back as the names and values they
/// list, so that tests can hold them against each other and against the parser.
struct GeneratedDocs {
    let help: String
    let man: String
    let bash: String
    let zsh: String
    let fish: String

    init() throws {
        help = try Self.burin(["--help"])
        man = try Self.burin(["--generate-man"])
        bash = try Self.burin(["--generate-completions", "bash"])
        zsh = try Self.burin(["--generate-completions", "zsh"])
        fish = try Self.burin(["--generate-completions", "fish"])
    }

    /// burin's standard output; fails unless it exits 0.
    static func burin(_ arguments: [String], environment: [String: String] = TmuxSession.cleanEnvironment) throws
        -> String
    {
        let outcome = try TmuxChildProcess.run(try BurinBinary.path(), arguments, environment: environment)
        guard outcome.status == 0 else {
            throw BurinBinary.Unavailable(
                description:
                    "burin \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.standardError)")
        }
        return outcome.text
    }

    /// `--name` at the start of a `--help` entry, with the entry's text (its lines joined).
    var helpEntries: [String: String] {
        var entries: [String: String] = [:]
        var current: String?
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  --") {
                let name = String(line.dropFirst(4).prefix { $0 != " " })
                current = name
                entries[name, default: ""] += " " + line
            } else if line.hasPrefix("       "), let name = current {
                entries[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                current = nil
            }
        }
        return entries
    }

    /// The man page's option entries: `.TP` then `.B \-\-name` or `.BI "\-\-name ..."`, with the
    /// entry's text (the next line).
    var manEntries: [String: String] {
        let lines = man.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var entries: [String: String] = [:]
        for (i, line) in lines.enumerated() where line == ".TP" && i + 2 < lines.count {
            let head = lines[i + 1].replacingOccurrences(of: "\\-", with: "-")
            guard let range = head.range(of: #"--[a-z0-9-]+"#, options: .regularExpression),
                head.hasPrefix(".B --") || head.hasPrefix(".BI \"--")
            else { continue }
            let text = lines[i + 2].replacingOccurrences(of: "\\-", with: "-")
            entries[String(head[range].dropFirst(2)), default: ""] += " " + text
        }
        return entries
    }

    /// Each bash command's `opts='...'`, by command.
    var bashOptions: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var command = ""
        for line in bash.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix(")"), !trimmed.contains(" "), !trimmed.hasPrefix("-") {
                command = String(trimmed.dropLast())
            }
            if let start = trimmed.range(of: "opts='"), let end = trimmed.range(of: "' ;;") {
                let words = trimmed[start.upperBound..<end.lowerBound].split(separator: " ")
                result[command] = Set(words.map { String($0.dropFirst(2)) })
            }
        }
        return result
    }

    /// The values bash offers after `--name` for each command: `--name) COMPREPLY=($(compgen -W 'a b'`.
    var bashValues: [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        var command = ""
        for line in bash.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix(")"), !trimmed.contains(" "), !trimmed.hasPrefix("-") {
                command = String(trimmed.dropLast())
            }
            guard trimmed.hasPrefix("--"), let marker = trimmed.range(of: "compgen -W '") else { continue }
            let name = String(trimmed.dropFirst(2).prefix { $0 != ")" })
            let list = trimmed[marker.upperBound...].prefix { $0 != "'" }
            result[command, default: [:]][name] = list.split(separator: " ").map(String.init)
        }
        return result
    }

    /// Every option fish completes: `-l name`.
    var fishOptions: Set<String> { Self.matches(#"complete -c burin -n '[^']*' -l ([a-z0-9-]+)"#, in: fish) }

    /// Every option zsh completes: `'--name[` or `'--name=[`.
    var zshOptions: Set<String> { Self.matches(#"'--([a-z0-9-]+)=?\["#, in: zsh) }

    static func matches(_ pattern: String, in text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            regex.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }
}
