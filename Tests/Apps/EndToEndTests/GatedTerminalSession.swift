import BurinCore
import BurinPictures
import BurinQuality
import BurinRaster
import BurinTestSupport
import Foundation
import Testing

/// burin on the demo feed in a real terminal under Xvfb, started by a script that waits at gates, so a
/// test sees each stage whatever the terminal's window looks like around its cells:
/// 1. the script paints two marker cells, and the test finds the grid from them (toolbars and padding
///    included) and presses Enter;
/// 2. the script clears the screen, writes one line and waits: the test takes the screen burin must
///    give back, and presses Enter;
/// 3. burin runs (its process id in a file); when it ends the script writes its exit status and the
///    terminal modes from before and after it, and waits again, so the screen it left can be taken.
///
/// Keys reach the terminal as X key events (xdotool, through XTEST). burin's written bytes
/// (`/proc/PID/io`) tell when it has answered a key and stopped writing. The same viewer on a headless
/// screen (`HeadlessMirror`) says where each thumbnail slot is and which photo it shows.
final class GatedTerminalSession {
    let columns: Int
    let rows: Int
    let emulatorName: String
    let terminal: X11Terminal
    let grid: TerminalCellGrid
    let mirror: HeadlessMirror
    /// The screen before burin started: what `q` must leave.
    let before: RGBImage
    private let files: TemporaryDirectory

