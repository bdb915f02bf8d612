import BurinDemoData
import Foundation

/// `burin gen`: realistic demo data, the same bytes for the same seed on any machine.
enum GenCommand {
    /// The most merchants one run writes (a JSONL file of about 35 GB).
    static let countLimit = 100_000_000
    /// The most photos one run paints: about 5 GB, and half an hour on two cores.
    static let photoLimit = 100_000

    static func run(_ args: inout Arguments) throws -> Int32 {
        guard let count = try args.int("count", in: 0...countLimit) else {
            throw UsageError("gen needs --count N (0 to \(countLimit) merchants)")
        }
        let seed = try seed(args.value("seed"))
        let photos = try photoPolicy(args.value("photos"), count: count)
        let force = args.flag("force")
        let named = args.value("out")
        guard args.positionals.count <= (named == nil ? 1 : 0) else {
            throw UsageError("gen takes no other arguments (got \(args.positionals.joined(separator: " ")))")
        }
        guard let out = named ?? args.positionals.first else {
            throw UsageError(
                "gen needs --out DIR (merchants.jsonl, photos/ and thumbs/) or --out FILE.jsonl, or - for stdout")
        }
        try args.checkAllClaimed()
        let dataOnly = out == "-" || out.hasSuffix(".jsonl") || out.hasSuffix(".json")
        if out != "-", !force { try refuseExisting(out, isFile: dataOnly) }

        let generator = FeedGenerator(seed: seed, photos: photos)
        let started = ContinuousClock.now
        let report: GenerationReport
        do {
            if dataOnly {
                report = try generator.writeJSONL(count: count, to: out == "-" ? "/dev/stdout" : out)
            } else {
                say("writing \(count) merchants with \(photos.summary) to \(GenerationReport.safe(out))")
                report = try generator.writeDataset(count: count, to: out)
            }
        } catch {
            // The error names a path from the command line: it goes to the terminal sanitised.
            throw RunError(GenerationReport.safe("\(error)"))
        }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        for line in report.lines(seconds: seconds) { say(line) }
        return 0
    }

    /// `--seed`: any 64-bit unsigned number; 1 by default.
    private static func seed(_ text: String?) throws(UsageError) -> UInt64 {
        guard let text else { return 1 }
        guard let seed = UInt64(text) else {
            throw UsageError("--seed takes a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    /// `--photos N|all`: N distinct photos shared by the merchants, or one for each; by default the
    /// demo's share.
    private static func photoPolicy(_ text: String?, count: Int) throws(UsageError) -> PhotoPolicy {
        guard let text else { return .shared(FeedGenerator.demoPhotoCount) }
        if text == "all" {
            guard count <= photoLimit else {
                throw UsageError("--photos all paints one photo per merchant: at most \(photoLimit), not \(count)")
            }
            return .unique
        }
        guard let n = Int(text), (0...photoLimit).contains(n) else {
            throw UsageError("--photos takes all or a whole number from 0 to \(photoLimit)")
        }
        return n == 0 ? .none : .shared(n)
    }

    /// Fails unless `path` is absent or empty: `gen` does not write over what is there unless asked.
    private static func refuseExisting(_ path: String, isFile: Bool) throws(RunError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        let shown = GenerationReport.safe(path)
        if isDirectory.boolValue {
            if isFile { throw RunError("\(shown) is a folder, not a file") }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if entries.isEmpty { return }
            throw RunError("\(shown) is not empty; use --force to write into it (files of the same names are replaced)")
        }
        if !isFile { throw RunError("\(shown) exists and is not a folder") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > 0 { throw RunError("\(shown) exists; use --force to replace it") }
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data("burin gen: \(line)\n".utf8))
    }
}
