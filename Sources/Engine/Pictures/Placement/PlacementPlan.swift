/// What the main loop does after the frame's text: repaint `repaintRows` (sixel only: rewriting
/// their cells wipes pixels that must go), then write `actions` in order.
public struct PlacementPlan<Key: Hashable & Sendable>: Sendable {
    /// Screen rows whose every cell the text output must write again before `actions` are written.
    public var repaintRows: [Int]
    public var actions: [GraphicsAction<Key>]
    /// Visible slots not shown in pixels this frame (covered, or over the byte budget): their
    /// half-blocks show, as the cells under an image always hold them.
    public var fallback: [ImageSlotID]
    /// Those of `fallback` that only wait for room (over the byte budget): a later frame shows them.
    public var waiting: [ImageSlotID] = []
    /// The payload bytes the actions send (transmissions, sixel sequences), as estimated.
    public var payloadBytes: Int
    /// The colours this frame's sixels are drawn with where fewer than they were made with (a slow
    /// link, `SixelPalette`); nil: as made.
    public var sixelColors: Int?
    /// The colours this frame's kitty transmissions in the escape go with, as indexed PNG (a slow
    /// link, `KittyPalette`); nil: as made.
    public var kittyColors: Int?

    public init(
        repaintRows: [Int] = [], actions: [GraphicsAction<Key>] = [], fallback: [ImageSlotID] = [],
        payloadBytes: Int = 0
    ) {
        self.repaintRows = repaintRows
        self.actions = actions
        self.fallback = fallback
        self.payloadBytes = payloadBytes
    }
}
