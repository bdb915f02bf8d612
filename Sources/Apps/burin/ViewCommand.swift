import BurinCore
import BurinListViewer
import BurinPictures
import BurinTerminal
import BurinText
import FeedData
import Glibc
import MerchantFeed

/// `burin [FILE|-]`: the interactive viewer.
enum ViewCommand {
    static func run(_ args: inout Arguments, environment: TerminalEnvironment) throws -> Int32 {
        var common = try CommonOptions(&args)
        try common.readSort(&args)
        let mouse = !args.flag("no-mouse")
        var pixels = PixelRequest.auto
        if let name = args.value("pixels") {
            guard let request = PixelRequest(name: name) else {
                throw UsageError("--pixels takes auto, kitty, sixel or off, not '\(name)'")
            }
            pixels = request
        }
        let ambiguous = try AmbiguousOption.parse(&args, environment: environment)
        common.viewer.filter = try FilterOption.parse(&args).text
        common.viewer.follows = args.flag("follow")
        try args.checkAllClaimed()
        try common.checkStandardInput(hint: "give a file (try demo-data/merchants.jsonl) or pipe records to stdin")
        common.viewer.title = common.title
        common.viewer.links = LinkOptions.detect(environment: environment)
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
        // The terminal is asked, once the screen has started, for its background (which decides the
        // theme with --theme auto, and whether the page is painted; without colour there is nothing to
        // decide) and for its graphics. The answers are applied when they come; until then the look is
        // what COLORFGBG says, else dark, and pictures are half-blocks.
        let asksBackground = common.colorMode.map { $0 != .none } ?? !environment.asksForNoColor
        let background = TerminalBackground.detect(queried: nil, colorFGBG: environment.colorFGBG)
        (common.viewer.theme, common.viewer.paintsPage) = common.theme.resolve(for: background)
        common.viewer.themeChoice = common.theme
        var graphics: GraphicsQuestion?
        switch GraphicsDetector.firstStep(request: pixels, environment: environment) {
        case .settled(let setup): common.viewer.pictures = setup
        case .ask(var query):
            // A terminal on this machine reads pictures from files: it is asked to read one.
            if query.asksKitty { query.fileProbe = KittyPictureFiles.make()?.probeFile() }
            graphics = GraphicsQuestion(request: pixels, query: query)
        }
        common.viewer.questions = StartupQuestions(
            background: asksBackground, graphics: graphics, colorFGBG: environment.colorFGBG,
            ambiguousWidth: ambiguous == nil)
        // However the viewer ends (q, a signal, a screen that would not start), no picture file stays.
        defer { KittyPictureFiles.current?.removeAll() }
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen(
                options: NcursesScreen.Options(
                    colorMode: common.colorMode, mouse: mouse, inputDescriptor: inputDescriptor,
                    environment: environment))
        } catch {
            throw RunError("\(error)")
        }
        waker.connect(screen.waker)
        // The first layouts need the width table. Built from here on, it overlaps the viewer's set-up
        // and the terminal's answers; started earlier, it took CPU from the first byte on a busy machine.
        TerminalWidth.prepareInBackground()
        if let ambiguous { screen.drawAmbiguous(as: ambiguous) }
        // Pictures as files (and the probe's) go with a crash too.
        if KittyPictureFiles.current != nil { screen.setCrashCleanup(KittyPictureFiles.removeAllFromSignalHandler) }
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
