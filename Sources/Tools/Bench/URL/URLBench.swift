public import BurinCore
public import BurinRemoteImages
import BurinTestSupport
import BurinText
import Foundation
public import MerchantFeed

/// `burin bench --scenario url`: the viewer's main loop while pictures arrive by URL, against the
/// same pictures as files.
///
/// Every row of the feed gets its own name for its photo (a symbolic link per row, so no two rows
/// share a decoded picture, as in a real feed), once as a file path and once as a URL on a loopback
/// server (`LoopbackImageServer`, the tests' own, run by python3) that answers each after its own
/// latency of 0-500 ms (SplitMix64, a fixed seed). The same scroll scenario (fling by default) then
/// runs on both feeds, each URL run from an empty disk cache, so pictures keep arriving while the list
/// moves; the figure is the frame p99 with URLs over the frame p99 with files, in each draw policy.
public struct URLBench {
    /// One run: which policy, which feed, what it measured, and (URLs) what the fetcher did.
    public struct Run: Sendable {
        public var mode: String
        public var byURL: Bool
        public var result: ModeResult
        public var images: RemoteImageStatistics?
        /// Picture slots drawn as placeholders (the picture had not come yet) during the run.
        public var placeholdersDrawn = 0
        public var fallbacksDrawn = 0
    }

    public var path: String
    public var size: CellSize
    public var frames: Int
    public var options: ViewerOptions
    public var scenario: BenchScenario = .fling
    public var speed: Double?
    /// Policies to run: (name, draws on the main loop).
    public var modes: [(name: String, sync: Bool)] = [("async", false), ("sync", true)]
    public var progress: (String) -> Void = { _ in }

    public init(path: String, size: CellSize, frames: Int, options: ViewerOptions) {
        self.path = path
        self.size = size
        self.frames = frames
        self.options = options
    }

    public func run() throws -> URLBenchReport {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("burin-bench-url-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work + "/photos", withIntermediateDirectories: true)
        let server = try LoopbackImageServer(root: work)
        defer { server.stop() }
        let feeds = try Self.writeFeeds(from: path, into: work, server: server)

        var runs: [Run] = []
        for (mode, sync) in modes {
            for byURL in [false, true] {
                var options = self.options
                // A cold cache for every URL run: each picture is fetched while the list moves.
                options.remoteImages.cacheDirectory = work + "/cache-\(mode)"
                var runner = ScenarioRunner(
                    path: byURL ? feeds.url : feeds.local, size: size, frames: frames, options: options)
                runner.speed = speed
                let label = "url \(scenario.rawValue) \(mode) \(byURL ? "URLs" : "files")"
                runner.progress = { done, all in progress("\(label): frame \(done)/\(all)") }
                var run = Run(mode: mode, byURL: byURL, result: ModeResult())
                runner.inspect = { viewer in
                    run.images = viewer.app.remoteImages.storeIfMade?.statistics
                    run.placeholdersDrawn = viewer.renderer.tally.imagesPending
                    run.fallbacksDrawn = viewer.renderer.tally.remoteImageFallbacks
                }
                run.result = try runner.run(scenario, sync: sync)
                runs.append(run)
            }
        }
        return URLBenchReport(scenario: scenario, size: size, photos: feeds.photos, runs: runs)
    }

    /// Writes the two feeds into `work`: every record with a thumbnail gets `photos/<row><ext>`, a link
    /// to its photo, named as a file in one feed and by URL in the other. Other records are copied.
    static func writeFeeds(from path: String, into work: String, server: LoopbackImageServer) throws -> (
        local: String, url: String, photos: Int
    ) {
        let folder = (path as NSString).deletingLastPathComponent
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rng = SplitMix64(seed: 0x0E1A_7E5C)
        var local: [String] = []
        var remote: [String] = []
        var photos = 0
        for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let data = line.data(using: .utf8),
                var record = try? JSONSerialization.jsonObject(with: data)
                    as? [String: Any], let thumbnail = record["thumbnail"] as? String, !ImageAddress.isWeb(thumbnail)
            else {
                local.append(String(line))
                remote.append(String(line))
                continue
            }
            let photo = thumbnail.hasPrefix("/") ? thumbnail : folder + "/" + thumbnail
            let name =
                "photos/\(row)"
                + ((photo as NSString).pathExtension.isEmpty ? "" : "." + (photo as NSString).pathExtension)
            try FileManager.default.createSymbolicLink(
                atPath: work + "/" + name, withDestinationPath: URL(fileURLWithPath: photo).standardizedFileURL.path)
            photos += 1
            record["thumbnail"] = work + "/" + name
            local.append(try Self.line(record))
            record["thumbnail"] = server.url("/file/\(name)?latency=\(rng.int(0...500))")
            remote.append(try Self.line(record))
        }
        let localPath = work + "/local.jsonl"
        let urlPath = work + "/url.jsonl"
        try Data(local.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: localPath))
        try Data(remote.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: urlPath))
        return (localPath, urlPath, photos)
    }

    private static func line(_ record: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]), as: UTF8.self)
    }
}

