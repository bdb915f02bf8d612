/// The top of the viewport: a row by position and how many of its lines are scrolled off the top.
public struct ScrollPosition: Hashable, Sendable {
    public var index: Int
    public var offset: Int

    public init(index: Int, offset: Int = 0) {
        self.index = index
        self.offset = offset
    }

    public static let top = ScrollPosition(index: 0)
}

/// A finished drawing and the content it shows, as the pipeline knows it: the key is the one the
/// pipeline asked for, never one a renderer wrote.
public struct RowDrawing<Style: Hashable & Sendable>: Sendable, Equatable {
    public let key: ContentKey<Style>
    public let bitmap: CellBitmap

    public init(key: ContentKey<Style>, bitmap: CellBitmap) {
        self.key = key
        self.bitmap = bitmap
    }
}

/// What a visible row shows this frame.
public enum RowDisplay<Style: Hashable & Sendable>: Sendable, Equatable {
    /// A drawing of this row: its current content, or its previous accepted content while a redraw of
    /// new content is pending, always at the current width.
    case drawing(RowDrawing<Style>)
    /// A quiet skeleton: the row was never drawn at this width (or its data is still loading).
    case placeholder
}

/// One row on screen this frame.
public struct VisibleRow<Style: Hashable & Sendable, Action: Hashable & Sendable>: Sendable {
    /// Position in the source.
    public var index: Int
    /// The row's id; nil while its data is loading.
    public var id: RowID?
    /// Screen line of the row's first line; negative when the top is scrolled off.
    public var top: Int
    public var height: Int
    public var display: RowDisplay<Style>
    /// The layout the drawing came from, for hit-testing; nil until laid out.
    public var layout: RowLayout<Action>?
}

/// Everything the main loop needs to compose a frame.
public struct PipelineFrame<Style: Hashable & Sendable, Action: Hashable & Sendable>: Sendable {
    public var rows: [VisibleRow<Style, Action>]
    public var width: Int
    public var viewportHeight: Int
    public var position: ScrollPosition
}
