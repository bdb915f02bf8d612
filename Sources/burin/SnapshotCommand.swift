import BurinCore
import BurinFeed
import BurinList
import BurinScreen
import BurinViewer
import Foundation

/// `burin snapshot`: the screen rendered without a terminal.
enum SnapshotCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        var common = try CommonOptions(&args)
        var request = SnapshotRequest()
        if let size = args.value("size") { request.size = try parseSize(size) }
        request.top = try args.int("top", in: 1...Int.max) ?? 1
        request.scroll = try args.int("scroll", in: 0...Int.max) ?? 0
        if let format = args.value("format") {
            guard let f = SnapshotRequest.Format(rawValue: format) else {
                throw UsageError("--format takes text, ansi or png, not '\(format)'")
            }
            request.format = f
        }
        request.frame = try args.int("frame", in: 0...1_000_000)
        request.speed = try args.double("speed", in: 0...1000) ?? 1
        let out = args.value("out")
        try args.checkAllClaimed()
        if common.viewer.liveRate != nil, request.frame == nil {
            throw UsageError("a live feed never settles: use --live with --frame K to capture a moment of it")
        }
        request.colorMode = common.colorMode ?? (noColorRequested ? .none : .direct)
        common.viewer.title = common.title
        if common.path == nil, isatty(0) != 0 {
            throw UsageError("no input: give a file or pipe records to stdin")
        }
        let feed = try common.openFeed()
        let grid = try SnapshotRunner.grid(feed: feed, request: request, options: common.viewer)
        if let failure = feed.failure, common.feed.strict { throw RunError("\(failure)") }
        let bytes = try SnapshotRunner.encode(grid, request: request, theme: common.viewer.theme)
        if let out {
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: out))
            } catch {
                throw RunError("cannot write \(out): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(bytes))
        }
        return 0
    }

    private static var noColorRequested: Bool {
        if let v = ProcessInfo.processInfo.environment["NO_COLOR"], !v.isEmpty { return true }
        return false
    }
}
