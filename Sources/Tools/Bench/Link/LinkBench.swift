public import BurinCore
import BurinListViewer
import BurinPictures
import BurinSnapshot
import BurinTerminal
import BurinTestSupport
import FeedData
import Foundation
import MerchantFeed

/// `burin bench --scenario pixels --link BYTES_PER_S`: the real viewer in a pseudo-terminal drained
/// at that many bytes a second, as a thin ssh line drains it, with a scripted terminal that answers
/// as kitty (or, for sixel, as `xterm -ti vt340`) would. After the first screen settles, `j` is
/// pressed `presses` times at a key-repeat pace; the settle time is from the last key's write to
/// the last byte of output that followed it. Then the screen the terminal shows (read from the bytes
/// by `VirtualTerminal`) is checked against the same viewer on a headless screen given the same keys:
/// every whole thumbnail slot on screen must show a picture.
public struct LinkBench {
    public var feedPath: String
    public var bytesPerSecond: Int
    public var size = CellSize(width: 100, height: 30)
    public var presses = 50
    /// 25 keys a second: a key held down.
    public var keyInterval = Duration.milliseconds(40)
    /// Output quiet this long after the keys means the screen has settled (not counted in the time).
    public var quiet = Duration.milliseconds(800)
    public var progress: (String) -> Void = { _ in }
    /// The burin executable to run (nil: this one): the build before a change, in this bench.
    public var viewerPath: String?

    public init(feedPath: String, bytesPerSecond: Int) {
        self.feedPath = feedPath
        self.bytesPerSecond = bytesPerSecond
    }

    /// One `--pixels` mode's run.
    public struct Result: Sendable {
        public var pixels: String
        /// Bytes the viewer sent from the first key to the settled screen.
        public var bytes: Int
        /// From the last key's write to the last byte of output after it, seconds.
        public var settleSeconds: Double
        /// Bytes read after the last key's write.
        public var bytesAfterLastKey: Int
        /// From the last key's write to the last change of the screen's text, seconds: when the
        /// screen showed where the list had come to (its pictures may come after).
        public var textSeconds: Double
        /// Whole thumbnail slots on the settled screen (nil: its text was not found among the
        /// headless viewer's screens), and those showing a picture.
        public var slots: Int?
        public var slotsWithPictures: Int
        /// Whether output stopped within the run's time limit.
        public var settled: Bool
        /// What the bytes after the last key were.
        public var afterLastKey = LinkOutputBreakdown()
    }

    public func run(pixels modes: [String] = ["off", "kitty", "sixel"]) throws -> [Result] {
        try modes.map { try run(pixels: $0) }
    }

    func run(pixels mode: String) throws -> Result {
        let persona: TerminalPersona = mode == "sixel" ? .xtermSixel : .kitty
        let terminal = try ScriptedTerminal(
            executable: try viewerPath ?? Self.executablePath(), arguments: [feedPath, "--pixels", mode],
            environment: PseudoTerminal.environment(), size: size, persona: persona,
            drainBytesPerSecond: bytesPerSecond)
        defer { terminal.pty.terminate() }
        progress("link \(mode): first screen through \(bytesPerSecond / 1000) kB/s")
        let status = { (screen: VirtualTerminal) in screen.line(screen.size.height - 1) }
        guard try terminal.run(timeout: .seconds(60), until: { status($0).contains("TOP") }) else {
            throw LinkBenchError.noFirstScreen(mode, status(terminal.screen))
        }
        _ = try settle(terminal, limit: .seconds(60))

        let before = terminal.bytesRead
        terminal.keepsOutput = true
        progress("link \(mode): \(presses) presses of j")
        var lastKey = ContinuousClock.now
        var keyBytes = terminal.bytesRead
        for _ in 0..<presses {
            lastKey = try terminal.pty.write(Array("j".utf8))
            keyBytes = terminal.bytesRead
            try terminal.run(timeout: keyInterval)
        }
        let settled = try settle(terminal, limit: .seconds(30))
        let end = terminal.lastOutput.map { max(.zero, $0 - lastKey) } ?? .zero
        let text = terminal.lastTextChange.map { max(.zero, $0 - lastKey) } ?? .zero
        let slots = try Self.slots(feed: feedPath, size: size, pixels: mode, persona: persona, showing: terminal.screen)
        let shown = slots?.filter { terminal.screen.showsPicture(covering: $0) }.count ?? 0
        let shownImages = Set(terminal.screen.kittyPlacements.keys.map { String($0.prefix { $0 != "/" }) })
        let breakdown = LinkOutputBreakdown(terminal.output[(keyBytes - before)...], shownImages: shownImages)
        try terminal.type("q")
        _ = terminal.waitForExit(timeout: .seconds(5))
        return Result(
            pixels: mode, bytes: terminal.bytesRead - before, settleSeconds: end.seconds,
            bytesAfterLastKey: terminal.bytesRead - keyBytes, textSeconds: text.seconds, slots: slots?.count,
            slotsWithPictures: shown, settled: settled, afterLastKey: breakdown)
    }