    /// Starts `emulator` and waits until its grid is found and the screen before burin is taken.
    /// `environment` is added for the emulator and burin.
    init(
        display: X11Display, emulator: TerminalEmulator, name: String, columns: Int = 100, rows: Int = 30,
        arguments: [String] = [], environment: [String: String] = [:]
    ) throws {
        self.columns = columns
        self.rows = rows
        emulatorName = name
        files = try TemporaryDirectory()
        _ = try files.write(TerminalCellGrid.markerEscapes(columns: columns, rows: rows), to: "markers")
        let burin = ([try BurinBinary.path(), BurinBinary.demoFeed] + arguments).map(ViewerSession.quoted)
        let script = """
            cd \(ViewerSession.quoted(files.path)) || exit 1
            stty -echo
            cat markers
            read -r _
            printf '\\033[?25h\\033[2J\\033[1;1H%s\\n' 'the shell before burin'
            read -r _
            stty echo
            stty -g > modes-before
            /bin/sh -c 'echo $$ > burin.pid; exec "$@"' sh \(burin.joined(separator: " "))
            echo $? > status.tmp && mv status.tmp status
            stty -g > modes-after
            read -r _
            """
        let path = try files.write(script, to: "session.sh")
        // A home of its own: the terminals write settings, caches and logs there (Konsole its window
        // state, mlterm each sixel picture it showed), and burin its cache.
        var home: [String: String] = ["HOME": files.file("home")]
        for (variable, folder) in [
            ("XDG_CONFIG_HOME", "home/config"), ("XDG_DATA_HOME", "home/data"), ("XDG_CACHE_HOME", "home/cache"),
            ("XDG_RUNTIME_DIR", "home/runtime"),
        ] {
            try FileManager.default.createDirectory(
                atPath: files.file(folder), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            home[variable] = files.file(folder)
        }
        terminal = try display.launch(
            emulator, columns: columns, rows: rows, command: ["/bin/sh", path],
            environment: home.merging(environment) { $1 })

        // Gate 1: the grid, from the marker cells (a terminal on software rendering starting on a
        // loaded machine can take a while).
        var found: TerminalCellGrid?
        _ = try Self.poll(terminal, timeout: .seconds(60)) { image in
            found = TerminalCellGrid(markedIn: image, columns: columns, rows: rows)
            return found != nil
        }
        guard let grid = found else {
            terminal.stop()
            throw X11Error("no marker cells of \(name) within 60 s: \(terminal.logTail())")
        }
        self.grid = grid
        mirror = try HeadlessMirror(columns: columns, rows: rows)
        // With no window manager the keyboard follows the pointer: into the cells.
        try Self.xdotool(
            ["mousemove", "\(grid.originX + grid.pixelWidth / 2)", "\(grid.originY + grid.pixelHeight / 2)"],
            on: display)
        try Self.xdotool(["key", "Return"], on: display)

        // Gate 2: the shell's screen, once the markers are gone and two screenshots agree.
        var previous: RGBImage?
        let corner = grid.rect(column: 0, row: 0)
        let seen = try Self.poll(terminal, timeout: .seconds(30)) { image in
            defer { previous = image }
            return image[corner.x, corner.y] != TerminalCellGrid.markerColour && previous == image
        }
        guard seen.satisfied else {
            terminal.stop()
            throw X11Error("\(name) did not clear its markers: \(terminal.logTail())")
        }
        before = seen.image
        try save(before, as: "before")
    }

    deinit {
        terminal.stop()
        files.remove()
    }

    /// Starts burin (gate 2) and returns its screen once it has stopped writing, two screenshots in a
    /// row agree, its status bar is drawn and every whole thumbnail slot shows its own photo (SSIM on
    /// luma above 0.9), or after `timeout` the last screen, for the expectations to report.
    /// With `photos` false, only until it has stopped writing and drawn its status bar (a terminal with
    /// no picture protocol shows half blocks, which are no photo to compare).
    func startBurin(photos: Bool = true, timeout: Duration = .seconds(60)) throws -> (image: RGBImage, settled: Bool) {
        try xdotool(["key", "Return"])
        let statusRow = grid.rect(column: 0, row: rows - 1)
        let wanted = slots
        var previous: (RGBImage, Int?)?
        let seen = try Self.poll(terminal, timeout: timeout) { image in
            let written = writtenBytes()
            defer { previous = (image, written) }
            guard let previous, written != nil, previous.1 == written, previous.0 == image else { return false }
            let status = image.cropped(x: statusRow.x, y: statusRow.y, width: grid.pixelWidth, height: statusRow.height)
            let blank = before.cropped(x: statusRow.x, y: statusRow.y, width: grid.pixelWidth, height: statusRow.height)
            return status != blank && (!photos || wanted.allSatisfy { similarity(image, $0) > 0.9 })
        }
        try save(seen.image, as: "settled")
        return (seen.image, seen.satisfied)
    }

    /// Every whole slot on screen and how like its own photo it shows (SSIM on luma, 0...1).
    func photoScores(in image: RGBImage) -> [(slot: HeadlessMirror.Slot, score: Double)] {
        slots.map {
            ($0, similarity(image, $0))
        }
    }

    /// The whole thumbnail slots on screen, as the headless mirror lays them out.
    var slots: [HeadlessMirror.Slot] { mirror.slots(cell: PixelSize(width: grid.cellWidth, height: grid.cellHeight)) }

    /// The columns the whole thumbnail slots on screen cover, and the column either side of each
    /// (font-drawn terminals may spill a glyph's pixel into its neighbour: mlterm does).
    func thumbnailColumns() -> (covered: Set<Int>, beside: Set<Int>) {
        var covered = Set<Int>()
        var beside = Set<Int>()
        for slot in slots {
            let columns = Int(slot.rect.x.rounded(.down))..<Int((slot.rect.x + slot.rect.width).rounded(.up))
            covered.formUnion(columns)
            beside.formUnion([columns.lowerBound - 1, columns.upperBound])
        }
        return (covered, beside.subtracting(covered))
    }

    /// Presses `key` (an xdotool key name: `ctrl+l`) and returns the screen once burin has written at
    /// least `bytes` more and then stopped, and two screenshots in a row agree and match `expected`
    /// (cells within the tolerance of `differingCells`; any screen when nil). A screen that stays the
    /// same for `stillFor` without matching is returned as it is, as is the last one after `timeout`.
    func press(
        _ key: String, thenExpect expected: RGBImage?, writtenAtLeast bytes: Int = 1,
        stillFor: Duration = .seconds(4), timeout: Duration = .seconds(30)
    ) throws -> (image: RGBImage, matched: Bool) {
        let start = writtenBytes() ?? 0
        try xdotool(["key", key])
        let clock = ContinuousClock()
        var previous: (RGBImage, Int?)?
        var stillSince: ContinuousClock.Instant?
        var matched = false
        let seen = try Self.poll(terminal, timeout: timeout) { image in
            let written = writtenBytes()
            defer { previous = (image, written) }
            guard let written, written - start >= bytes, let previous, previous.1 == written, previous.0 == image
            else {
                stillSince = nil
                return false
            }
            matched = expected.map { image.differingCells(from: $0, in: grid).isEmpty } ?? true
            let since = stillSince ?? clock.now
            stillSince = since
            return matched || clock.now - since >= stillFor
        }
        return (seen.image, matched && seen.satisfied)
    }

    /// Presses Ctrl-L and records an issue unless burin writes the whole screen again (at least a byte
    /// for every other cell) and it shows `expected` (`what` names it in the issue), outside
    /// `ignoredColumns`. With `photosByLikeness`, each whole slot's photo need only still show its own
    /// photo (as `startBurin` asks): a picture's colours follow the link's rate as last measured
    /// (`SixelPalette`, `KittyPalette`), and a terminal slowed by a busy machine may have measured
    /// slow between the first screen and the repaint. Every pixel around the photos is still compared.
    func expectCtrlLRepaints(
        _ expected: RGBImage, _ what: String, ignoredColumns: Set<Int> = [], photosByLikeness: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let repaint = try press("ctrl+l", thenExpect: expected, writtenAtLeast: columns * rows / 2)
        guard !repaint.matched else { return }
        let photos = photosByLikeness ? slots : []
        let cells = repaint.image.differingCells(
            from: expected, in: grid, excluding: photos.map { grid.rect(of: $0.rect) }
        )
        .filter { !ignoredColumns.contains($0.0) }
        let unlike = photos.map { ($0.rect, similarity(repaint.image, $0)) }.filter { $0.1 <= 0.9 }
        guard !cells.isEmpty || !unlike.isEmpty else { return }
        let path = try save(repaint.image, as: "after-ctrl-l")
        let photosNote = unlike.isEmpty ? "" : "; slots no longer showing their photo (SSIM): \(unlike)"
        Issue.record(
            "\(emulatorName): after Ctrl-L \(cells.count) cells differ from \(what) (\(path)): \(cells.prefix(16))\(photosNote)",
            sourceLocation: sourceLocation)
    }

    /// What the script recorded when burin ended: its exit status and the terminal modes (`stty -g`)
    /// from before and after it. Nil while burin runs (waits up to `timeout` for it to end).
    func ending(timeout: Duration = .seconds(15)) -> (status: Int32, modesBefore: String, modesAfter: String)? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let status = read("status").flatMap(Int32.init), let after = read("modes-after"), !after.isEmpty {
                return (status, read("modes-before") ?? "", after)
            }
            usleep(50_000)
        }
        return nil
    }

    /// Waits for a screen equal to `expected` (cells within tolerance) after burin ended, or returns
    /// the last screen after `timeout`.
    func screen(matching expected: RGBImage, timeout: Duration = .seconds(10)) throws -> (
        image: RGBImage, matched: Bool
    ) {
        let seen = try Self.poll(terminal, timeout: timeout) { $0.differingCells(from: expected, in: grid).isEmpty }
        return (seen.image, seen.satisfied)
    }

    /// Types `text` (printable characters) into the terminal.
    func type(_ text: String) throws {
        try xdotool(["type", "--delay", "40", "--", text])
    }

    /// Ends the script's last wait, so the terminal closes with it; waits up to `timeout` for that.
    func finish(timeout: Duration = .seconds(10)) throws {
        try xdotool(["key", "Return"])
        let deadline = ContinuousClock.now + timeout
        while terminal.isRunning, ContinuousClock.now < deadline { usleep(50_000) }
    }

    /// Writes the grid of `image` to `.build/screenshots/<emulator>-<what>.png`; returns the path.
    @discardableResult
    func save(_ image: RGBImage, as what: String) throws -> String {
        let path = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots/\(emulatorName)-\(what).png").path
        try ImageMagick.writePNG(image.grid(grid), to: path)
        return path
    }

    /// How many bytes burin has written so far, or nil before it started or after it ended.
    func writtenBytes() -> Int? {
        guard let pid = read("burin.pid"), !pid.isEmpty,
            let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
            let line = io.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") })
        else { return nil }
        return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces))
    }

    private func read(_ name: String) -> String? {
        (try? String(contentsOfFile: files.file(name), encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// SSIM on luma of the screenshot's pixels of `slot` and the slot's photo.
    private func similarity(_ image: RGBImage, _ slot: HeadlessMirror.Slot) -> Double {
        let rect = grid.rect(of: slot.rect)
        let part = image.cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        var canvas = PixelCanvas(width: part.width, height: part.height)
        for y in 0..<part.height {
            for x in 0..<part.width { canvas[x, y] = RGBA(part[x, y].r, part[x, y].g, part[x, y].b) }
        }
        return StructuralSimilarity.luma(canvas, slot.picture) ?? 0
    }

    private func xdotool(_ arguments: [String]) throws {
        try Self.xdotool(arguments, on: terminal.display)
    }

    private static func xdotool(_ arguments: [String], on display: X11Display) throws {
        let outcome = try TmuxChildProcess.run(
            "/usr/bin/xdotool", arguments, environment: display.environment, timeout: .seconds(10))
        guard outcome.status == 0 else { throw X11Error("xdotool \(arguments) failed: \(outcome.standardError)") }
    }

    /// Screenshots every 250 ms until `condition` holds, `timeout` passes or the terminal ends.
    private static func poll(_ terminal: X11Terminal, timeout: Duration, until condition: (RGBImage) -> Bool) throws
        -> (image: RGBImage, satisfied: Bool)
    {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let image = try terminal.display.screenshot()
            if condition(image) { return (image, true) }
            if clock.now >= deadline || !terminal.isRunning { return (image, false) }
            usleep(250_000)
        }
    }
}
