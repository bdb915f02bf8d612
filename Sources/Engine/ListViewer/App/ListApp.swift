public import BurinCore
public import BurinPictures
import BurinTerminal

/// What an app brings to the list viewer: its items, a renderer for them, and what its rows' actions
/// mean. The viewer does the rest (scrolling, momentum, keys, filtering, focus, the status bar, the
/// fps overlay, help, snapshots), the way Texture asks an app for its cell nodes and nothing else.
/// - Note: Main loop only.
public protocol ListApp: AnyObject {
    associatedtype Items: ListItems
    associatedtype Renderer: RowRenderer where Renderer.Content == ListRow<Items.Item>

    var items: Items { get }
    var renderer: Renderer { get }
    /// The renderer's style for this screen (part of every content key).
    var style: Renderer.Style { get }
    /// Colours of the viewer's own parts.
    var theme: ListTheme { get }
    /// The status bar's first word.
    var title: String { get }
    /// What the status bar says when there are no rows and no filter ("the feed is empty").
    var emptyMessage: String { get }

    /// Whether `item` matches a filter's `query` (`/`). Called for many items a frame: keep it cheap.
    func matches(_ item: Items.Item, query: String) -> Bool
    /// A search of the items off the main loop for `/`, in the app's query language; nil: the viewer
    /// filters with `matches(_:query:)` on the main loop.
    var backgroundFilter: (any BackgroundFilter)? { get }
    /// A sort of the items by a field off the main loop (`--sort`); nil: the list cannot be sorted.
    var backgroundSort: (any BackgroundSort)? { get }
    /// The search, sort and counts of a list walked into (from `open(list:in:row:)`), as for the top list.
    func background(walkedInto items: Items) -> ListBackground
    /// Counts of the items' fields and values off the main loop (`s`, `c`); nil: none to pick from.
    var backgroundCounts: (any BackgroundCounts)? { get }
    /// A height guess for a row not laid out yet, so scrolling never waits for a layout.
    func estimatedHeight(width: Int) -> Int

    /// Once a frame, before the pipeline runs: take what the app's loaders finished, make live
    /// changes, report what it has to say.
    func update(_ frame: inout ListUpdate<Items.Item>)
    /// The pipeline takes `item`, at item position `index`, to lay its row out: the row is near the
    /// screen (visible, or in the range drawn ahead). An app whose rows show what other background
    /// work brings (pictures by URL) asks for that work here, for exactly the rows that need it, and
    /// reports what arrived through `ListUpdate.redrawn`. Main loop, during the frame: keep it cheap.
    func willLayOut(_ item: Items.Item, at index: Int)
    /// What a click on a region with `action` of row `row` asks for.
    func outcome(of action: Renderer.Action, row: RowID) -> ListOutcome
    /// What Enter on row `row` (laid out as `layout`, if it is) asks for.
    func activate(row: RowID, layout: RowLayout<Renderer.Action>?, isUnfolded: Bool) -> ListOutcome
    /// `R`: reload the items; a notice to show meanwhile, or why it cannot be done.
    func reload() -> String
    /// `F`: while following, a few times a second: look for items added since (a file that grew, or
    /// was replaced) and start reading them, quietly. Cheap when there are none.
    func lookForMore()
    /// Facts for the status bar after the viewer's own (loading progress, counts of bad records).
    var statusFacts: [StatusBar.Fact] { get }
    /// Lines for the fps overlay after the pipeline's own (fallback counts).
    var overlayLines: [String] { get }
    /// Lines for the help panel after the viewer's keys: what Enter and a click do to this app's rows.
    var helpLines: [String] { get }
    /// Whether the app is still busy in the background (loading, fetching) in a way that can change
    /// what the screen shows: a snapshot waits for it, an idle viewer wakes for it.
    var isBusy: Bool { get }

    /// Characters the app binds while browsing, before the viewer's own keys.
    var appKeys: Set<Character> { get }
    /// One of `appKeys` was pressed on row `row` (the focused one while on screen, else the top one;
    /// nil when no row is on screen), laid out as `layout` if it is.
    func perform(key: Character, row: RowID?, layout: RowLayout<Renderer.Action>?) -> ListOutcome
    /// The text of `layout` that stands for web addresses: where the terminal shows hyperlinks, those
    /// cells are made clickable.
    func links(in layout: RowLayout<Renderer.Action>) -> [RowLink]
    /// Bytes for the terminal itself (a clipboard request), taken once: written after the next frame's
    /// text, in the same update.
    func takeTerminalBytes() -> [UInt8]
    /// The terminal said what its background colour is, possibly after the first frames: an app that
    /// picks its look by it changes its `style` and `theme` now, and the viewer redraws every row.
    func terminalBackground(is color: RGBA)
    /// Pictures in real pixels are now made in `format` (nil: half-blocks only): told when the viewer
    /// starts with pictures already settled, and whenever the terminal's answers settle them, possibly
    /// after the first frames. An app whose rows have image slots puts the format into its `style`, so
    /// that every row is drawn again with its pictures, and draws with `RowDrawer.draw(_:pictures:)`.
    func picturesChanged(to format: PictureFormat?)

