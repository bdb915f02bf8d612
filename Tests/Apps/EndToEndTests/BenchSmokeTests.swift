import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// `burin bench` is how speed targets are checked, so CI runs a short scenario to know it still
    /// works and still reports every documented figure. (Figures from so short and loaded a run mean
    /// nothing; only their presence and the invariant are checked.)
    @Test func benchReportsEveryFigure() throws {
        let outcome = try TmuxChildProcess.run(
            try BurinBinary.path(),
            ["bench", BurinBinary.demoFeed, "--scenario", "steady", "--frames", "30", "--size", "80x24", "--json"],
            timeout: .seconds(60))
        #expect(outcome.status == 0, "bench failed: \(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        #expect(json["scenario"] as? String == "steady")
        #expect(json["size"] as? String == "80x24")
        let modes = try #require(json["modes"] as? [String: [String: Any]])
        let keys = [
            "frames", "fps_p5", "fps_p50", "frame_ms_p50", "frame_ms_p95", "frame_ms_p99", "on_time_ratio",
            "placeholder_row_ratio", "stale_shown", "draws_requested", "draws_cancelled_queued",
            "draws_cancelled_inflight", "draws_discarded_stale", "bytes_per_frame", "rss_peak_mb",
        ]
        for mode in ["async", "sync"] {
            let figures = try #require(modes[mode], "no \(mode) mode")
            #expect(keys.filter { figures[$0] == nil }.isEmpty, "\(mode) lacks figures")
            #expect(figures["stale_shown"] as? Int == 0, "\(mode) showed a stale drawing")
            #expect(figures["frames"] as? Int == 30)
        }
        let ratios = try #require(json["ratios"] as? [String: Double])
        #expect(ratios["frame_ms_p99"] != nil)
    }
}

extension ViewerEndToEndTests {
    /// `burin bench --scenario url` starts its loopback server, fetches pictures while it flings, and
    /// reports the frame p99 with URLs against files; a short run checks it still does (its figures
    /// mean nothing at this length).
    @Test func urlBenchFetchesWhileItScrollsAndReportsItsRatio() throws {
        let outcome = try TmuxChildProcess.run(
            try BurinBinary.path(),
            [
                "bench", BurinBinary.demoFeed, "--scenario", "url", "--frames", "30", "--size", "80x24", "--mode",
                "async", "--json",
            ], timeout: .seconds(90))
        #expect(outcome.status == 0, "bench failed: \(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        #expect(json["scenario"] as? String == "url")
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.map { $0["photos_by"] as? String } == ["file", "url"])
        let images = try #require(runs.last?["images"] as? [String: Int])
        #expect((images["fetched"] ?? 0) > 0, "pictures came from the server: \(images)")
        #expect(images["failed"] == 0)
        for run in runs {
            let result = try #require(run["result"] as? [String: Any])
            #expect(result["stale_shown"] as? Int == 0)
        }
        let ratios = try #require(json["frame_ms_p99_ratio_url_over_files"] as? [String: Double])
        #expect(ratios["async"] != nil)
    }
}

extension ViewerEndToEndTests {
    /// The keys and start scenarios run the viewer on their feed: a feed that is not there is said at
    /// once, not seen as a viewer that closed without a first screen.
    @Test func benchOnAMissingFeedSaysSo() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-feed-\(UUID()).jsonl").path
        for scenario in ["keys", "start"] {
            let outcome = try TmuxChildProcess.run(
                try BurinBinary.path(), ["bench", missing, "--scenario", scenario], timeout: .seconds(30))
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("\(missing): no such file"), "\(outcome.standardError)")
        }
    }
}
