public import BurinCore
public import BurinPictures
public import BurinTerminal

/// The rows' pictures in real pixels, placed over the frame's text after the screen has written it.
///
/// Only the pictures of drawings the pipeline accepted are listed (they ride inside the drawing's
/// `CellBitmap`), so the sentinel that keeps a stale drawing off the screen keeps its picture off
/// too. The placement planner decides what to send, move, delete, wipe and draw; this type only
/// hands it the frame and turns its plan into rows to repaint and bytes.
///
/// kitty pictures are transmitted once and placed by id. Sixel pixels live in the cells: the screen
/// reports exactly what its text did to them (the scrolls and the cells written, read from the bytes
/// that went out), and sixel is used only with a measured cell size, since a sixel is drawn at its
/// own pixels and a guessed size would spill over its slot.
/// - Note: Main loop only.
public final class ListPictures {
    public let setup: GraphicsSetup
    private var planner: PlacementPlanner<Int>
    private let writer: GraphicsWriter
    /// The screen's size at the last frame: a resize starts kitty's pictures over.
    private var lastScreen: CellSize?
    /// Pictures of the last frame wait for room on the link: later frames must come to send them.
    public private(set) var isWaiting = false
    /// The last frame's plan, counted for the fps overlay: slots shown in pixels, waiting for room,
    /// and the payload bytes sent so far.
    private var waitingCount = 0
    private var shownCount = 0
    private var payloadSent = 0
    /// The link budget the last frame was given (nil: none).
    private var lastBudget: Int?
    /// Sixel pictures reduced to a slow link's colours, kept across frames.
    private var reductions = SixelReductions<Int>()

    /// A line for the fps overlay: what the pictures are doing.
    public var overlayLine: String {
        let name = setup.graphics?.rawValue ?? "pictures"
        let link = lastBudget.map { "  link room \($0 / 1000)k" } ?? ""
        return "\(name): shown \(shownCount) waiting \(waitingCount) sent \(payloadSent / 1000)k" + link
    }
    /// Frames in a row whose text changed nothing on the screen.
    private var stillFrames = 0
    /// After this many still frames (50 ms at 60 fps) the motion has settled: a picture larger than a
    /// frame's share of a slow link may go, and the text after it waits for it at most once.
    static let settledFrames = 3

    /// kitty reads the pictures from files on this machine: the link carries their paths only.
    private var readsFiles: Bool {
        if case .kitty = setup.graphics, case .file = setup.kittyTransport { true } else { false }
    }

    /// Pictures for `setup`; nil where it has no protocol this viewer can place.
    public init?(setup: GraphicsSetup?) {
        guard let setup, let format = Self.pictureFormat(for: setup) else { return nil }
        self.setup = setup
        planner = PlacementPlanner(format.graphics, sixelScrollTrust: .of(terminal: setup.terminal))
        writer = GraphicsWriter(route: setup.route)
    }

    /// How the drawings' pictures are made for `setup`; nil where the viewer places none and rows
    /// show half-blocks only.
    public static func pictureFormat(for setup: GraphicsSetup?) -> PictureFormat? {
        guard let setup, let graphics = setup.graphics else { return nil }
        if graphics == .sixel, !setup.cellSizeMeasured { return nil }
        return PictureFormat(
            graphics: graphics, cellSize: setup.cellSize, colorRegisters: setup.colorRegisters,
            kittyTransport: setup.kittyTransport)
    }

