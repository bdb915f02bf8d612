import BurinCore
import BurinFeed
import BurinList
import BurinRaster
import BurinScreen
import BurinViewer

/// Options shared by the viewer, snapshot and bench: how to read the feed and how to draw it.
struct CommonOptions {
    var viewer = ViewerOptions()
    var feed = FeedSource.Options()
    /// nil: what the terminal offers.
    var colorMode: ColorMode?
    /// `--theme`: resolved against the terminal's background by the viewer.
    var theme = ThemeChoice.automatic
    var path: String?

    init(_ args: inout Arguments) throws(UsageError) {
        if let n = try args.int("workers", in: 1...64) { viewer.workers = n }
        if let n = try args.int("fps", in: 1...1000) { viewer.targetFPS = n }
        viewer.showsOverlay = args.flag("fps-overlay")
        viewer.pipeline.forceSync = args.flag("sync")
        if args.flag("live") { viewer.liveRate = try args.double("live", in: 0...10_000) ?? 5 }
        if let name = args.value("blitter") {
            guard let blitter = Blitter(name: name) else {
                throw UsageError("--blitter takes half, quadrant, sextant or braille, not '\(name)'")
            }
            viewer.blitter = blitter
        }
        if let name = args.value("color") {
            guard let mode = ColorMode(rawValue: name == "truecolor" || name == "24bit" ? "direct" : name) else {
                throw UsageError("--color takes direct, 256, 16, 8 or none, not '\(name)'")
            }
            colorMode = mode
        }
        if let name = args.value("theme") {
            guard let choice = ThemeChoice(name: name) else {
                throw UsageError("--theme takes \(ThemeChoice.names.joined(separator: ", ")), not '\(name)'")
            }
            theme = choice
        }
        // Without a terminal to ask (snapshot, bench), nothing is known of its background.
        (viewer.theme, viewer.paintsPage) = theme.resolve(for: .unknown)
        if let base = args.value("base") {
            guard !base.isEmpty else { throw UsageError("--base takes a folder") }
            feed.baseDirectory = base
        }
        feed.strict = args.flag("strict")
        viewer.stopsOnFeedFailure = feed.strict
        viewer.usesFreeType = !args.flag("no-freetype")
        guard args.positionals.count <= 1 else {
            throw UsageError("one input file at most (got \(args.positionals.count))")
        }
        path = args.positionals.first
    }

    /// Opens the feed; the title shown in the status bar is the file's name.
    func openFeed(waker: @escaping @Sendable () -> Void = {}) throws(RunError) -> FeedSource {
        let path = path ?? "-"
        do {
            return try FeedSource(path: path, options: feed, waker: waker)
        } catch {
            throw RunError("\(error)")
        }
    }

    var title: String {
        guard let path, path != "-" else { return "stdin" }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// `COLSxROWS`.
func parseSize(_ text: String) throws(UsageError) -> CellSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (1...2000).contains(c), (1...1000).contains(r)
    else { throw UsageError("--size takes COLSxROWS, such as 120x40 (1-2000 x 1-1000)") }
    return CellSize(width: c, height: r)
}
