import BurinCore
import BurinListViewer
import BurinRaster
import BurinRemoteImages
import BurinTerminal
import BurinTestSupport
import Testing

/// Random schedules of pictures by URL arriving late, out of order, failing, for rows that scroll
/// away and come back or change their picture, through the real list viewer, pipeline, drawer and
/// fetch store (a manual transport decides when and how each fetch ends; the store's queue, memory and
/// remembered URLs are tiny, so drops and forgetting happen too). After every frame: the display
/// invariant holds, and every row's picture cells show its own picture, its placeholder, or (for a
/// picture that failed) its fallback, never another row's picture. After settling: every row on
/// screen shows exactly its picture, or its fallback if that failed; none is left a placeholder.
@Suite struct RemoteImagePropertyTests {
    enum Outcome: CaseIterable {
        case picture, notFound, reset, timeout, garbage, corrupt

        var fails: Bool { self != .picture }
    }

    enum Step: CustomStringConvertible {
        case frame
        case scroll(Int)
        case jump(Int)
        /// Ends `count` running fetches, each picked at random, with their outcomes.
        case complete(count: Int, seed: UInt64)
        /// Gives the row at this position another picture (its item was read again).
        case replace(Int)

        var description: String {
            switch self {
            case .frame: "frame"
            case .scroll(let n): "scroll(\(n))"
            case .jump(let i): "jump(\(i))"
            case .complete(let c, let s): "complete(\(c), seed: \(s))"
            case .replace(let i): "replace(\(i))"
            }
        }
    }

    struct Schedule {
        var rows: Int
        var viewport: Int
        var drawsPerFrame: Int
        var sync: Bool
        var concurrent: Int
        var queued: Int
        var remembered: Int
        var outcomeSeed: UInt64
        var steps: [Step]
    }

    static let maximumAddresses = 200

    /// The colour of picture `k`: distinct for every k below 200 (37 and 11 are prime to 200), and
    /// from the failure, placeholder and card colours (blue is full).
    static func color(_ k: Int) -> RGBA { RGBA(UInt8(20 + k * 37 % 200), UInt8(20 + k * 11 % 200), 255) }

    /// The encoded pictures, made once for every schedule.
    static let pictures: [[UInt8]] = (0..<maximumAddresses).map { k in
        (try? PNGCodec.encode(PixelCanvas(width: 8, height: 8, fill: color(k)))) ?? []
    }

    static func makeSchedule(seed: UInt64) -> Schedule {
        var rng = SplitMix64(seed: seed)
        let rows = rng.int(1...40)
        let viewport = rng.int(1...8)
        var steps: [Step] = []
        for _ in 0..<rng.int(8...36) {
            switch rng.int(0...99) {
            case 0..<34: steps.append(.frame)
            case 34..<50: steps.append(.scroll(rng.int(-6...6)))
            case 50..<56: steps.append(.jump(rng.int(0...(rows - 1))))
            case 56..<90: steps.append(.complete(count: rng.int(1...4), seed: rng.next()))
            default: steps.append(.replace(rng.int(0...(rows - 1))))
            }
        }
        return Schedule(
            rows: rows, viewport: viewport, drawsPerFrame: rng.int(1...4), sync: rng.percent(20),
            concurrent: rng.int(1...3), queued: rng.int(1...6), remembered: rng.int(12...40), outcomeSeed: rng.next(),
            steps: steps)
    }

    /// One schedule's world: the viewer, its app and the pictures' fates.
    final class World {
        let transport = ManualHTTPTransport()
        let app: PictureListApp
        let viewer: ListViewer<PictureListApp>
        let clock = ManualClock()
        let viewport: Int
        var outcomes: [Outcome] = []
        /// Every address each row has had.
        var history: [[Int]]
        var outcomeRng: SplitMix64

        init(_ schedule: Schedule) {
            outcomeRng = SplitMix64(seed: schedule.outcomeSeed)
            viewport = schedule.viewport
            let limits = RemoteImageLimits(
                maxConcurrentRequests: schedule.concurrent, maxQueuedRequests: schedule.queued, maxImageBytes: 512,
                memoryBytes: 512, rememberedURLs: schedule.remembered)
            let transport = self.transport
            let supply = RemoteImageSupply(limits: limits, cacheDirectory: nil, transport: { transport })
            history = (0..<schedule.rows).map { [$0] }
            for _ in 0..<schedule.rows { outcomes.append(Self.drawOutcome(&outcomeRng)) }
            app = PictureListApp(addresses: (0..<schedule.rows).map(Self.address), supply: supply)
            var options = ListOptions()
            options.execution = .stepped(drawsPerFrame: schedule.drawsPerFrame)
            options.pipeline.forceSync = schedule.sync
            let screen = HeadlessScreen(size: CellSize(width: 8, height: schedule.viewport + 1), colorMode: .direct)
            viewer = ListViewer(screen: screen, app: app, options: options, clock: clock)
        }

        static func address(_ k: Int) -> String { "https://pictures.test/\(k).png" }

        static func drawOutcome(_ rng: inout SplitMix64) -> Outcome {
            switch rng.int(0...99) {
            case 0..<60: .picture
            case 60..<70: .notFound
            case 70..<78: .reset
            case 78..<85: .timeout
            case 85..<92: .garbage
            default: .corrupt
            }
        }

        func step() -> ListViewer<PictureListApp>.Frame? {
            viewer.step(events: [])
            clock.advance(by: .seconds(1) / 60)
            return viewer.lastFrame
        }

