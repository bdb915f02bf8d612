/// A place in the list: the item at the top of the screen (by its position in the app's items, which
/// a filter does not change) and how many of its lines are scrolled off.
public struct ListPlace: Sendable, Hashable {
    public var source: Int
    public var offset: Int

    /// The first line of the first item.
    public static let top = ListPlace(source: 0, offset: 0)
}

/// The facts of the moment a command is applied in: what `ViewerState` needs to know of the list
/// and the screen, gathered by `ListViewer` each time.
public struct ViewerContext: Sendable, Equatable {
    /// Lines of the list (the screen less the status bar).
    public var viewportHeight: Int
    /// Rows in the list as it is filtered now.
    public var rowCount: Int
    /// The filter applied now, nil when there is none.
    public var filter: String?
    /// Whether a row is focused.
    public var hasFocus: Bool
    /// Where the list is now.
    public var place: ListPlace
    /// When the frame's input came (a held key's repeats speed up with time).
    public var now: Duration
    /// How many lists deep the viewer has walked (0: the app's own list).
    public var walkDepth = 0

    public init(
        viewportHeight: Int, rowCount: Int, filter: String? = nil, hasFocus: Bool = false,
        place: ListPlace = .top, now: Duration = .zero
    ) {
        self.viewportHeight = viewportHeight
        self.rowCount = rowCount
        self.filter = filter
        self.hasFocus = hasFocus
        self.place = place
        self.now = now
    }
}