    /// The lists row `row` of `items` holds, to walk into (`l`): each named as the status bar shows
    /// it once open (`.filesystems[0].children`), largest first; none by default.
    func lists(in items: Items, row: RowID) -> [String]
    /// List `choice` (of `lists(in:row:)`) of row `row` of `items`, opened as items of their own.
    func open(list choice: Int, in items: Items, row: RowID) -> Items?
    /// The viewer shows `items` now (a list walked into, or back out to): Enter and the app's keys
    /// are about their rows.
    func showing(_ items: Items)
}

extension ListApp {
    /// Most apps' rows show their items and nothing else.
    public func willLayOut(_ item: Items.Item, at index: Int) {}
}

/// What a row's action, or Enter, asks the viewer to do.
public enum ListOutcome: Equatable, Sendable {
    /// Only focus the row.
    case focus
    /// Focus the row and fold or unfold it.
    case toggleUnfolded
    /// Narrow the list to items matching this text.
    case filter(String)
    /// Focus the row and say this (why nothing happened, say).
    case notice(String)
}

/// What an app's `update` tells the viewer about this frame.
public struct ListUpdate<Item: Sendable> {
    /// Items at these positions were read again: their rows redraw (and filters rescan).
    public var replaced: [Int] = []
    /// Rows of the items at these positions look different although the items did not change (a
    /// picture they show arrived): they redraw; filters and live changes stay as they are.
    public var redrawn: [Int] = []
    /// All the items were read again from the start: every row redraws, and what the viewer kept
    /// for the old items (focus, unfolded rows, live changes) is dropped.
    public var reset = false
    /// Items whose content changed live (positions and their new items), shown until replaced.
    public var live: [(index: Int, item: Item)] = []
    /// A lasting problem to show in the status bar (the input could not be read).
    public var failure: String?
    /// An answer to the last command (`R` finished: "reloaded: 3 new rows").
    public var notice: String?
    /// The viewer should stop (a strict run's first bad record).
    public var stop = false
    /// Seconds since the last frame, and the rows on screen (positions), for live changes.
    public let seconds: Double
    public let visible: [Int]
    private let current: (Int) -> Item?

    /// `current` gives the item shown now at a position (live changes applied), if it is loaded.
    public init(seconds: Double, visible: [Int], current: @escaping (Int) -> Item?) {
        self.seconds = seconds
        self.visible = visible
        self.current = current
    }

    /// The item shown now at `index` (live changes applied), if it is loaded.
    public func item(at index: Int) -> Item? { current(index) }
}

/// What an app that says nothing more gets: the dark theme, no facts or lines of its own, nothing
/// to update or reload, never busy.
extension ListApp {
    public var theme: ListTheme { .dark }
    public var emptyMessage: String { "nothing to show" }
    public var backgroundFilter: (any BackgroundFilter)? { nil }
    public var backgroundSort: (any BackgroundSort)? { nil }
    public func background(walkedInto items: Items) -> ListBackground { ListBackground() }
    public var backgroundCounts: (any BackgroundCounts)? { nil }
    public func update(_ frame: inout ListUpdate<Items.Item>) {}
    public func reload() -> String { "nothing to reload" }
    public func lookForMore() {}
    public var statusFacts: [StatusBar.Fact] { [] }
    public var overlayLines: [String] { [] }
    public var helpLines: [String] { [] }
    public var isBusy: Bool { false }
    public var appKeys: Set<Character> { [] }
    public func perform(key: Character, row: RowID?, layout: RowLayout<Renderer.Action>?) -> ListOutcome { .focus }
    public func links(in layout: RowLayout<Renderer.Action>) -> [RowLink] { [] }
    public func takeTerminalBytes() -> [UInt8] { [] }
    public func terminalBackground(is color: RGBA) {}
    public func picturesChanged(to format: PictureFormat?) {}
    public func lists(in items: Items, row: RowID) -> [String] { [] }
    public func open(list choice: Int, in items: Items, row: RowID) -> Items? { nil }
    public func showing(_ items: Items) {}
}
