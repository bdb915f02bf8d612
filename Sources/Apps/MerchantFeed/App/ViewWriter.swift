import BurinCore
import BurinRecords
import Dispatch
import FeedData
import Glibc

/// `w`: the records of the view on screen (its filter and its sort) written to a new JSONL file,
/// each record byte for byte as it was read, as `burin export` writes them. The file is made new
/// (`O_EXCL`) in the current folder, or in the temporary folder where that cannot be written, so
/// it is never the input nor any file that was there. The scan and the writing run off the main
/// loop; what came of it is a notice the app shows at its next update.
/// - Note: Main loop only (the work runs on a queue of its own).
final class ViewWriter {
    private let answer = Locked<String?>(nil)
    private let queue = DispatchQueue(label: "burin.view-writer", qos: .utility)
    private var isWriting = false
    private let waker: @Sendable () -> Void
    private let folder: String

    init(folder: String, waker: @escaping @Sendable () -> Void) {
        self.folder = folder
        self.waker = waker
    }

    /// Starts writing `feed`'s records matching `query` in `sort`'s order; the notice to show now.
    func write(_ feed: FeedSource, query: Query?, sort: SortOrder?, now: RecordTime) -> String {
        guard !isWriting else { return "still writing the last view" }
        isWriting = true
        let base = "burin-view-" + Self.stamp(now)
        let plan = ScanPlan(query: query ?? ScanPlan.everything.query, sort: sort, keepsPlaces: true)
        let chunks = feed.recordChunks()
        let folders = [folder, Self.temporaryFolder]
        queue.async { [answer, waker] in
            let text = Self.run(plan, over: chunks, feed: feed, in: folders, base: base)
            answer.withLock { $0 = text }
            waker()
        }
        return "writing the view's \(chunks.recordCount) records…"
    }

    /// What the last write came to, once, when it is done.
    func takeAnswer() -> String? {
        guard
            let text = answer.withLock({ value -> String? in
                defer { value = nil }
                return value
            })
        else { return nil }
        isWriting = false
        return text
    }

    private static func run(
        _ plan: ScanPlan, over chunks: FeedRecordChunks, feed: FeedSource, in folders: [String], base: String
    ) -> String {
        let scan = QueryScan()
        scan.start(plan, over: chunks)
        guard let places = scan.waitUntilFinished()?.places else { return "the view could not be read to write it" }
        guard let (descriptor, path) = create(base, in: folders) else {
            return "w: no folder to write in (\(String(cString: strerror(errno))))"
        }
        defer { close(descriptor) }
        do {
            let summary = try FeedExport(feed: feed, format: .jsonl, printable: false).write(places, to: descriptor)
            return "wrote \(summary.written) records to \(path)"
        } catch {
            return "could not write \(path): \(error)"
        }
    }

    /// A new file named from `base` in the first of `folders` that takes one: its descriptor and its
    /// path. `O_EXCL`: never a file that was there, so never the input.
    private static func create(_ base: String, in folders: [String]) -> (Int32, String)? {
        for folder in folders {
            for n in 0..<100 {
                let path = folder + "/" + base + (n == 0 ? "" : "-\(n + 1)") + ".jsonl"
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if descriptor >= 0 { return (descriptor, path) }
                if errno != EEXIST { break }
            }
        }
        return nil
    }

    /// `TMPDIR`, else /tmp.
    private static var temporaryFolder: String {
        guard let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty else { return "/tmp" }
        return folder
    }

    /// `20261206-083015`, in UTC.
    static func stamp(_ time: RecordTime) -> String {
        let days = time.seconds >= 0 ? time.seconds / 86_400 : (time.seconds - 86_399) / 86_400
        let second = time.seconds - days * 86_400
        let date = CivilCalendar.date(days: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return
            "\(date.year)\(two(date.month))\(two(date.day))-\(two(second / 3600))\(two(second / 60 % 60))\(two(second % 60))"
    }
}
