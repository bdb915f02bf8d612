import BurinBench
import BurinCore
import BurinListViewer
import BurinPictures
import BurinText
import Foundation
import MerchantFeed

/// `burin bench`: figures from the real pipeline, async against the sync baseline in one run.
enum BenchCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        var common = try CommonOptions(&args)
        let size = try args.value("size").map(parseSize) ?? CellSize(width: 200, height: 60)
        let frames = try args.int("frames", in: 2...1_000_000) ?? 600
        let json = args.flag("json")
        let name = args.value("scenario") ?? "all"
        let rows = try args.int("rows", in: 1...100_000_000)
        let speed = try args.double("speed", in: 0.01...1000)
        let plotPath = args.value("plot")
        let modeName = args.value("mode") ?? "both"
        let runs: [(mode: String, sync: Bool)] =
            switch modeName {
            case "async": [("async", false)]
            case "sync": [("sync", true)]
            case "both": [("async", false), ("sync", true)]
            default: throw UsageError("--mode takes async, sync or both, not '\(modeName)'")
            }
        let imageFolder = args.value("images")
        let cell = try args.value("cell").map(parseCellPixels)
        let feedOption = args.value("feed")
        let link = try args.int("link", in: 1_000...1_000_000_000)
        let presses = try args.int("presses", in: 1...100_000) ?? 200
        let viewerPath = args.value("viewer")
        try args.checkAllClaimed()
        if link != nil, name != "pixels" { throw UsageError("--link goes with --scenario pixels") }
        let feed: BenchFeed
        do { feed = try BenchFeed(option: feedOption, file: common.path) } catch { throw UsageError(error.description) }
        // The scroll scenarios run on `feed`; micro, quality and load measure the demo data (or FILE).
        let path = common.path ?? BenchFeed.demoPath
        let readsPath =
            ["load", "micro", "quality", "url", "keys", "start", "all"].contains(name) || feedOption == "demo"
        if readsPath, !FileManager.default.fileExists(atPath: path) {
            // Started elsewhere, the viewer under test quit at once and the bench only saw it close.
            throw UsageError(
                common.path == nil
                    ? "the demo feed \(path) is not here: run burin bench from the repository's root, or give FILE"
                    : "\(path): no such file")
        }
        common.viewer.title = "bench"
        let valid =
            BenchScenario.allCases.map(\.rawValue) + [
                "load", "micro", "quality", "url", "pixels", "keys", "query", "start", "all", "load-child",
            ]
        guard valid.contains(name) else {
            throw UsageError(
                "--scenario takes \(valid.filter { $0 != "load-child" }.joined(separator: ", ")), not '\(name)'")
        }
        let progress = ProgressLine(enabled: isatty(2) != 0)
        var results: [[String: Any]] = []
        var table: [String] = []
        var panels: [FramePlot.Panel] = []
        /// A scenario's report into the JSON and the table (after a blank line where `spaced`).
        func add(_ report: some BenchReport, spaced: Bool = false) {
            progress.clear()
            results.append(report.json)
            table += (spaced ? [""] : []) + report.tableRows
        }

        if name == "load-child", let rows {
            // One load measurement in a fresh process, so its peak RSS is its own.
            let r = try LoadBench.measureInThisProcess(rows: rows, path: path, size: size)
            try emit(r, json: true)
            return 0
        }
        let scenarios = name == "all" ? BenchScenario.allCases : BenchScenario(rawValue: name).map { [$0] } ?? []
        let scrollPath = scenarios.isEmpty ? path : try feed.path(progress: { progress.show($0) })
        for scenario in scenarios {
            var runner = ScenarioRunner(path: scrollPath, size: size, frames: frames, options: common.viewer)
            runner.speed = speed
            runner.colorMode = common.colorMode
            var modes: [String: ModeResult] = [:]
            for (mode, sync) in runs {
                runner.progress = { done, all in progress.show("\(scenario.rawValue) \(mode): frame \(done)/\(all)") }
                modes[mode] = try runner.run(scenario, sync: sync)
            }
            let report = ScenarioReport(
                scenario: scenario, feed: feed.label, size: size, async: modes["async"], sync: modes["sync"])
            results.append(report.json)
            table += report.tableRows
            if let a = modes["async"], let s = modes["sync"] {
                panels.append(
                    FramePlot.Panel(
                        title:
                            "\(scenario.rawValue): main-loop ms per frame, \(size.width)x\(size.height), \(a.targetFPS) fps",
                        async: a.frameCosts, sync: s.frameCosts, frameBudgetMs: 1000 / Double(a.targetFPS)))
            }
        }
        progress.clear()
        if let plotPath {
            guard !panels.isEmpty else { throw UsageError("--plot needs a scroll scenario run in both modes") }
            try Data(FramePlot(panels: panels).png()).write(to: URL(fileURLWithPath: plotPath))
        }
        if name == "url" {
            // Pictures by URL while the list moves: its own scenario, as it needs python3 for its server.
            var bench = URLBench(path: path, size: size, frames: frames, options: common.viewer)
            bench.speed = speed
            bench.modes = runs.map { ($0.mode, $0.sync) }
            bench.progress = { progress.show($0) }
            add(try bench.run())
        }
        if name == "pixels" {
            // The fling with thumbnails also sent as kitty graphics (through files, as to a kitty on this
            // machine, and in the escape, compressed, as to one at the other end of a link) and as
            // sixel (as to xterm, whose scrolls carry the pixels only up), to the byte counter, at an
            // assumed cell size counted as measured (the viewer places sixel only then), against
            // half-blocks alone, in one run: what pixels cost the main loop and the link.
            let cellPixels = cell ?? ImageQualityBench.defaultCell
            func options(_ graphics: GraphicsProtocol, terminal: String, transport: KittyTransport) -> ViewerOptions {
                var on = common.viewer
                on.pictures = GraphicsSetup(
                    graphics: graphics, route: .direct, cellSize: cellPixels, cellSizeMeasured: true,
                    colorRegisters: 256, terminal: terminal, reason: "bench --scenario pixels",
                    kittyTransport: transport)
                return on
            }
            let files = KittyPictureFiles.make()
            defer { files?.removeAll() }
            let local: KittyTransport = files.map { .file(directory: $0.directory) } ?? .inline(compressed: true)
            let flingPath = try feed.path(progress: { progress.show($0) })
            var pixelRuns: [String: ModeResult] = [:]
            let modes: [(String, ViewerOptions)] = [
                ("kitty", options(.kitty, terminal: "kitty(0.26.5)", transport: local)),
                ("kitty-direct", options(.kitty, terminal: "kitty(0.26.5)", transport: .inline(compressed: true))),
                ("sixel", options(.sixel, terminal: "XTerm(379)", transport: local)), ("off", common.viewer),
            ]
            for (label, options) in modes {
                var runner = ScenarioRunner(path: flingPath, size: size, frames: frames, options: options)
                runner.speed = speed
                runner.progress = { done, all in progress.show("pixels \(label): frame \(done)/\(all)") }
                pixelRuns[label] = try runner.run(.fling, sync: false)
            }
            progress.clear()
            let cellText = "\(cellPixels.width)x\(cellPixels.height) px"
            table += [
                "pixels: fling, async, thumbnails also as kitty graphics (files; kitty-direct: in the escape, "
                    + "deflated) and as sixel (xterm) (cells of \(cellText)) against half-blocks alone"
            ]
            for protocolName in ["kitty", "kitty-direct", "sixel"] {
                let report = ScenarioReport(
                    scenario: .fling, feed: feed.label, size: size, async: pixelRuns[protocolName],
                    sync: pixelRuns["off"], names: (protocolName, "off"))
                var json = report.json
                json["scenario"] = "pixels-\(protocolName)"
                results.append(json)
                table += report.tableRows
            }
            if let link {
                var bench = LinkBench(feedPath: flingPath, bytesPerSecond: link)
                bench.viewerPath = viewerPath
                bench.progress = { progress.show($0) }
                let linkResults = try bench.run()
                add(LinkReport(bench: bench, results: linkResults), spaced: true)
            }
        }
        if name == "keys" {
            // Key to screen from outside: this very executable as the viewer, in a pseudo-terminal, on
            // the demo feed (or FILE), with less on the same file beside it. Not part of `all`: it
            // runs other programs and takes about a minute.
            // --viewer: another build of burin (the one before a change, for a before/after in one run).
            let viewer = try viewerPath ?? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let feedFile = URL(fileURLWithPath: path).standardizedFileURL.path
            var bench = KeysBench(programs: KeysBench.standardPrograms(viewer: viewer, feed: feedFile), size: size)
            bench.presses = presses
            bench.progress = { progress.show($0) }
            add(try bench.run())
        }
        if name == "start" {
            // Spawn to a complete first screen, from outside, less beside it (see StartBench). Not part
            // of `all`: it starts other programs.
            let viewer = try viewerPath ?? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let feedFile = URL(fileURLWithPath: path).standardizedFileURL.path
            var bench = StartBench(programs: StartBench.standardPrograms(viewer: viewer, feed: feedFile), size: size)
            bench.progress = { progress.show($0) }
            add(try bench.run())
        }
        if name == "query" {
            // Filters, a sort and counts over 200,000 generated records (or FILE), jq on the same
            // file beside them. Not part of `all`: it runs jq, which takes several seconds.
            add(try QueryBench(path: common.path, progress: { progress.show($0) }).run())
        }
        if name == "micro" || name == "all" {
            add(try MicroBench(path: path, options: common.viewer, progress: { progress.show($0) }).run(), spaced: true)
        }
        if name == "micro" || name == "quality" || name == "all" {
            // --images: that folder's pictures alone; otherwise the thumbnails beside the data file
            // (wherever burin runs from) and the generated scenes.
            let cellPixels = cell ?? ImageQualityBench.defaultCell
            var quality: ImageQualityBench
            if let imageFolder {
                let images = ImageQualityBench.images(inFolder: imageFolder)
                guard !images.isEmpty else { throw UsageError("--images: no PNG or JPEG in \(imageFolder)") }
                quality = ImageQualityBench(
                    images: images, cell: cellPixels, temporary: try ImageQualityBench.workFolder())
            } else {
                let thumbnails = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("thumbs")
                    .path
                quality = try ImageQualityBench.standard(folder: thumbnails, cell: cellPixels)
            }
            quality.progress = { progress.show("quality: \($0)") }
            add(try quality.run(), spaced: true)
        }
        if name == "load" || name == "all" {
            add(try LoadBench(size: size, progress: { progress.show($0) }).run(), spaced: true)
        }
        if json {
            try emit(results.count == 1 ? results[0] : results, json: true)
        } else {
            // Rows may name pictures (`--images DIR`): sanitised like every other line burin writes.
            let scrolled = !scenarios.isEmpty || name == "pixels"
            let colours = common.colorMode.map { ", --color \($0.rawValue)" } ?? ""
            let lines = (scrolled ? ["feed: " + feed.label + colours, ScenarioReport.tableHeader] : []) + table
            try StandardStreams.output(Array(lines.map { Sanitizer.printable($0) + "\n" }.joined().utf8))
        }
        return 0
    }

    private static func emit(_ value: Any, json: Bool) throws {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
        try StandardStreams.output(Array(data) + Array("\n".utf8))
    }
}

/// `--cell WxH`: a terminal cell in pixels.
private func parseCellPixels(_ text: String) throws(UsageError) -> PixelSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (2...256).contains(w), (2...256).contains(h)
    else { throw UsageError("--cell takes WxH in pixels, such as 9x18 (2-256 each)") }
    return PixelSize(width: w, height: h)
}

/// A one-line progress report on stderr, rewritten in place; silent when stderr is not a terminal.
struct ProgressLine {
    let enabled: Bool

    /// Shows `text` (sanitised: it may name a picture) after clearing the line.
    func show(_ text: String) {
        guard enabled else { return }
        _ = StandardStreams.write(Array(("\r\u{1B}[K" + Sanitizer.printable(text)).utf8), to: 2)
    }

    func clear() {
        guard enabled else { return }
        _ = StandardStreams.write(Array("\r\u{1B}[K".utf8), to: 2)
    }
}
