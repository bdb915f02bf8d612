import BurinCore
import BurinPictures
import BurinRaster
import BurinTerminal
import BurinTestSupport
import FeedData
import MerchantFeed

/// The viewer on a headless screen: where the thumbnail slots are and which photo each shows.
final class HeadlessMirror {
    let viewer: FeedViewer
    private let screen: HeadlessScreen
    private let images = ImageCache(byteLimit: 64 << 20)
    private var rows: Int

    struct Slot {
        /// On the screen, in cells.
        var rect: UnitRect
        var path: String
        var picture: PixelCanvas
    }

    init(columns: Int, rows: Int) throws {
        self.rows = rows
        var options = ViewerOptions()
        options.execution = .stepped(drawsPerFrame: 100)
        screen = HeadlessScreen(size: CellSize(width: columns, height: rows))
        viewer = FeedViewer(screen: screen, feed: try FeedSource(path: BurinBinary.demoFeed), options: options)
        step([])
    }

    func resize(columns: Int, rows: Int) {
        self.rows = rows
        screen.enqueue(.resize(columns: columns, rows: rows))
        step(screen.pollInput(timeout: .zero))
    }

    deinit { viewer.shutdown() }

    func step(_ events: [InputEvent]) {
        viewer.step(events: events)
        for _ in 0..<50 where !viewer.isSettled { viewer.step(events: []) }
    }

    /// The whole thumbnail slots on screen, each with its photo at the slot's pixels (dimmed where the
    /// card paints a fill over it, as a closed shop's is).
    func slots(cell: PixelSize) -> [Slot] {
        var slots: [Slot] = []
        for row in viewer.lastFrame?.rows ?? [] {
            let paint = row.layout?.paint ?? []
            for (index, op) in paint.enumerated() {
                guard case .image(let path, let rect, let radius, _) = op, !path.isEmpty else { continue }
                let slot = UnitRect(x: rect.x, y: Double(row.top) + rect.y, width: rect.width, height: rect.height)
                let width = Int((slot.width * Double(cell.width)).rounded())
                let height = Int((slot.height * Double(cell.height)).rounded())
                guard slot.y >= 0, slot.y + slot.height <= Double(rows - 1),
                    case .image(var picture) = images.lookUp(path, width: width, height: height)
                else { continue }
                for case .fill(_, let colour, _) in paint[(index + 1)...] {
                    picture.fillRoundedRect(
                        UnitRect(x: 0, y: 0, width: Double(width), height: Double(height)),
                        radius: radius * Double(cell.width), color: colour)
                }
                slots.append(Slot(rect: slot, path: path, picture: picture))
            }
        }
        return slots
    }
}
