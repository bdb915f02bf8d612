import BurinTerminal
import Foundation
import Glibc

/// Argument handling and wiring only: every command lives in a library target.
func main() -> Int32 {
    ProcessStart.prepare()
    // What the environment says about the terminal, read once: the commands pass it to the screen,
    // graphics detection, hyperlinks and colour decisions.
    let environment = TerminalEnvironment.process
    var words = ProcessStart.argumentBytes()
    let names = Options.commands.compactMap(\.name) + [Options.viewerAlias]
    let first = words.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let command = names.contains(first) ? String(decoding: words.removeFirst(), as: UTF8.self) : Options.viewerAlias
    var args: Arguments?
    do {
        // The command line alone first: a broken default must not hide --help or --version.
        var own = try Arguments(bytes: words)
        if let status = try answerWithoutDefaults(&own, command: command) { return status }
        let defaults = try DefaultOptions(environment: ProcessInfo.processInfo.environment)
        let spec = Options.command(command) ?? Options.command(nil)!
        args = try Arguments(bytes: words, defaults: defaults.words(for: spec))
        switch command {
        case "snapshot": return try SnapshotCommand.run(&args!, environment: environment)
        case "export": return try ExportCommand.run(&args!)
        case "bench": return try BenchCommand.run(&args!)
        case "gen": return try GenCommand.run(&args!)
        default: return try ViewCommand.run(&args!, environment: environment)
        }
    } catch let error as UsageError {
        StandardStreams.report(args.map { described(error, in: $0) } ?? "\(error)")
        _ = StandardStreams.write(Array("Try 'burin --help'.\n".utf8), to: 2)
        return 2
    } catch is StandardStreams.BrokenPipe {
        // Whoever read our output has stopped: nothing to say, and the status a shell would report
        // for a program ended by SIGPIPE, which burin ignores so that it can restore the terminal.
        return 128 + SIGPIPE
    } catch {
        StandardStreams.report("\(error)")
        return 1
    }
}

/// `--version`, `--help` and the generators, which read no defaults; nil for everything else.
func answerWithoutDefaults(_ args: inout Arguments, command: String) throws -> Int32? {
    if args.flag("version") {
        try StandardStreams.output(Array("burin \(BuildInfo.version) (commit \(buildCommit))\n".utf8))
        return 0
    }
    if args.flag("help") || command == "help" {
        let report: DefaultOptions.Report
        do {
            report = try DefaultOptions(environment: ProcessInfo.processInfo.environment).report
        } catch {
            report = DefaultOptions.Report(lines: ["defaults: not read: \(error)"])
        }
        try StandardStreams.output(Array((Usage.text(defaults: report) + "\n").utf8))
        return 0
    }
    if args.flag("generate-man") {
        try StandardStreams.output(Array(ManPage.text.utf8))
        return 0
    }
    if let shell = args.value("generate-completions") {
        guard let script = Completions.script(for: shell) else {
            throw UsageError("--generate-completions takes bash, zsh or fish, not '\(shell)'")
        }
        try StandardStreams.output(Array(script.utf8))
        return 0
    }
    return nil
}

/// The message, naming the default it came from when the option it is about was one.
func described(_ error: UsageError, in args: Arguments) -> String {
    let text = error.description
    guard text.hasPrefix("--") else { return text }
    let name = text.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }
    guard let origin = args.origin(of: String(name)) else { return text }
    return "\(text) (from \(origin))"
}

exit(main())
