import BurinCore
import BurinListViewer
import BurinPictures
import BurinSnapshot
import BurinTerminal
import BurinText
import FeedData
import Glibc
import MerchantFeed

/// `burin snapshot`: the screen rendered without a terminal.
enum SnapshotCommand {
    /// The most frames `--frame` runs: a minute of scripted scroll at 60 Hz. Each stepped frame lays
    /// out and draws on the main thread (a few milliseconds), so a larger K was minutes of work.
    static let maximumFrame = 3_600

    static func run(_ args: inout Arguments, environment: TerminalEnvironment) throws -> Int32 {
        var common = try CommonOptions(&args)
        try common.readSort(&args)
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
        request.frame = try args.int("frame", in: 0...maximumFrame)
        request.speed = try args.double("speed", in: 0...1000) ?? 1
        let timeout = try args.double("timeout", in: 0...86_400) ?? 10
        if let name = args.value("pixels") {
            guard let pixels = GraphicsProtocol(rawValue: name) else {
                throw UsageError("--pixels takes kitty or sixel, not '\(name)'")
            }
            request.pixels = pixels
        }
        let out = args.fileValue("out")
        common.viewer.filter = try FilterOption.parse(&args).text
        try args.checkAllClaimed()
        if common.viewer.liveRate != nil, request.frame == nil {
            throw UsageError("a live feed never settles: use --live with --frame K to capture a moment of it")
        }
        if request.format == .png { try checkPNGSize(request.size) }
        if request.pixels != nil {
            guard request.format == .png else { throw UsageError("--pixels goes with --format png") }
            // The drawers encode each slot's picture at the PNG's cell size, as they would for a
            // terminal with cells of that size.
            common.viewer.pictures = .snapshot
        }
        try checkOutput(out, format: request.format, input: common.inputIdentity)
        request.colorMode = common.colorMode ?? (environment.asksForNoColor ? .none : .direct)
        common.viewer.title = common.title
        // --timeout bounds the wait for pictures by URL too: each fetch, and all of them together.
        let wait = Duration.milliseconds(Int((timeout * 1000).rounded()))
        common.viewer.remoteImages.wait = wait
        common.viewer.remoteImages.limits = common.viewer.remoteImages.limits.timeouts(atMost: wait)
        try common.checkStandardInput(hint: "give a file or pipe records to stdin")

        let feed = try common.openFeed()
        // A stream may never end (`yes | burin snapshot -`, a FIFO with no writer): after `--timeout`
        // seconds, what has arrived is what is shown. A file is read to its end, however long.
        if !feed.waitUntilIndexed(timeout: .milliseconds(Int((timeout * 1000).rounded()))) {
            feed.stopReading(.stoppedWaiting(seconds: timeout))
            feed.waitUntilIndexed()
        }
        let snapshot = try SnapshotRunner.snapshot(feed: feed, request: request, options: common.viewer)
        if let failure = feed.failure { throw RunError("\(failure)") }
        if let truncation = feed.truncation {
            StandardStreams.report(
                "\(common.title): \(truncation); the snapshot shows the \(feed.knownCount) records read")
        }
        if snapshot.imagesStillComing > 0 {
            let n = snapshot.imagesStillComing
            StandardStreams.report(
                "\(common.title): \(n) picture\(n == 1 ? "" : "s") by URL had not arrived after "
                    + "\(DecimalText.fixed(timeout, 1)) s (--timeout); placeholders show instead")
        }
        let bytes = try SnapshotRunner.encode(snapshot, request: request, theme: common.viewer.theme)
        if let out {
            try write(bytes, to: out)
        } else {
            try StandardStreams.output(bytes)
        }
        return 0
    }

    /// A PNG of `size` cells must fit the writer's pixel limit; said before any work is done.
    private static func checkPNGSize(_ size: CellSize) throws(UsageError) {
        let writer = PNGSnapshotWriter()
        let cellPixels = writer.cellWidth * writer.cellHeight
        let maximumCells = PNGSnapshotWriter.maximumPixels / cellPixels
        guard size.width * size.height <= maximumCells else {
            throw UsageError(
                "--size \(size.width)x\(size.height) is too large for --format png: at most \(maximumCells) cells "
                    + "(columns x rows) of \(writer.cellWidth)x\(writer.cellHeight) pixels, "
                    + "\(PNGSnapshotWriter.maximumPixels >> 20) Mpx in all; 500x500 fits")
        }
    }

    /// Refuses an output that cannot be written, or that would destroy the input, before any work.
    private static func checkOutput(
        _ out: FileName?, format: SnapshotRequest.Format, input: FileIdentity?
    ) throws(UsageError) {
        guard let out else {
            if format == .png, isatty(1) != 0 {
                throw UsageError("--format png writes a binary picture: give --out FILE.png, or redirect stdout")
            }
            return
        }
        guard !out.bytes.isEmpty else { throw UsageError("--out needs a file name") }
        try OutputFileCheck.refuseFolderOrInput(out, input: input)
    }

    private static func write(_ bytes: [UInt8], to out: FileName) throws(RunError) {
        let fd = out.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) } ?? -1
        guard fd >= 0 else { throw RunError("cannot write \(out): \(String(cString: strerror(errno)))") }
        let error = StandardStreams.write(bytes, to: fd)
        let closed = close(fd) == 0 ? 0 : errno
        if error != 0 || closed != 0 {
            throw RunError("cannot write \(out): \(String(cString: strerror(error != 0 ? error : closed)))")
        }
    }
}
