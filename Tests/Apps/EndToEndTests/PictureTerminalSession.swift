import BurinCore
import BurinPictures
import BurinQuality
import BurinRaster
import BurinTerminal
import BurinTestSupport
import Foundation
import Testing

/// burin in a real terminal under Xvfb beside the same viewer on a headless screen given the same
/// keys (`HeadlessMirror`): the mirror says where each thumbnail slot is and which photo it shows,
/// the screenshot what the terminal shows there. Shared by the kitty and the sixel end-to-end tests.
protocol PictureTerminalSession: AnyObject {
    var terminal: X11Terminal { get }
    var grid: TerminalCellGrid { get }
    var mirror: HeadlessMirror { get }
    var columns: Int { get }
    var rows: Int { get }
    /// For messages: "kitty", "xterm".
    var emulatorName: String { get }
    /// Types `text` into the terminal and gives the mirror the same `events`.
    func press(_ text: String, events: [InputEvent]) throws
    /// Resizes the terminal's window to `columns` x `rows` cells, and the mirror's screen with it.
    func resize(columns: Int, rows: Int) throws
}

/// A key the end-to-end picture tests press, what it does (for messages and screenshot names), and
/// whether the window is resized to 80x24 first.
struct PictureStep {
    var text: String
    var what: String
    var events: [InputEvent]
    var resizesFirst = false

    init(_ text: String, _ what: String, events: [InputEvent]? = nil, resizesFirst: Bool = false) {
        self.text = text
        self.what = what
        self.events = events ?? text.map { .key(.character($0)) }
        self.resizesFirst = resizesFirst
    }

    /// A line, a repaint (Ctrl-L clears the screen, and kitty its pictures with it), a page, to the end
    /// and back, then a resize and a filter by `query`.
    static func moves(filter query: String) -> [PictureStep] {
        [
            PictureStep("j", "one line down"), PictureStep("\u{0C}", "Ctrl-L", events: [.key(.control("l"))]),
            PictureStep(" ", "a page down"), PictureStep("G", "the end"), PictureStep("g", "back to the top"),
            PictureStep(
                "/\(query)\r", "a filter", events: "/\(query)".map { .key(.character($0)) } + [.key(.enter)],
                resizesFirst: true),
        ]
    }
}

extension PictureTerminalSession {
    var cell: PixelSize { PixelSize(width: grid.cellWidth, height: grid.cellHeight) }

    /// A screenshot once two in a row are the same and the status bar is drawn.
    func settledScreenshot(name: String) throws -> RGBImage {
        var previous: RGBImage?
        let seen = try terminal.waitForScreenshot { image, grid in
            defer { previous = image }
            let status = image.cell(column: columns - 1, row: rows - 1, of: grid)
            return status.largestDifference(from: .black) > 16 && previous == image
        }
        #expect(seen.satisfied, "burin did not settle in \(emulatorName): \(terminal.logTail())")
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(seen.image.grid(seen.grid), to: folder.appendingPathComponent("\(name).png").path)
        return seen.image
    }

    /// A screenshot once two in a row are the same, whatever the screen shows.
    func stillScreenshot(name: String) throws -> RGBImage {
        var previous: RGBImage?
        let seen = try terminal.waitForScreenshot { image, _ in
            defer { previous = image }
            return previous == image
        }
        #expect(seen.satisfied, "\(emulatorName)'s screen did not settle: \(terminal.logTail())")
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(seen.image.grid(seen.grid), to: folder.appendingPathComponent("\(name).png").path)
        return seen.image
    }

    /// A screenshot once every slot on screen shows its own photo and no slot of `previous` left
    /// behind shows its old one (or after `timeout`, the last one, for the expectations to report):
    /// pictures may follow their text by a few frames, on a terminal slower than the frames.
    func picturesScreenshot(name: String, previous: [HeadlessMirror.Slot], timeout: Duration = .seconds(10)) throws
        -> RGBImage
    {
        let slots = mirror.slots(cell: cell)
        let seen = try terminal.waitForScreenshot(timeout: timeout) { image, _ in
            slots.allSatisfy { (StructuralSimilarity.luma(crop(image, $0.rect), $0.picture) ?? 0) > 0.9 }
                && previous.allSatisfy { old in
                    slots.contains { $0.rect == old.rect && $0.path == old.path }
                        || (StructuralSimilarity.luma(crop(image, old.rect), old.picture) ?? 0) < 0.6
                }
        }
        let folder = BurinBinary.packageRoot.appendingPathComponent(".build/screenshots")
        try ImageMagick.writePNG(seen.image.grid(seen.grid), to: folder.appendingPathComponent("\(name).png").path)
        return seen.image
    }

