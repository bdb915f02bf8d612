public import BurinCore
public import BurinFeed
public import BurinList
import BurinSnapshot

extension SnapshotRunner {
    /// Renders `feed` as `request` says (`burin snapshot`) and returns the grid shown.
    public static func grid(feed: FeedSource, request: SnapshotRequest, options: ViewerOptions) throws(SnapshotError)
        -> CellGrid
    {
        try grid(request: request, options: options.list) { screen in
            FeedApp(feed: feed, options: options, colorMode: screen.colorMode)
        }
    }

    /// Encodes `grid`; a PNG is a terminal in `theme`'s page colours.
    public static func encode(_ grid: CellGrid, request: SnapshotRequest, theme: FeedTheme) throws(SnapshotError)
        -> [UInt8]
    {
        try encode(grid, request: request, terminal: PNGSnapshotTheme(foreground: theme.text, background: theme.page))
    }
}
