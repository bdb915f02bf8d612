import BurinTerminal
import Glibc

/// Argument handling and wiring only: every command lives in a library target.
func main() -> Int32 {
    ProcessStart.prepare()
    // What the environment says about the terminal, read once: the commands pass it to the screen,
    // graphics detection, hyperlinks and colour decisions.
    let environment = TerminalEnvironment.process
    var words = ProcessStart.argumentBytes()
    let commands = ["snapshot", "export", "bench", "gen", "view", "help"]
    let first = words.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let command = commands.contains(first) ? String(decoding: words.removeFirst(), as: UTF8.self) : "view"
    do {
        var args = try Arguments(bytes: words)
        if args.flag("version") {
            try StandardStreams.output(Array("burin 0.1.0\n".utf8))
            return 0
        }
        if args.flag("help") || command == "help" {
            try StandardStreams.output(Array((Usage.text + "\n").utf8))
            return 0
        }
        switch command {
        case "snapshot": return try SnapshotCommand.run(&args, environment: environment)
        case "export": return try ExportCommand.run(&args)
        case "bench": return try BenchCommand.run(&args)
        case "gen": return try GenCommand.run(&args)
        default: return try ViewCommand.run(&args, environment: environment)
        }
    } catch let error as UsageError {
        StandardStreams.report("\(error)")
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

exit(main())