    /// What shows `frame`'s pictures, given what the frame's text did to the screen and the bytes
    /// the link has room for (`linkBudget`, nil: whatever is sent).
    public func output<Style, Action>(
        for frame: PipelineFrame<Style, Action>, screen: CellSize, covers: [CellRect], motion: ScreenMotion,
        linkBudget: Int? = nil, screensPerSecond: Double = 0, linkRate: Double? = nil
    ) -> PictureOutput {
        var images: [SlotImage<Int>] = []
        var kitty: [Int: KittyPayload] = [:]
        var sixel: [Int: SixelPayload] = [:]
        for (image, payload) in Self.images(of: frame) {
            images.append(image)
            switch payload {
            case .kitty(let payload): kitty[image.key] = payload
            case .sixel(let payload): sixel[image.key] = payload
            }
        }
        // kitty drops its pictures when its window is resized, and when the screen is cleared (the
        // `ESC [ 2 J` of Ctrl-L, of a resize, of the return from Ctrl-Z: the protocol says ED 2 clears
        // all images, kitty #6596), while the planner would think them still there: whatever is left
        // is deleted and everything is sent and placed again in this same frame. (The sixel planner
        // repaints what a clear or a resize left by itself.)
        stillFrames = motion == .none ? stillFrames + 1 : 0
        var out = PictureOutput()
        if case .kitty = planner, motion.cleared || lastScreen.map({ $0 != screen }) ?? false { out = removeAll() }
        lastScreen = screen
        let viewport = CellRect(x: 0, y: 0, width: frame.width, height: frame.viewportHeight)
        let plan = planner.plan(
            PlacementFrame(
                screen: screen, viewport: viewport, covers: covers, images: images,
                motion: motion, linkBudget: linkBudget, isStill: stillFrames >= Self.settledFrames,
                screensPerSecond: screensPerSecond, linkRate: readsFiles ? nil : linkRate))
        isWaiting = !plan.waiting.isEmpty
        waitingCount = plan.waiting.count
        shownCount = images.count - plan.fallback.count
        payloadSent += plan.payloadBytes
        lastBudget = linkBudget
        out.repaintRows += plan.repaintRows
        reductions.keep(only: sixel.keys)
        out.bytes += writer.bytes(
            for: plan.actions,
            kitty: { key in
                guard let payload = kitty[key] else { return nil }
                guard let colors = plan.kittyColors else { return payload }
                return KittyPalette.reduced(payload, to: colors) ?? payload
            },
            sixel: { key in
                guard let payload = sixel[key] else { return nil }
                guard let colors = plan.sixelColors else { return payload }
                return self.reductions.payload(payload, key: key, colors: colors)
            }, sixelColors: plan.sixelColors)
        return out
    }

    /// The slot pictures of `frame`'s accepted drawings placed on the screen (each slot's whole rect,
    /// even where the viewport cuts it, keyed by its identity), with their payloads: what the planner
    /// is handed, and what a snapshot paints.
    static func images<Style, Action>(of frame: PipelineFrame<Style, Action>) -> [(
        image: SlotImage<Int>, payload: SlotPicturePayload
    )] {
        var images: [(image: SlotImage<Int>, payload: SlotPicturePayload)] = []
        for row in frame.rows {
            guard let id = row.id, case .drawing(let drawing) = row.display else { continue }
            for (index, picture) in drawing.bitmap.pictures.enumerated() {
                let rect = picture.rect
                let image = SlotImage(
                    slot: ImageSlotID(row: id, index: index), key: picture.identity,
                    frame: CellRect(
                        x: rect.minX, y: row.top + rect.minY, width: rect.size.width, height: rect.size.height),
                    pixelSize: picture.payload.pixelSize, encodedBytes: picture.linkCost)
                images.append((image, picture.payload))
            }
        }
        return images
    }

    /// What takes every picture off the screen and out of the terminal's memory: before the terminal
    /// is handed back.
    public func removeAll() -> PictureOutput {
        let plan = planner.removeAll()
        return PictureOutput(repaintRows: plan.repaintRows, bytes: writer.bytes(for: plan.actions))
    }

    /// The bytes that take every picture out of the terminal without knowing which were sent: what a
    /// fatal signal writes before the terminal is restored. (Sixel pixels go with the alternate
    /// screen.)
    public var removeAllBlindly: [UInt8] {
        setup.graphics == .kitty ? KittyCommands(route: setup.route).deleteAll() : []
    }
}
