import BurinCore
import BurinListViewer
import BurinRaster
import BurinRemoteImages
import BurinTerminal
import FeedData
import Glibc
import MerchantFeed

/// Options shared by the viewer, snapshot and bench: how to read the feed and how to draw it.
struct CommonOptions {
    var viewer = ViewerOptions()
    var feed = FeedSource.Options()
    /// nil: what the terminal offers.
    var colorMode: ColorMode?
    /// `--theme`: resolved against the terminal's background by the viewer.
    var theme = ThemeChoice.automatic
    /// The input file, byte for byte; nil (or `-`) for stdin.
    var file: FileName?

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
        if let n = try args.bytes("spool-limit", in: 0...(1 << 50)) { feed.maximumSpoolBytes = n }
        if let n = try args.int("max-rows", in: 1...Self.rowLimitCeiling) { feed.maximumRows = n }
        if let n = try args.bytes("image-memory", in: (1 << 20)...(1 << 40)) { ImageMemoryBudget.shared.limit = n }
        // Pictures by URL are kept on disk between runs, where the XDG specification says caches go.
        viewer.remoteImages.cacheDirectory = CacheDirectory.images()
        if let folder = args.value("image-cache") {
            guard !folder.isEmpty else { throw UsageError("--image-cache takes a folder, or off") }
            viewer.remoteImages.cacheDirectory = folder == "off" ? nil : folder
        }
        if let n = try args.bytes("image-cache-size", in: 0...(1 << 44)) {
            viewer.remoteImages.limits = viewer.remoteImages.limits.diskBytes(n)
        }
        try readCards(&args)
        guard args.positionalBytes.count <= 1 else {
            throw UsageError("one input file at most (got \(args.positionalBytes.count))")
        }
        file = args.positionalFiles.first.flatMap { $0.bytes == Array("-".utf8) ? nil : $0 }
    }

    /// `--card`, the generic card's paths, `--records` and `--now`.
    private mutating func readCards(_ args: inout Arguments) throws(UsageError) {
        if let name = args.value("card") {
            guard let choice = CardChoice(rawValue: name) else {
                throw UsageError("--card takes auto, merchant, generic or fields, not '\(name)'")
            }
            feed.cards.choice = choice
        }
        func path(_ flag: String) throws(UsageError) -> FieldPath? {
            guard let text = args.value(flag) else { return nil }
            do { return try FieldPath(text) } catch { throw UsageError("--\(flag): \(error)") }
        }
        feed.cards.overrides.title = try path("title")
        feed.cards.overrides.byline = try path("byline")
        feed.cards.overrides.image = try path("image")
        feed.cards.overrides.time = try path("time")
        feed.cards.overrides.body = try path("body")
        if let list = args.value("fields") {
            var paths: [FieldPath] = []
            for text in list.split(separator: ",", omittingEmptySubsequences: false) {
                do { paths.append(try FieldPath(String(text))) } catch { throw UsageError("--fields: \(error)") }
            }
            feed.cards.overrides.fields = paths
        }
        if let text = args.value("records") {
            do { feed.records = try RecordsLocation(path: text) } catch { throw UsageError("--records: \(error)") }
        }
        if let text = args.value("now") {
            guard let now = RecordTime(text: text) else {
                throw UsageError("--now takes a time as 2026-12-06T12:00:00Z or Unix seconds, not '\(text)'")
            }
            viewer.now = now
        }
    }

    /// The most records `--max-rows` allows: the row index costs 12 bytes a page of 256 records and
    /// the reported-rows table 4 bytes a page, so 4 billion records take about 250 MB of index.
    static let rowLimitCeiling = 4_000_000_000

    /// The input's path as text, for the bench (which reads demo data by name).
    var path: String? { file?.string }

    /// Whether the records come from stdin.
    var readsStandardInput: Bool { file == nil }

    /// Refuses stdin that cannot hold records: closed (`burin - <&-`), or the terminal itself.
    func checkStandardInput(hint: String) throws {
        guard readsStandardInput else { return }
        if ProcessStart.standardInputWasClosed {
            throw RunError("cannot read stdin: it is closed; \(hint)")
        }
        if isatty(0) != 0 { throw UsageError("no input: \(hint)") }
    }

    /// The file the records come from, to make sure no output overwrites it.
    var inputIdentity: FileIdentity? {
        if let file { return FileIdentity.of(file) }
        return FileIdentity.of(descriptor: 0)
    }

    /// Opens the feed (without blocking: a FIFO is opened non-blocking and read by the indexer).
    func openFeed(waker: @escaping @Sendable () -> Void = {}) throws(RunError) -> FeedSource {
        do {
            if let file { return try FeedSource(file: file, options: feed, waker: waker) }
            return try FeedSource(streamDescriptor: 0, options: feed, waker: waker)
        } catch {
            throw RunError("\(error)")
        }
    }

    /// The name shown in the status bar: the file's last component, or "stdin".
    var title: String { file.map { $0.lastComponent.description } ?? "stdin" }
}

/// `COLSxROWS`.
func parseSize(_ text: String) throws(UsageError) -> CellSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (1...2000).contains(c), (1...1000).contains(r)
    else { throw UsageError("--size takes COLSxROWS, such as 120x40 (1-2000 x 1-1000)") }
    return CellSize(width: c, height: r)
}
