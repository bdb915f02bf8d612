public import BurinRaster

/// What besides a row's content and width changes how the feed draws it: its theme and colour use,
/// and the blitter that turns pixels into cells. The content keys' style: a change redraws every row.
public struct FeedLook: Hashable, Sendable {
    public var style: FeedStyle
    public var blitter: Blitter

    public init(style: FeedStyle, blitter: Blitter) {
        self.style = style
        self.blitter = blitter
    }
}