    /// The first screen: every whole slot of `shot` shows its photo, far better than the same slot
    /// of `blocks` (the same screen with `--pixels off`); the figures are printed. Returns the slots.
    func expectPicturesBeatHalfBlocks(
        _ shot: RGBImage, blocks: RGBImage, label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [HeadlessMirror.Slot] {
        let slots = mirror.slots(cell: cell)
        #expect(slots.count >= 4, "too few whole thumbnails on the first screen: \(slots.count)")
        var lines: [String] = []
        for slot in slots {
            let shown = try #require(StructuralSimilarity.luma(crop(shot, slot.rect), slot.picture))
            let halfBlocks = try #require(StructuralSimilarity.luma(crop(blocks, slot.rect), slot.picture))
            lines.append("slot \(slot.rect.x),\(slot.rect.y): SSIM \(label) \(shown), half-blocks \(halfBlocks)")
            #expect(
                shown > 0.9, "slot at \(slot.rect) does not show its photo (SSIM \(shown))",
                sourceLocation: sourceLocation)
            #expect(
                shown > halfBlocks + 0.2, "slot at \(slot.rect): \(label) \(shown), half-blocks \(halfBlocks)",
                sourceLocation: sourceLocation)
        }
        print("\(emulatorName) \(cell.width)x\(cell.height) px cells:\n" + lines.joined(separator: "\n"))
        return slots
    }

    /// Presses each of `steps` (resizing first where a step says so); after each, every visible slot
    /// shows its own photo and no slot left behind shows its old one. Screenshots are named
    /// `prefix-after-...`.
    func expectOwnPhotos(through steps: [PictureStep], from slots: [HeadlessMirror.Slot], prefix: String) throws {
        var previous = slots
        for step in steps {
            if step.resizesFirst {
                try resize(columns: 80, rows: 24)
                _ = try settledScreenshot(name: "\(prefix)-after-a-resize-text")
                let resized = try picturesScreenshot(name: "\(prefix)-after-a-resize", previous: previous)
                try expectOwnPhotos(in: resized, after: "a resize to 80x24", previous: previous)
                previous = mirror.slots(cell: cell)
            }
            try press(step.text, events: step.events)
            _ = try settledScreenshot(
                name: "\(prefix)-text-after-\(step.what.replacingOccurrences(of: " ", with: "-"))")
            let after = try picturesScreenshot(
                name: "\(prefix)-after-\(step.what.replacingOccurrences(of: " ", with: "-"))", previous: previous)
            try expectOwnPhotos(in: after, after: step.what, previous: previous)
            previous = mirror.slots(cell: cell)
        }
    }

    /// Every slot on screen shows its own photo; every slot of `previous` that is no longer a slot
    /// shows nothing of its old photo.
    func expectOwnPhotos(
        in shot: RGBImage, after what: String, previous: [HeadlessMirror.Slot],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let slots = mirror.slots(cell: cell)
        #expect(!slots.isEmpty, "no thumbnails after \(what)", sourceLocation: sourceLocation)
        for slot in slots {
            let shown = StructuralSimilarity.luma(crop(shot, slot.rect), slot.picture) ?? 0
            #expect(
                shown > 0.9, "after \(what), the slot at \(slot.rect) shows SSIM \(shown)",
                sourceLocation: sourceLocation)
        }
        for old in previous where !slots.contains(where: { $0.rect == old.rect && $0.path == old.path }) {
            let left = StructuralSimilarity.luma(crop(shot, old.rect), old.picture) ?? 0
            #expect(
                left < 0.6, "after \(what), the photo of \(old.path) stayed at \(old.rect) (SSIM \(left))",
                sourceLocation: sourceLocation)
        }
    }

    /// The screenshot's pixels of the slot `rect` (in cells, fractional).
    func crop(_ image: RGBImage, _ rect: UnitRect) -> PixelCanvas {
        let pixels = grid.rect(of: rect)
        let part = image.cropped(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
        var canvas = PixelCanvas(width: part.width, height: part.height)
        for y in 0..<part.height {
            for x in 0..<part.width { canvas[x, y] = RGBA(part[x, y].r, part[x, y].g, part[x, y].b) }
        }
        return canvas
    }
}
