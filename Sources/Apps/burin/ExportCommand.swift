import BurinCore
import BurinRecords
import FeedData
import Glibc

/// `burin export`: the records of a view (`--filter`, `--sort`) written out, in the view's order.
enum ExportCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        let common = try CommonOptions(&args)
        let query = try FilterOption.parse(&args).query
        let sortText = args.value("sort")
        let formatName = args.value("format") ?? "jsonl"
        let out = args.fileValue("out")
        try args.checkAllClaimed()
        guard let format = FeedExport.Format(rawValue: formatName) else {
            throw UsageError("--format takes jsonl, json or csv, not '\(formatName)'")
        }
        var sort: SortOrder?
        if let sortText {
            do { sort = try SortOrder(parsing: sortText) } catch { throw UsageError("--sort: \(error)") }
        }
        let target = out.flatMap { $0.bytes == Array("-".utf8) ? nil : $0 }
        try checkOutput(target, input: common.inputIdentity)
        try common.checkStandardInput(hint: "give a file or pipe records to stdin")

        let feed = try common.openFeed()
        feed.waitUntilIndexed()
        if let failure = feed.failure { throw RunError("\(failure)") }
        if let truncation = feed.truncation {
            StandardStreams.report("\(common.title): \(truncation); the export has the \(feed.knownCount) records read")
        }
        let scan = QueryScan()
        scan.start(ScanPlan(query: query, sort: sort, keepsPlaces: true), over: feed.recordChunks())
        guard let result = scan.waitUntilFinished(), let places = result.places else {
            throw RunError("the scan of \(common.title) did not finish")
        }

        let descriptor: Int32
        if let target {
            descriptor = target.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) } ?? -1
            guard descriptor >= 0 else { throw RunError("cannot write \(target): \(String(cString: strerror(errno)))") }
        } else {
            descriptor = 1
        }
        defer { if target != nil { close(descriptor) } }
        // The data's bytes go to a file or a pipe as they were read; a terminal gets them printable.
        let export = FeedExport(feed: feed, format: format, printable: isatty(descriptor) != 0)
        let summary: FeedExport.Summary
        do {
            summary = try export.write(places, to: descriptor)
        } catch .write(let error) where error.code == EPIPE && target == nil {
            throw StandardStreams.BrokenPipe()
        } catch {
            throw RunError(target.map { "\($0): \(error)" } ?? "\(error)")
        }
        if summary.skipped > 0 {
            let what = format == .csv ? "not an object" : "not one whole JSON value"
            StandardStreams.report("\(summary.skipped) record(s) left out of the \(format.rawValue): \(what)")
        }
        if result.unread > 0 { StandardStreams.report("\(result.unread) record(s) could not be read") }
        if result.regexGaveUp > 0 {
            StandardStreams.report(
                "a regular expression gave up on \(result.regexGaveUp) value(s) (its match limit); they did not match")
        }
        return 0
    }

    /// Refuses an output that cannot be written, or that is the input, before any work.
    private static func checkOutput(_ out: FileName?, input: FileIdentity?) throws(UsageError) {
        guard let out else { return }
        guard !out.bytes.isEmpty else { throw UsageError("--out needs a file name, or - for stdout") }
        try OutputFileCheck.refuseFolderOrInput(out, input: input)
    }
}
