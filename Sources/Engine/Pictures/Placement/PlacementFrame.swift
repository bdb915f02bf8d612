public import BurinCore
public import BurinTerminal

/// Everything the planner needs about one frame, handed in by the main loop after the text of the
/// frame has been written.
public struct PlacementFrame<Key: Hashable & Sendable>: Sendable {
    /// The whole screen in cells.
    public var screen: CellSize
    /// The list area: images show only inside it, cut at its edges.
    public var viewport: CellRect
    /// Panels over the list (help, the fps overlay): an image touching one is not shown.
    public var covers: [CellRect]
    /// The images of the rows on screen, in any order; a slot listed twice counts once.
    public var images: [SlotImage<Key>]
    /// What this frame's text did to the screen.
    public var motion: ScreenMotion
    /// The payload bytes the link to the terminal has room for this frame (nil: it takes whatever it
    /// is sent, and the planner's own per-frame bound holds). Pictures over it wait for a later
    /// frame.
    public var linkBudget: Int?
    /// Whether one picture larger than `linkBudget` may go this frame: the text has been still a
    /// while, so a picture larger than a frame's share of the link comes once motion settles,
    /// without holding back text that is still changing.
    public var isStill: Bool
    /// How fast the list moves, in screens a second: a fling passes a card in a fraction of a second.
    public var screensPerSecond: Double
    /// Bytes a second the link was measured to take (nil: not measured): sixel pictures go with
    /// fewer colours over a slow one (`SixelPalette`).
    public var linkRate: Double?

    public init(
        screen: CellSize, viewport: CellRect, covers: [CellRect] = [], images: [SlotImage<Key>],
        motion: ScreenMotion = .none, linkBudget: Int? = nil, isStill: Bool = true, screensPerSecond: Double = 0,
        linkRate: Double? = nil
    ) {
        self.screensPerSecond = screensPerSecond
        self.linkRate = linkRate
        self.screen = screen
        self.viewport = viewport
        self.covers = covers
        self.images = images
        self.motion = motion
        self.linkBudget = linkBudget
        self.isStill = isStill
    }

    /// The bytes this frame may send for pictures, with the planner's own bound, and whether the
    /// first picture may exceed them: always without a link budget (every picture gets through), and
    /// with one only when the text is still.
    func budget(planner bound: Int) -> (bytes: Int, firstMayExceed: Bool) {
        guard let linkBudget else { return (bound, true) }
        return (min(bound, linkBudget), isStill)
    }
}
