import BurinCore
import BurinListViewer
import BurinRaster
import Testing

@testable import FeedData

@testable import MerchantFeed

/// Fallbacks are visible and counted, not silent: the renderer's tally sees them from any thread.
@Suite struct RenderTallyTests {
    @Test func countsMissingImagesSanitisedTextAndUndrawableGlyphs() throws {
        let renderer = FeedRenderer(
            style: FeedStyle(theme: .dark), images: ImageCache(byteLimit: 1 << 20), usesFreeType: false)
        let missing = CardFixture.merchant(row: 0, name: "坏\u{1B}[31m店", thumbnailPath: "/nonexistent/x.png")
        let banner = Banner(row: RowID(1), title: "SALE", subtitle: "", colors: [])
        let engine = renderer.makeLayoutContext()
        let drawer = renderer.makeDrawContext()
        for item in [FeedItem.merchant(missing), .banner(banner)] {
            let layout = renderer.layout(FeedRowContent(item: item), width: 80, style: renderer.look, context: engine)
            _ = try #require(renderer.draw(layout, style: renderer.look, context: drawer, isCancelled: { false }))
        }
        #expect(renderer.tally.imageFallbacks == 1)
        #expect(renderer.tally.sanitised >= 1, "the escape sequence in the name was replaced")
        // Without FreeType every display-text cluster is shown as a terminal character instead.
        #expect(renderer.tally.glyphFallbacks == 4)
    }
}
