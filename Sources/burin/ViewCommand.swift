import BurinCore
import BurinFeed
import BurinList
import BurinScreen
import BurinViewer
import Glibc

/// `burin [FILE|-]`: the interactive viewer.
enum ViewCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        var common = try CommonOptions(&args)
        let mouse = !args.flag("no-mouse")
        try args.checkAllClaimed()
        let readsStdin = common.path == nil || common.path == "-"
        if readsStdin, isatty(0) != 0 {
            throw UsageError("no input: give a file (try demo-data/merchants.jsonl) or pipe records to stdin")
        }
        common.viewer.title = common.title

        // Keys come from the terminal, as in less: stdin may be the records, or redirected from
        // somewhere that is no keyboard (/dev/null, a file, xargs), where reading keys would spin.
        var inputDescriptor: Int32 = 0
        if isatty(0) == 0 {
            inputDescriptor = open("/dev/tty", O_RDONLY)
            guard inputDescriptor >= 0 else { throw RunError("there is no terminal to read keys from") }
        }
        guard isatty(1) != 0 else {
            throw RunError("standard output is not a terminal; use `burin snapshot` to render without one")
        }
        // The terminal's background decides the theme (--theme auto) and whether the page is painted;
        // without colour there is nothing to decide.
        let noColor = !(TerminalEnvironment.process.noColor ?? "").isEmpty
        if common.colorMode.map({ $0 != .none }) ?? !noColor {
            let queried = BackgroundQuery.ask(input: inputDescriptor, output: 1)
            let background = TerminalBackground.detect(
                queried: queried, colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })
            (common.viewer.theme, common.viewer.paintsPage) = common.theme.resolve(for: background)
        }
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen(
                options: NcursesScreen.Options(
                    colorMode: common.colorMode, mouse: mouse, inputDescriptor: inputDescriptor))
        } catch {
            throw RunError("\(error)")
        }
        let feed: FeedSource
        do {
            feed = try common.openFeed(waker: screen.waker)
        } catch {
            screen.shutdown()
            throw error
        }
        let viewer = FeedViewer(screen: screen, feed: feed, options: common.viewer)
        InteractiveLoop(viewer: viewer).run()
        viewer.shutdown()
        screen.shutdown()
        if let failure = feed.failure, common.feed.strict {
            throw RunError("\(failure)")
        }
        return viewer.exitStatus
    }
}
