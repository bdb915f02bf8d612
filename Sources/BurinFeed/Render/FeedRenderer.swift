public import BurinCore
public import BurinGraphics
public import BurinRaster
public import BurinText

/// The feed's `RowRenderer`: card designs on the layout queue, `RowDrawer` on the draw workers.
public struct FeedRenderer: RowRenderer {
    public typealias Action = FeedAction
    public typealias Style = FeedLook

    public let style: FeedStyle
    public let blitter: Blitter
    /// Shared by all workers (it locks); decoded thumbnails scaled to their slot.
    public let images: ImageCache
    /// Display text with FreeType; off in tests that must not depend on installed fonts.
    public let usesFreeType: Bool
    /// Fallbacks counted across every thread that renders with this renderer.
    public let tally = RenderTally()
    /// How thumbnails are also encoded as pictures for the terminal (kitty graphics, sixel); nil:
    /// half-blocks only.
    public let pictureFormat: PictureFormat?

    public init(
        style: FeedStyle, blitter: Blitter = .halfBlock, images: ImageCache, usesFreeType: Bool = true,
        pictureFormat: PictureFormat? = nil
    ) {
        self.style = style
        self.blitter = blitter
        self.images = images
        self.usesFreeType = usesFreeType
        self.pictureFormat = pictureFormat
    }

    /// Everything that changes how this renderer's rows look: the pipeline's style for its keys.
    public var look: FeedLook { FeedLook(style: style, blitter: blitter) }

    /// The terminal's few colours that thumbnails are dithered into on the draw workers (16 or 8);
    /// nil on a terminal with more, where the screen's reduction alone is finer than any dither.
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
        var builder = RowLayoutBuilder(engine: context, width: width, background: look.style.pageFill)
        let layout = design(content, style: look.style, builder: &builder)
        tally.add(sanitised: builder.sanitised)
        return layout
    }

    private func design(
        _ content: FeedRowContent, style: FeedStyle, builder: inout RowLayoutBuilder
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
        }
    }

    public func draw(_ layout: RowLayout<FeedAction>, context: RowDrawer, isCancelled: () -> Bool) -> CellBitmap? {
        guard let drawing = context.draw(layout, isCancelled: isCancelled) else { return nil }
        tally.add(drawing.statistics)
        guard let format = pictureFormat else { return drawing.bitmap }
        var bitmap = drawing.bitmap
        bitmap.pictures = SlotPictures.encode(
            layout, bitmap: bitmap, format: format, images: images, fromMemoryOnly: context.drawsOnMainLoop)
        return bitmap
    }

    /// Rows whose costs differ: a card that shows a picture (decoded and scaled on the worker), one
    /// without, a banner (FreeType display text), a bad-record notice, another record's fields, and a
    /// card whose picture comes by URL (a placeholder costs little, the picture once it comes as much
    /// as a file's: kept apart so neither skews the other's average).
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
        }
    }

    /// A height guess for an item not yet laid out.
    public static func estimatedHeight(of item: FeedItem?, width: Int) -> Int {
        switch item {
        case .banner: width < MerchantCardDesign.compactWidth ? BannerDesign.compactHeight : BannerDesign.height
        case .invalid: 1
        case .other(let record): OtherRecordDesign.height(of: record, width: width)
        case .merchant, nil: MerchantCardDesign.estimatedHeight(width: width)
        }
    }
}