    /// Reads until the output has been quiet for `quiet`; false when it never was within `limit`.
    private func settle(_ terminal: ScriptedTerminal, limit: Duration) throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let seen = terminal.bytesRead
            try terminal.run(timeout: quiet)
            if terminal.bytesRead == seen { return true }
        }
        return false
    }

    /// The whole thumbnail slots on `screen`: the same viewer on a headless screen, with the pictures
    /// the terminal's answers turn on, is moved a line at a time until it shows the same text (the
    /// real viewer's key repeat moves it faster than a line a key); nil when it never does.
    static func slots(
        feed path: String, size: CellSize, pixels: String, persona: TerminalPersona, showing screen: VirtualTerminal
    ) throws -> [CellRect]? {
        guard pixels != "off", let cell = persona.cellSize else { return [] }
        var options = ViewerOptions()
        options.execution = .stepped(drawsPerFrame: 100)
        options.pictures = GraphicsSetup(
            graphics: pixels == "sixel" ? .sixel : .kitty, route: .direct, cellSize: cell, cellSizeMeasured: true,
            colorRegisters: 256, terminal: persona.version, reason: "bench --link")
        let headless = HeadlessScreen(size: size)
        let feed = try FeedSource(path: path)
        feed.waitUntilIndexed()
        let clock = ManualClock()
        let viewer = FeedViewer(screen: headless, feed: feed, options: options, clock: clock)
        defer { viewer.shutdown() }
        let wanted = screen.lines.dropLast().map { Self.trimmed($0) }
        let writer = TextSnapshotWriter()
        for _ in 0..<2_000 {
            viewer.step(events: [])
            for _ in 0..<200 where !viewer.isSettled {
                clock.advance(by: .milliseconds(16))
                viewer.step(events: [])
            }
            let shown = writer.render(headless.frame).split(separator: "\n", omittingEmptySubsequences: false)
            if Array(shown.prefix(size.height - 1).map { Self.trimmed(String($0)) }) == Array(wanted) { break }
            // A second between keys: no key repeat, a line a key.
            clock.advance(by: .seconds(1))
            let before = viewer.pipeline.position
            viewer.step(events: [.key(.character("j"))])
            if viewer.pipeline.position == before { return nil }
        }
        var slots: [CellRect] = []
        for row in viewer.lastFrame?.rows ?? [] {
            guard case .drawing(let drawing) = row.display else { continue }
            for picture in drawing.bitmap.pictures {
                let rect = CellRect(
                    x: picture.rect.minX, y: row.top + picture.rect.minY, width: picture.rect.size.width,
                    height: picture.rect.size.height)
                // Whole slots inside the list (sixel is never drawn on the screen's last line).
                if rect.minY >= 0, rect.maxY <= size.height - 2 { slots.append(rect) }
            }
        }
        return slots
    }

    /// A line's text without its blanks and block elements: the screen writes a half-block pair as
    /// `▀`, `▄` or a space, whichever its colours need, so only the text is compared.
    private static func trimmed(_ line: String) -> String {
        String(line.unicodeScalars.filter { $0 != " " && !(0x2580...0x259F).contains($0.value) })
    }

    /// The running executable (the bench drives its own viewer).
    static func executablePath() throws -> String {
        let path = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return path
    }
}

/// The link bench could not run.
public enum LinkBenchError: Error, CustomStringConvertible {
    case noFirstScreen(String, String)

    public var description: String {
        switch self {
        case .noFirstScreen(let mode, let status):
            "link bench (--pixels \(mode)): the viewer showed no first screen (status bar: '\(status)')"
        }
    }
}
