public import BurinCore
public import BurinGraphics
public import BurinScreen

/// The rows' pictures in real pixels, placed over the frame's text after ncurses has written it.
///
/// Only the pictures of drawings the pipeline accepted are listed (they ride inside the drawing's
/// `CellBitmap`), so the sentinel that keeps a stale drawing off the screen keeps its picture off
/// too. The placement planner decides what to send, move and delete; this type only hands it the
/// frame and turns its plan into bytes. kitty graphics only: a sixel setup shows half-blocks (the
/// sixel planner needs the cells each frame rewrites, which the screen does not report yet).
/// - Note: Main loop only.
public final class ListPictures {
    public let setup: GraphicsSetup
    private var planner: PlacementPlanner<Int>
    private let writer: GraphicsWriter
    /// The screen's size at the last frame: a resize starts the pictures over.
    private var lastScreen: CellSize?

    /// Pictures for `setup`; nil where it has no protocol this viewer can place.
    public init?(setup: GraphicsSetup?) {
        guard let setup, Self.places(setup) else { return nil }
        self.setup = setup
        planner = PlacementPlanner(.kitty)
        writer = GraphicsWriter(route: setup.route)
    }

    /// The cell size the drawings' pictures are made at for `setup`; nil where the viewer places none
    /// and rows show half-blocks only.
    public static func pictureCellSize(for setup: GraphicsSetup?) -> PixelSize? {
        guard let setup, places(setup) else { return nil }
        return setup.cellSize
    }

    private static func places(_ setup: GraphicsSetup) -> Bool { setup.graphics == .kitty }

    /// The bytes that show `frame`'s pictures, given what the frame's text did to the screen.
    public func bytes<Style, Action>(
        for frame: PipelineFrame<Style, Action>, screen: CellSize, covers: [CellRect], motion: ScreenMotion
    ) -> [UInt8] {
        var images: [SlotImage<Int>] = []
        var payloads: [Int: KittyPayload] = [:]
        for row in frame.rows {
            guard let id = row.id, case .drawing(let drawing) = row.display else { continue }
            for (index, picture) in drawing.bitmap.pictures.enumerated() {
                guard let payload = picture.payload as? KittyPayload else { continue }
                payloads[picture.identity] = payload
                let rect = picture.rect
                images.append(
                    SlotImage(
                        slot: ImageSlotID(row: id, index: index), key: picture.identity,
                        frame: CellRect(
                            x: rect.minX, y: row.top + rect.minY, width: rect.size.width, height: rect.size.height),
                        pixelSize: payload.size, encodedBytes: payload.base64.count))
            }
        }
        // kitty was seen to drop its pictures when its window is resized, while the planner would
        // think them still sent: everything is deleted (whatever is left) and sent again.
        var out: [UInt8] = []
        if let lastScreen, lastScreen != screen { out = removeAll() }
        lastScreen = screen
        let viewport = CellRect(x: 0, y: 0, width: frame.width, height: frame.viewportHeight)
        let plan = planner.plan(
            PlacementFrame(
                screen: screen, viewport: viewport, covers: covers, images: images,
                textPass: Self.textPass(motion)))
        return out + writer.bytes(for: plan.actions, kitty: { payloads[$0] })
    }

    /// The bytes that take every picture off the screen and out of the terminal's memory: before
    /// the terminal is handed back.
    public func removeAll() -> [UInt8] {
        writer.bytes(for: planner.removeAll().actions)
    }

    /// The bytes that take every picture out of the terminal without knowing which were sent: what a
    /// fatal signal writes before the terminal is restored.
    public var removeAllBlindly: [UInt8] { KittyCommands(route: setup.route).deleteAll() }

    private static func textPass(_ motion: ScreenMotion) -> TextPass {
        TextPass(
            cleared: motion.cleared,
            scrolls: motion.scrolls.map { ScreenScroll(rows: $0.top..<($0.bottom + 1), lines: $0.lines) })
    }
}
