import BurinCore
import BurinListViewer
import BurinRaster

@testable import FeedData

@testable import MerchantFeed

/// A fixture laid out and drawn at one width.
struct RenderedCard {
    let width: Int
    let layout: RowLayout<FeedAction>
    let bitmap: CellBitmap
}

/// Renders fixtures the way the pipeline does, with nothing that depends on the machine: no
/// FreeType (display text falls back to terminal characters), thumbnails from `CardThumbnail`.
enum CardRendering {
    /// Compact (below `MerchantCardDesign.compactWidth`), the narrowest regular card, and wider ones.
    static let widths = [30, 40, 60, 100, 160]

    static let renderer = FeedRenderer(
        style: FeedStyle(theme: .dark), blitter: .halfBlock, images: ImageCache(byteLimit: 1 << 20),
        usesFreeType: false)

    /// Lays `content` out and draws it at `width`; nil only if the drawer gave up (it never should,
    /// since nothing cancels it).
    static func render(_ content: FeedRowContent, width: Int) -> RenderedCard? {
        let layout = renderer.layout(
            content, width: width, style: renderer.look, context: renderer.makeLayoutContext())
        guard
            let bitmap = renderer.draw(
                layout, style: renderer.look, context: renderer.makeDrawContext(), isCancelled: { false })
        else {
            return nil
        }
        return RenderedCard(width: width, layout: layout, bitmap: bitmap)
    }
}
