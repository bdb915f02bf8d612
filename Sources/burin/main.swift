import Foundation

/// Argument handling and wiring only: every command lives in a library target.
func main() -> Int32 {
    var words = Array(CommandLine.arguments.dropFirst())
    let command = ["snapshot", "bench", "gen", "view"].contains(words.first ?? "") ? words.removeFirst() : "view"
    do {
        var args = try Arguments(words)
        if args.flag("version") {
            print("burin 0.1.0")
            return 0
        }
        if args.flag("help") {
            print(Usage.text)
            return 0
        }
        switch command {
        case "snapshot": return try SnapshotCommand.run(&args)
        case "bench": return try BenchCommand.run(&args)
        case "gen": return try GenCommand.run(&args)
        default: return try ViewCommand.run(&args)
        }
    } catch let error as UsageError {
        FileHandle.standardError.write(Data("burin: \(error)\nTry 'burin --help'.\n".utf8))
        return 2
    } catch {
        FileHandle.standardError.write(Data("burin: \(error)\n".utf8))
        return 1
    }
}

exit(main())