/// What `burin bench --scenario url` found: each run, and the frame p99 with URLs over that with files.
public struct URLBenchReport: Sendable {
    public var scenario: BenchScenario
    public var size: CellSize
    public var photos: Int
    public var runs: [URLBench.Run]

    /// URL p99 over file p99, by policy: 1 means pictures arriving cost the main loop nothing.
    public var ratios: [String: Double] {
        var ratios: [String: Double] = [:]
        for run in runs where run.byURL {
            guard let files = runs.first(where: { !$0.byURL && $0.mode == run.mode }), files.result.frameMsP99 > 0
            else { continue }
            ratios[run.mode] = round3(run.result.frameMsP99 / files.result.frameMsP99)
        }
        return ratios
    }

    public var json: [String: Any] {
        [
            "scenario": "url", "scroll": scenario.rawValue, "size": "\(size.width)x\(size.height)", "photos": photos,
            "latency_ms": "0-500",
            "runs": runs.map { run -> [String: Any] in
                var json: [String: Any] = [
                    "mode": run.mode, "photos_by": run.byURL ? "url" : "file", "result": run.result.json,
                ]
                if let s = run.images {
                    json["images"] = [
                        "requests": s.requests, "fetched": s.fetched, "failed": s.failureCount, "dropped": s.dropped,
                        "disk_hits": s.diskHits, "bytes_fetched": s.bytesFetched,
                        "placeholders_drawn": run.placeholdersDrawn, "fallbacks_drawn": run.fallbacksDrawn,
                    ]
                }
                return json
            },
            "frame_ms_p99_ratio_url_over_files": ratios,
        ]
    }

    public var tableRows: [String] {
        var rows = [
            "url: \(scenario.rawValue) at \(size.width)x\(size.height), \(photos) rows each with its own photo, "
                + "as files and by URL (loopback server, 0-500 ms each, cold disk cache)",
            [
                pad("mode", 5), pad("photos", 6), pad("fps5/50", 7), pad("frame ms p50/95/99", 18), pad("on-time", 7),
                pad("stale", 5), "fetched/failed/dropped  placeholders drawn",
            ].joined(separator: " "),
        ]
        for run in runs {
            let r = run.result
            let images = run.images.map { "\($0.fetched)/\($0.failureCount)/\($0.dropped)" } ?? "-"
            rows.append(
                [
                    pad(run.mode, 5), pad(run.byURL ? "url" : "files", 6),
                    pad(DecimalText.fixed(r.fpsP5, 0) + "/" + DecimalText.fixed(r.fpsP50, 0), 7),
                    pad(
                        DecimalText.fixed(r.frameMsP50, 2) + "/" + DecimalText.fixed(r.frameMsP95, 2) + "/"
                            + DecimalText.fixed(r.frameMsP99, 2), 18),
                    pad(DecimalText.fixed(r.onTimeRatio, 3), 7), pad(String(r.staleShown), 5),
                    pad(images, 22) + " " + (run.byURL ? String(run.placeholdersDrawn) : "-"),
                ].joined(separator: " "))
        }
        for (mode, ratio) in ratios.sorted(by: { $0.key < $1.key }) {
            rows.append("        p99 ratio url/files (\(mode)): \(DecimalText.fixed(ratio, 3))")
        }
        return rows
    }
}