        /// Ends the running fetch of picture `k` as fate says.
        func complete(_ fetch: HTTPFetch) {
            guard let k = Int(fetch.url.dropFirst("https://pictures.test/".count).dropLast(".png".count)) else {
                return
            }
            let result: Result<[UInt8], RemoteImageFailure> =
                switch outcomes[k] {
                case .picture: .success(RemoteImagePropertyTests.pictures[k])
                case .notFound: .failure(.httpStatus(404))
                case .reset: .failure(.reset)
                case .timeout: .failure(.timeout)
                case .garbage: .success(Array("<html>not a picture</html>".utf8))
                case .corrupt: .success([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4])
                }
            transport.complete(id: fetch.id, with: result)
        }

        func replace(_ position: Int) -> Bool {
            let k = outcomes.count
            guard k < RemoteImagePropertyTests.maximumAddresses else { return false }
            outcomes.append(Self.drawOutcome(&outcomeRng))
            history[position].append(k)
            app.items.addresses[position] = Self.address(k)
            app.replacedPositions.append(position)
            return true
        }

        /// The colour in the picture cells of a visible row, if one of its lines is on screen.
        func pictureColor(of row: VisibleRow<Int, Never>) -> RGBA? {
            let lines = (row.top..<(row.top + min(2, row.height))).filter { (0..<viewport).contains($0) }
            guard let y = lines.first else { return nil }
            return viewer.grid[2, y].background.rgba
        }

        /// Whether `color` is one a drawing of `position` may show.
        func mayShow(_ color: RGBA, at position: Int) -> Bool {
            if color == PictureListApp.placeholder { return true }
            let mine = history[position]
            if color == PictureListApp.failure { return mine.contains { outcomes[$0].fails } }
            return mine.contains { RemoteImagePropertyTests.color($0) == color && !outcomes[$0].fails }
        }

        func expected(at position: Int) -> RGBA {
            let k = history[position].last ?? position
            return outcomes[k].fails ? PictureListApp.failure : RemoteImagePropertyTests.color(k)
        }
    }

    /// Runs `schedule`; returns the first violation, or nil.
    static func run(_ schedule: Schedule) -> String? {
        let world = World(schedule)
        defer { world.viewer.shutdown() }
        var invariant = DisplayInvariant()
        func check(_ label: String) -> String? {
            guard let frame = world.step() else { return "\(label): no frame" }
            var problems = invariant.check(frame) { world.viewer.model.version(of: $0) }
            for row in frame.rows {
                guard case .drawing = row.display, let color = world.pictureColor(of: row) else { continue }
                if !world.mayShow(color, at: row.index) {
                    problems.append(
                        "row \(row.index) shows \(color), not its own picture (\(world.history[row.index]))")
                }
            }
            return problems.isEmpty ? nil : "\(label): " + problems.joined(separator: "; ")
        }

        let viewport = schedule.viewport
        for (n, step) in schedule.steps.enumerated() {
            switch step {
            case .frame:
                if let failure = check("step \(n)") { return failure }
            case .scroll(let lines): world.viewer.pipeline.scroll(by: lines, viewportHeight: viewport)
            case .jump(let index): world.viewer.pipeline.jump(toIndex: index, viewportHeight: viewport)
            case .complete(let count, let seed):
                var rng = SplitMix64(seed: seed)
                for _ in 0..<count {
                    let running = world.transport.running
                    guard !running.isEmpty else { break }
                    world.complete(rng.pick(running))
                }
            case .replace(let position):
                _ = world.replace(position)
            }
        }

        // Every fetch ends (the manual transport finishes what the store starts) and the screen settles.
        var settled = false
        for round in 0..<400 {
            for fetch in world.transport.running { world.complete(fetch) }
            if let failure = check("settling, frame \(round)") { return failure }
            if world.viewer.isSettled && world.transport.running.isEmpty {
                settled = true
                break
            }
        }
        guard settled, let frame = world.viewer.lastFrame else { return "did not settle within 400 frames" }
        for row in frame.rows where row.top >= 0 && row.top + row.height <= viewport {
            guard case .drawing = row.display else { return "after settling, row \(row.index) is a placeholder" }
            let shown = world.pictureColor(of: row)
            let expected = world.expected(at: row.index)
            if shown != expected {
                return "after settling, row \(row.index) shows \(shown.map { "\($0)" } ?? "nothing"), not \(expected)"
            }
        }
        return nil
    }

    /// Removes steps one at a time while the schedule still fails.
    static func shrink(_ schedule: Schedule) -> Schedule {
        var best = schedule
        var progress = true
        while progress {
            progress = false
            for i in best.steps.indices.reversed() {
                var candidate = best
                candidate.steps.remove(at: i)
                if run(candidate) != nil {
                    best = candidate
                    progress = true
                }
            }
        }
        return best
    }

    @Test func tenThousandSchedulesOfArrivingPicturesNeverShowAnotherRowsPicture() {
        let base: UInt64 = 0x1A7E_0001
        for n in 0..<10_000 {
            let seed = base &+ UInt64(n)
            let schedule = Self.makeSchedule(seed: seed)
            if let failure = Self.run(schedule) {
                let shrunk = Self.shrink(schedule)
                Issue.record(
                    """
                    seed \(seed) failed: \(failure)
                    shrunk schedule (rows \(shrunk.rows), viewport \(shrunk.viewport), draws \(shrunk.drawsPerFrame), \
                    sync \(shrunk.sync), concurrent \(shrunk.concurrent), queued \(shrunk.queued), \
                    remembered \(shrunk.remembered)): \(shrunk.steps.map(\.description).joined(separator: ", "))
                    fails with: \(Self.run(shrunk) ?? "?")
                    """)
                return
            }
        }
    }
}
