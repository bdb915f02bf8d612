public import BurinCore

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
    public var textPass: TextPass

    public init(
        screen: CellSize, viewport: CellRect, covers: [CellRect] = [], images: [SlotImage<Key>],
        textPass: TextPass = .none
    ) {
        self.screen = screen
        self.viewport = viewport
        self.covers = covers
        self.images = images
        self.textPass = textPass
    }
}
