import BurinCore
import BurinFeed
import BurinGraphics
import BurinList
import BurinScreen
import BurinViewer
import Glibc

/// `burin [FILE|-]`: the interactive viewer.
enum ViewCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        var common = try CommonOptions(&args)
        let mouse = !args.flag("no-mouse")
        var pixels = PixelRequest.auto
        if let name = args.value("pixels") {
            guard let request = PixelRequest(name: name) else {
                throw UsageError("--pixels takes auto, kitty, sixel or off, not '\(name)'")
            }
            pixels = request
        }
        try args.checkAllClaimed()
        try common.checkStandardInput(hint: "give a file (try demo-data/merchants.jsonl) or pipe records to stdin")
        common.viewer.title = common.title
        common.viewer.links = LinkOptions.detect()
        guard isatty(1) != 0 else {
            throw RunError("standard output is not a terminal; use `burin snapshot` to render without one")
        }

        // The feed opens before the screen starts, so that a missing file or a picture given as the
        // feed is reported on a normal terminal. Opening never blocks (a FIFO is read by the indexer);
        // its waker reaches the screen once there is one.
        let waker = DeferredWaker()
        let feed = try common.openFeed(waker: waker.wake)

        // Keys come from the terminal, as in less: stdin may be the records, or redirected from
        // somewhere that is no keyboard (/dev/null, a file, xargs), where reading keys would spin.
        var inputDescriptor: Int32 = 0
        if isatty(0) == 0 {
            inputDescriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC)
            guard inputDescriptor >= 0 else { throw RunError("there is no terminal to read keys from") }
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
        // Asked before the screen reads keys; keys typed during the (at most 250 ms) question reach
        // the screen as its first input.
        var typeahead: [UInt8] = []
        if pixels != .off {
            let detected = GraphicsDetector.detect(request: pixels)
            common.viewer.pictures = detected.setup
            typeahead = detected.typeahead
        }
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen(
                options: NcursesScreen.Options(
                    colorMode: common.colorMode, mouse: mouse, inputDescriptor: inputDescriptor,
                    typeahead: typeahead,
                    picturesLiveInCells: ListPictures.picturesLiveInCells(for: common.viewer.pictures)))
        } catch {
            throw RunError("\(error)")
        }
        waker.connect(screen.waker)
        let viewer = FeedViewer(screen: screen, feed: feed, options: common.viewer)
        InteractiveLoop(viewer: viewer).run()
        viewer.shutdown()
        screen.shutdown()
        // A signal's status wins: the shell asked for the end. Otherwise input that could not be read
        // (or, with --strict, a bad record) fails the run, as the README says, after the status bar
        // showed it.
        if viewer.exitStatus != 0 { return viewer.exitStatus }
        if let failure = feed.failure { throw RunError("\(failure)") }
        return 0
    }
}

/// A waker for a feed opened before the screen exists: it calls nothing until `connect`, and then
/// once at once, in case the feed had something to say in between.
final class DeferredWaker: Sendable {
    private let target = Locked<(@Sendable () -> Void)?>(nil)

    var wake: @Sendable () -> Void {
        { [target] in target.withLock { $0 }?() }
    }

    func connect(_ waker: @escaping @Sendable () -> Void) {
        target.withLock { $0 = waker }
        waker()
    }
}
