public import BurinCore

/// Text of a row that stands for a web address (a card's link), which a terminal that shows
/// hyperlinks (OSC 8) makes clickable: the cells of `rect` in the row's layout, and the address.
public struct RowLink: Sendable, Equatable {
    public var rect: CellRect
    /// Printable ASCII with no space (percent-encode anything else); a link with another byte is
    /// never sent.
    public var target: String

    public init(rect: CellRect, target: String) {
        self.rect = rect
        self.target = target
    }
}
