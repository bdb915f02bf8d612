import BurinCore
import BurinListViewer
import BurinRaster
import BurinRemoteImages
import BurinTerminal

/// A list whose rows are one picture each, named by web address: the smallest app that wires images
/// by URL into the list viewer as `FeedApp` does (`RemoteImageRows`, `willLayOut`, `redrawn`), drawn by
/// the real `RowDrawer` and `ImageCache`, so a property test can run thousands of schedules quickly.
///
/// A row is two lines: a 4x2-cell picture slot at the left and an empty rest. Its drawing's picture
/// cells show the picture's own colour once it came, `failure` when it failed, `placeholder` while it
/// is coming.
/// - Note: Main loop only.
final class PictureListApp: ListApp {
    static let failure = RGBA(200, 0, 0)
    static let placeholder = RGBA(90, 90, 90)
    static let card = RGBA(30, 30, 30)

    final class Items: ListItems {
        var addresses: [String]

        init(_ addresses: [String]) { self.addresses = addresses }

        var count: Int { addresses.count }
        func item(at index: Int) -> String? { addresses.indices.contains(index) ? addresses[index] : nil }
        func hasItem(at index: Int) -> Bool { addresses.indices.contains(index) }
        func prefetch(_ range: Range<Int>) {}
        var isComplete: Bool { true }
    }

    struct Renderer: RowRenderer {
        typealias Content = ListRow<String>
        typealias Style = Int
        typealias Action = Never

        let images: ImageCache

        func makeLayoutContext() {}
        func makeDrawContext() -> RowDrawer { RowDrawer(blitter: .halfBlock, imageCache: images, textPainter: nil) }
        func makeMainLoopDrawContext() -> RowDrawer {
            RowDrawer(blitter: .halfBlock, imageCache: images, textPainter: nil, drawsOnMainLoop: true)
        }

        func layout(_ content: Content, width: Int, style: Int, context: Void) -> RowLayout<Never> {
            let fallback = ImageFallback(
                label: "X", background: PictureListApp.failure, placeholder: PictureListApp.placeholder)
            return RowLayout(
                size: CellSize(width: width, height: 2), background: PictureListApp.card,
                paint: [
                    .image(path: content.item, UnitRect(x: 0, y: 0, width: 4, height: 2), radius: 0, fallback: fallback)
                ])
        }

        func draw(_ layout: RowLayout<Never>, style: Style, context: RowDrawer, isCancelled: () -> Bool) -> CellBitmap?
        {
            context.draw(layout, isCancelled: isCancelled)?.bitmap
        }
    }

    let items: Items
    let renderer: Renderer
    let supply: RemoteImageSupply
    var rows = RemoteImageRows()
    /// Positions whose address the test changed, reported at the next update.
    var replacedPositions: [Int] = []
    private var waitingOnScreen = 0

    init(addresses: [String], supply: RemoteImageSupply) {
        items = Items(addresses)
        self.supply = supply
        renderer = Renderer(images: ImageCache(byteLimit: 1 << 20, remote: supply))
    }

    var style: Int { 0 }
    var theme: ListTheme { .dark }
    var title: String { "pictures" }
    var emptyMessage: String { "no pictures" }
    func matches(_ item: String, query: String) -> Bool { item.contains(query) }
    func estimatedHeight(width: Int) -> Int { 2 }

    func update(_ frame: inout ListUpdate<String>) {
        frame.replaced = replacedPositions
        replacedPositions = []
        frame.redrawn = rows.update(supply: supply, visible: frame.visible)
        waitingOnScreen = rows.waitingCount(among: frame.visible)
    }

    func willLayOut(_ item: String, at index: Int) {
        if ImageAddress.isWeb(item) { rows.handedOut(row: index, address: item) }
    }

    func outcome(of action: Never, row: RowID) -> ListOutcome {}
    func activate(row: RowID, layout: RowLayout<Never>?, isUnfolded: Bool) -> ListOutcome { .focus }
    func reload() -> String { "nothing to reload" }
    var statusFacts: [StatusBar.Fact] { [] }
    var overlayLines: [String] { [] }
    var helpLines: [String] { [] }
    var isBusy: Bool { rows.hasUnrequested || waitingOnScreen > 0 }
}
