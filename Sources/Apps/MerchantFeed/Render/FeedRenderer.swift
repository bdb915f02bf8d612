public import BurinCore
public import BurinListViewer
public import BurinPictures
public import BurinRaster
public import BurinText
public import FeedData

/// The feed's `RowRenderer`: card designs on the layout queue, `RowDrawer` on the draw workers.
public struct FeedRenderer: RowRenderer {
    public typealias Action = FeedAction
    public typealias Style = FeedLook

    /// The look rows start with. An app may change its theme and pictures later: every layout and
    /// drawing is told the look it is made in (the content key's style), so a change redraws every
    /// row and a drawing in an old look is never shown in the new one.
    public let look: FeedLook
    /// Shared by all workers (it locks); decoded thumbnails scaled to their slot.
    public let images: ImageCache
    /// Display text with FreeType; off in tests that must not depend on installed fonts.
    public let usesFreeType: Bool
    /// Fallbacks counted across every thread that renders with this renderer.
    public let tally = RenderTally()

    public init(
        style: FeedStyle, blitter: Blitter = .halfBlock, images: ImageCache, usesFreeType: Bool = true,
        pictureFormat: PictureFormat? = nil
    ) {
        look = FeedLook(style: style, blitter: blitter, pictures: pictureFormat)
        self.images = images
        self.usesFreeType = usesFreeType
    }

    /// The cards' theme and colour use as the renderer started.
    public var style: FeedStyle { look.style }
    /// Every worker's drawer reduces pixels to cells with it.
    public var blitter: Blitter { look.blitter }

    /// The terminal's few colours that thumbnails are dithered into on the draw workers (16 or 8);
    /// nil on a terminal with more, where the screen's reduction alone is finer than any dither.
    /// Each drawing uses the palette of the look it is made in.
    public var palette: TerminalPalette? { style.palette }

    public func makeLayoutContext() -> TextLayoutEngine { TextLayoutEngine() }

    public func makeDrawContext() -> RowDrawer {
        RowDrawer(
            blitter: blitter, imageCache: images, textPainter: usesFreeType ? FreeTypeTextPainter() : nil,
            palette: palette)
    }

    /// Pictures by URL come from memory only here: the main loop never waits on the disk cache.
    public func makeMainLoopDrawContext() -> RowDrawer {
        RowDrawer(
            blitter: blitter, imageCache: images, textPainter: usesFreeType ? FreeTypeTextPainter() : nil,
            drawsOnMainLoop: true, palette: palette)
    }

    public func layout(
        _ content: FeedRowContent, width: Int, style look: FeedLook, context: TextLayoutEngine
    ) -> RowLayout<FeedAction> {
        var builder = RowLayoutBuilder<FeedAction>(engine: context, width: width, background: look.style.pageFill)
        let layout = design(content, style: look.style, builder: &builder)
        tally.add(sanitised: builder.sanitised)
        return layout
    }

    private func design(
        _ content: FeedRowContent, style: FeedStyle, builder: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        switch content.item {
        case .merchant(let m):
            return MerchantCardDesign.layout(m, presentation: content.presentation, style: style, builder: &builder)
        case .banner(let banner):
            return BannerDesign.layout(banner, presentation: content.presentation, style: style, builder: &builder)
        case .invalid(let record):
            return InvalidRecordDesign.layout(
                record, presentation: content.presentation, style: style, builder: &builder)
        case .other(let record):
            return OtherRecordDesign.layout(record, presentation: content.presentation, style: style, builder: &builder)
        case .generic(let record):
            return GenericCardDesign.layout(record, presentation: content.presentation, style: style, builder: &builder)
        }
    }

    public func draw(
        _ layout: RowLayout<FeedAction>, style look: FeedLook, context: RowDrawer, isCancelled: () -> Bool
    ) -> CellBitmap? {
        let drawer = context.withPalette(look.style.palette)
        guard let drawing = drawer.draw(layout, pictures: look.pictures, isCancelled: isCancelled) else { return nil }
        tally.add(drawing.statistics)
        return drawing.bitmap
    }

    /// Rows whose costs differ: a card that shows a picture (decoded and scaled on the worker), one
    /// without, a banner (FreeType display text), a bad-record notice, another record's fields, and a
    /// card whose picture comes by URL (a placeholder costs little, the picture once it comes as much
    /// as a file's: kept apart so neither skews the other's average), and the same for generic cards.
    public func kind(of content: FeedRowContent) -> Int {
        switch content.item {
        case .merchant(let m):
            switch m.thumbnailPath {
            case nil: 1
            case .some(let name): images.source(of: name) == .file(path: name) ? 0 : 5
            }
        case .banner: 2
        case .invalid: 3
        case .other: 4
        case .generic(let r):
            switch r.picture {
            case nil: 6
            case .some(let name): images.source(of: name) == .file(path: name) ? 7 : 8
            }
        }
    }

    /// A height guess for an item not yet laid out.
    public static func estimatedHeight(of item: FeedItem?, width: Int) -> Int {
        switch item {
        case .banner: width < MerchantCardDesign.compactWidth ? BannerDesign.compactHeight : BannerDesign.height
        case .invalid: 1
        case .other(let record): OtherRecordDesign.height(of: record, width: width)
        case .generic(let record): GenericCardDesign.estimatedHeight(of: record, width: width)
        case .merchant, nil: MerchantCardDesign.estimatedHeight(width: width)
        }
    }
}
