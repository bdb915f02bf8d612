/// Turns a row's content into a layout (on the layout queue) and a layout into a drawing (on a draw
/// worker): the one thing an app brings to the engine, as a cell node to Texture or a `render` method
/// to ratatui. Pure functions of their inputs: the same content, width and style always give the same
/// result.
public protocol RowRenderer: Sendable {
    associatedtype Content: Sendable
    /// Whatever besides the content and the width changes how rows look (a theme, a blitter, a colour
    /// depth): part of every content key, so a change redraws every row.
    associatedtype Style: Hashable & Sendable
    /// What a click on a part of a row asks for, in the app's words (its layouts' hit regions).
    associatedtype Action: Hashable & Sendable
    /// What the layout queue keeps for its whole life (a text engine with its caches).
    associatedtype LayoutContext
    /// What each draw worker keeps for its whole life (FreeType faces, glyph caches).
    associatedtype DrawContext

    /// Called once on the layout thread.
    func makeLayoutContext() -> LayoutContext
    /// Called once on each draw worker's own thread.
    func makeDrawContext() -> DrawContext
    /// The context for drawings made on the main loop (the sync policy, placeholders the budget
    /// admits). Called once, on the main loop. It must never wait on I/O: a renderer whose drawing
    /// reads anything slow (images kept on disk by a fetcher) gives one that reads memory only.
    func makeMainLoopDrawContext() -> DrawContext
    /// Lays out `content` for `width` columns in `style`. Layout queue (or the main loop).
    func layout(_ content: Content, width: Int, style: Style, context: LayoutContext) -> RowLayout<Action>
    /// Draws `layout` (laid out in `style`), `layout.size` cells; returns nil when `isCancelled()`
    /// turned true between steps. Draw worker (or the main loop).
    func draw(_ layout: RowLayout<Action>, style: Style, context: DrawContext, isCancelled: () -> Bool) -> CellBitmap?
    /// A small number naming what kind of row `content` is (a card with a photo, a banner, a notice),
    /// whose layout and drawing cost alike: the scheduler keeps a running average of each kind's cost
    /// to decide what may be drawn on the main loop. One kind for every row by default.
    func kind(of content: Content) -> Int
}

extension RowRenderer {
    public func kind(of content: Content) -> Int { 0 }

    /// The workers' kind of context, for renderers whose drawing reads nothing slow.
    public func makeMainLoopDrawContext() -> DrawContext { makeDrawContext() }
}

/// When a row is drawn, as in Graver.
public enum DrawPolicy: String, Sendable, CaseIterable {
    /// Reuse a cached drawing of the same content; draw asynchronously only when it changed.
    case asyncWhenContentsChange
    /// Redraw asynchronously each time the row enters the display range, showing the cached drawing
    /// meanwhile (for rows whose look depends on time).
    case alwaysAsync
    /// Lay out and draw on the main loop within the frame: never a placeholder, the frame pays.
    case sync
}

/// One row as the source knows it now.
public struct RowEntry<Content: Sendable> {
    public var id: RowID
    public var version: Int
    public var content: Content
    public var policy: DrawPolicy

    public init(id: RowID, version: Int, content: Content, policy: DrawPolicy = .asyncWhenContentsChange) {
        self.id = id
        self.version = version
        self.content = content
        self.policy = policy
    }
}

/// What the pipeline needs to know of a row to place and schedule it: everything in its entry but the
/// content. Cheap to ask for many times a frame; the content is fetched only to lay a row out.
public struct RowIdentity: Hashable, Sendable {
    public var id: RowID
    public var version: Int
    public var policy: DrawPolicy

    public init(id: RowID, version: Int, policy: DrawPolicy = .asyncWhenContentsChange) {
        self.id = id
        self.version = version
        self.policy = policy
    }
}

extension RowEntry {
    /// The entry without its content.
    public var identity: RowIdentity { RowIdentity(id: id, version: version, policy: policy) }
}

/// The list being shown, by position. Positions may shift (a filter); ids do not.
/// - Note: Main loop only.
public protocol RowSource<Content>: AnyObject {
    associatedtype Content: Sendable
    /// Rows known now; may grow while a file is indexed.
    var rowCount: Int { get }
    /// The row at `index`, or nil while its data is still loading (the source fetches it).
    func row(at index: Int) -> RowEntry<Content>?
    /// `row(at:)` without the content: nil exactly when `row(at:)` is nil. Sources whose content is
    /// costly to hand out (copied records, a lock) answer it without touching the content.
    func identity(at index: Int) -> RowIdentity?
    /// `identity(at:)` of each row of `range`, in one call: a source behind a lock answers the rows
    /// of a frame with one round-trip rather than one a row.
    func identities(in range: Range<Int>) -> [RowIdentity?]
    /// A height guess for a row that has no layout yet, so scrolling never waits for one.
    func estimatedHeight(at index: Int, width: Int) -> Int
    /// Asks for the data of rows in `range` ahead of need ("load more"). Must not block.
    func prefetch(_ range: Range<Int>)
    /// The pipeline is about to lay row `index` out (it asks `row(at:)` next): called in the order it
    /// lays rows out, on screen first, then ahead in the scroll direction, so a source that fetches
    /// what rows show (their pictures) can fetch nearest first. Must not block.
    func willLayOut(_ index: Int)
}

extension RowSource {
    public func identity(at index: Int) -> RowIdentity? { row(at: index)?.identity }
    public func identities(in range: Range<Int>) -> [RowIdentity?] { range.map { identity(at: $0) } }
    /// Sources that fetch nothing for their rows need not hear of layouts.
    public func willLayOut(_ index: Int) {}
}
