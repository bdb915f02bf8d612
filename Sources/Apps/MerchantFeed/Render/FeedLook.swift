public import BurinPictures
public import BurinRaster
import FeedData

/// What besides a row's content and width changes how the feed draws it: its theme and colour use,
/// the blitter that turns pixels into cells, and how thumbnails are also made into pictures for the
/// terminal (kitty graphics, sixel; nil: half-blocks only). The content keys' style: a change
/// redraws every row.
public struct FeedLook: Hashable, Sendable {
    public var style: FeedStyle
    public var blitter: Blitter
    public var pictures: PictureFormat?
}
