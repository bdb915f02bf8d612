import BurinTestSupport
import Foundation
import Testing

/// `--help`, the man page, the completions and the parser come from one option table; these read
/// each back and fail when any of them names an option or a value the others do not.
@Suite struct OptionTableDriftTests {
    @Test func theManPageAndTheCompletionsNameTheOptionsHelpNames() throws {
        let docs = try GeneratedDocs()
        let help = Set(docs.helpEntries.keys)
        #expect(help.count > 45, "too few options read from --help: \(help.sorted())")
        #expect(help.contains("pixels") && help.contains("generate-man") == false)
        #expect(Set(docs.manEntries.keys) == help)
        let bash = docs.bashOptions.values.reduce(Set<String>()) { $0.union($1) }
        #expect(bash == help)
        #expect(docs.fishOptions == help)
        #expect(docs.zshOptions == help)
        // Each command completes what it takes: a snapshot has no mouse, gen no theme.
        #expect(docs.bashOptions["view"]?.contains("no-mouse") == true)
        #expect(docs.bashOptions["snapshot"]?.contains("no-mouse") == false)
        #expect(docs.bashOptions["snapshot"]?.contains("format") == true)
        #expect(docs.bashOptions["gen"]?.contains("theme") == false)
    }

    @Test func everyValueAnOptionListsIsNamedInItsHelpAndManEntry() throws {
        let docs = try GeneratedDocs()
        let help = docs.helpEntries
        let man = docs.manEntries
        var checked = 0
        for (command, options) in docs.bashValues {
            for (name, values) in options {
                for value in values {
                    #expect(help[name]?.contains(value) == true, "--help's --\(name) (\(command)) omits \(value)")
                    #expect(man[name]?.contains(value) == true, "the man page's --\(name) (\(command)) omits \(value)")
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
    }

    /// The values the completions offer are exactly those the parser takes: a value it refuses names
    /// the ones it takes, and that list is held against the completion's.
    @Test func theCompletedValuesAreTheOnesTheParserTakes() throws {
        let docs = try GeneratedDocs()
        let values = docs.bashValues
        var checked: [String] = []
        for (command, options) in values where command != "help" {
            for (name, listed) in options {
                var arguments = command == "view" ? [] : [command]
                arguments += [BurinBinary.demoFeed, "--\(name)", "no-such-value"]
                if command == "bench" { arguments.removeAll { $0 == BurinBinary.demoFeed } }
                let outcome = try TmuxChildProcess.run(
                    try BurinBinary.path(), arguments, environment: TmuxSession.cleanEnvironment)
                #expect(outcome.status == 2, "burin \(arguments.joined(separator: " ")) exited \(outcome.status)")
                let taken = Self.listedValues(in: outcome.standardError, option: name)
                #expect(
                    taken == Set(listed),
                    "--\(name) for \(command): the parser takes \(taken.sorted()), the completion offers \(listed)")
                checked.append("\(command) --\(name)")
            }
        }
        #expect(checked.count >= 12, "\(checked)")
    }

    /// `--name takes a, b or c, not '...'` read as {a, b, c}.
    static func listedValues(in message: String, option: String) -> Set<String> {
        guard let start = message.range(of: "--\(option) takes "), let end = message.range(of: ", not '")
        else { return [] }
        let list = message[start.upperBound..<end.lowerBound].replacingOccurrences(of: " or ", with: ", ")
        return Set(list.components(separatedBy: ", ").filter { !$0.isEmpty })
    }

    @Test func theManPageRendersWithEveryOption() throws {
        let man = try #require(TmuxChildProcess.which("man"), "man is not installed (scripts/install-deps.sh)")
        let docs = try GeneratedDocs()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let page = try folder.write(docs.man, to: "burin.1")
        var environment = TmuxSession.cleanEnvironment
        environment["MANWIDTH"] = "100"
        environment["MANPAGER"] = "cat"
        let outcome = try TmuxChildProcess.run(man, ["-l", page], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty, "man warned: \(outcome.standardError)")
        for name in docs.helpEntries.keys {
            #expect(outcome.text.contains("--\(name)"), "the rendered page lacks --\(name)")
        }
    }

    @Test func bashCompletesOptionsAndTheirValues() throws {
        let docs = try GeneratedDocs()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let script = try folder.write(docs.bash, to: "burin")
        #expect(try Self.bashCompletion(script: script, words: ["burin", "--pi"]) == ["--pixels"])
        #expect(
            try Self.bashCompletion(script: script, words: ["burin", "--pixels", ""]) == [
                "auto", "kitty", "sixel", "off",
            ])
        #expect(
            try Self.bashCompletion(script: script, words: ["burin", "snapshot", "--pixels", ""]) == ["kitty", "sixel"])
        #expect(try Self.bashCompletion(script: script, words: ["burin", "sn"]) == ["snapshot"])
        #expect(try Self.bashCompletion(script: script, words: ["burin", "gen", "--th"]) == [])
    }

    /// What bash's completion function offers for `words` (the last one being completed).
    static func bashCompletion(script: String, words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program =
            "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _burin; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        let outcome = try TmuxChildProcess.run("/bin/bash", ["-c", program], environment: TmuxSession.cleanEnvironment)
        return outcome.text.split(separator: "\n").map(String.init)
    }

    @Test func zshAndFishReadTheirScripts() throws {
        let docs = try GeneratedDocs()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let zsh = try #require(TmuxChildProcess.which("zsh"), "zsh is not installed (scripts/install-deps.sh)")
        let zshScript = try folder.write(docs.zsh, to: "_burin")
        let zshCheck = try TmuxChildProcess.run(zsh, ["-n", zshScript], environment: TmuxSession.cleanEnvironment)
        #expect(zshCheck.status == 0, "\(zshCheck.standardError)")
        let fish = try #require(TmuxChildProcess.which("fish"), "fish is not installed (scripts/install-deps.sh)")
        let fishScript = try folder.write(docs.fish, to: "burin.fish")
        var environment = TmuxSession.cleanEnvironment
        environment["XDG_CONFIG_HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.path
        let completed = try TmuxChildProcess.run(
            fish,
            ["--no-config", "-c", "source '\(fishScript)'; complete -C'burin --pi'; complete -C'burin --pixels '"],
            environment: environment)
        #expect(completed.status == 0, "\(completed.standardError)")
        let lines = completed.text.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        // fish sorts what it offers.
        #expect(lines.first == "--pixels", "\(completed.text)")
        #expect(Set(lines.dropFirst()) == ["auto", "kitty", "sixel", "off"], "\(completed.text)")
    }
}
