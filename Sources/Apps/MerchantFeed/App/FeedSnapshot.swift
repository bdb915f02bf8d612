public import BurinCore
public import BurinListViewer
import BurinSnapshot
public import FeedData

/// What `burin snapshot` rendered: the grid shown, and how many rows on screen still waited for their
/// picture by URL when the snapshot stopped waiting (`RemoteImageOptions.wait`); they show placeholders.
public struct FeedSnapshot {
    public var grid: CellGrid
    public var imagesStillComing: Int
    /// The pictures the drawings on screen carry (with `ViewerOptions.pictures`).
    public var pictures = SnapshotPictures()
}

extension SnapshotRunner {
    /// Renders `feed` as `request` says (`burin snapshot`) and returns the grid shown.
    public static func grid(feed: FeedSource, request: SnapshotRequest, options: ViewerOptions) throws(SnapshotError)
        -> CellGrid
    {
        try snapshot(feed: feed, request: request, options: options).grid
    }

    /// Renders `feed` as `request` says, and says what it could not wait for.
    public static func snapshot(feed: FeedSource, request: SnapshotRequest, options: ViewerOptions)
        throws(SnapshotError) -> FeedSnapshot
    {
        var app: FeedApp?
        let (grid, pictures) = try render(request: request, options: options.list) { screen in
            let made = FeedApp(feed: feed, options: options, colorMode: screen.colorMode, waker: screen.waker)
            app = made
            return made
        }
        return FeedSnapshot(grid: grid, imagesStillComing: app?.imagesStillComing ?? 0, pictures: pictures)
    }

    /// Encodes `grid`; a PNG is a terminal in `theme`'s page colours.
    public static func encode(_ grid: CellGrid, request: SnapshotRequest, theme: FeedTheme) throws(SnapshotError)
        -> [UInt8]
    {
        try encode(grid, request: request, terminal: PNGSnapshotTheme(foreground: theme.text, background: theme.page))
    }

    /// Encodes `snapshot`, its pictures painted over it where `request.pixels` asks.
    public static func encode(_ snapshot: FeedSnapshot, request: SnapshotRequest, theme: FeedTheme)
        throws(SnapshotError) -> [UInt8]
    {
        try encode(
            snapshot.grid, pictures: snapshot.pictures, request: request,
            terminal: PNGSnapshotTheme(foreground: theme.text, background: theme.page))
    }
}
