import BurinCore
public import Foundation

/// A terminal emulator running on an `X11Display`: found on screen by its window title, screenshot,
/// and stopped by `stop()` (also on deinit; stopping the display ends it too).
public final class X11Terminal: Sendable {
    /// The screen when a wait ended, and whether it was the screen waited for.
    public struct Observation: Sendable {
        public var image: RGBImage
        public var grid: TerminalCellGrid
        public var satisfied: Bool
        public var elapsed: Duration
    }

    public let display: X11Display
    public let emulator: TerminalEmulator
    /// The grid the window is expected to show, in cells: what it was launched with, until `resized`.
    public var columns: Int { size.withLock { $0.columns } }
    public var rows: Int { size.withLock { $0.rows } }
    private let size: Locked<(columns: Int, rows: Int)>
    /// The window's title, unique per launch; the emulator is told not to let the program change it.
    public let title: String
    /// The emulator's process id.
    public let processID: pid_t
    /// Where the emulator's own output goes, for messages when it fails.
    public let log: String

    init(
        display: X11Display, emulator: TerminalEmulator, columns: Int, rows: Int, title: String, processID: pid_t,
        log: String
    ) {
        self.display = display
        self.emulator = emulator
        size = Locked((columns, rows))
        self.title = title
        self.processID = processID
        self.log = log
    }

    deinit {
        stop()
    }

    /// Ends the emulator (and so the program in it). Safe to call more than once.
    public func stop() {
        X11Shell.stop(processID)
    }

    /// The window was asked to become `columns` x `rows` cells (kitty's remote control can resize it):
    /// waits look for that grid from now on.
    public func resized(columns: Int, rows: Int) {
        size.withLock { $0 = (columns, rows) }
    }

    /// Whether the emulator is still running; it ends when its program does.
    public var isRunning: Bool { X11Shell.isRunning(processID) }

    /// Waits until the window is on screen at its size and returns its cell grid.
    public func waitForWindow(timeout: Duration = .seconds(20)) throws -> TerminalCellGrid {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if let window = try display.windowGeometry(named: title),
                let grid = TerminalCellGrid(window: window, columns: columns, rows: rows)
            {
                return grid
            }
            guard isRunning else { throw X11Error("\(emulator) ended before its window showed: \(logTail())") }
            guard clock.now < deadline else {
                throw X11Error("no window of \(emulator) within \(timeout): \(logTail())")
            }
            usleep(50_000)
        }
    }

    /// Takes screenshots every `interval` until `condition` holds for one or `timeout` passes, so a test
    /// waits only as long as the program needs to draw. The condition sees the whole screen and the grid.
    public func waitForScreenshot(
        timeout: Duration = .seconds(20), interval: Duration = .milliseconds(200),
        until condition: (RGBImage, TerminalCellGrid) -> Bool
    ) throws -> Observation {
        let clock = ContinuousClock()
        let start = clock.now
        let grid = try waitForWindow(timeout: timeout)
        while true {
            let image = try display.screenshot()
            let elapsed = clock.now - start
            if condition(image, grid) {
                return Observation(image: image, grid: grid, satisfied: true, elapsed: elapsed)
            }
            if elapsed >= timeout || !isRunning {
                return Observation(image: image, grid: grid, satisfied: false, elapsed: elapsed)
            }
            let parts = interval.components
            Thread.sleep(forTimeInterval: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
        }
    }

    /// The last of what the emulator printed, for error messages.
    public func logTail() -> String {
        String(((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").suffix(1_000))
    }
}
