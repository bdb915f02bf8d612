public import BurinCore

/// The part of a slot that is on screen: the cells, the matching part of the picture, and which of
/// the slot's cells comes first.
public struct VisibleSlot: Sendable, Hashable {
    /// The cells shown, on the screen.
    public var cells: CellRect
    /// The picture's pixels those cells show.
    public var source: PixelRect
    /// The slot's own cell (from its top-left) at `cells`' top-left.
    public var slotOffset: CellOffset

    /// The part of `image` inside `area`; nil when none of it is, or when it touches a cover (an
    /// image is shown whole or not at all under panels: a panel's text must never sit under pixels).
    public static func of<Key>(_ image: SlotImage<Key>, in area: CellRect, covers: [CellRect]) -> VisibleSlot? {
        let frame = image.frame
        guard !frame.isEmpty, !image.pixelSize.isEmpty else { return nil }
        let x0 = max(frame.minX, area.minX)
        let y0 = max(frame.minY, area.minY)
        let x1 = min(frame.maxX, area.maxX)
        let y1 = min(frame.maxY, area.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        let cells = CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        if covers.contains(where: { intersects($0, cells) }) { return nil }
        let w = frame.size.width
        let h = frame.size.height
        let pw = image.pixelSize.width
        let ph = image.pixelSize.height
        let sx0 = (x0 - frame.minX) * pw / w
        let sx1 = (x1 - frame.minX) * pw / w
        let sy0 = (y0 - frame.minY) * ph / h
        let sy1 = (y1 - frame.minY) * ph / h
        guard sx0 < sx1, sy0 < sy1 else { return nil }
        return VisibleSlot(
            cells: cells, source: PixelRect(x: sx0, y: sy0, width: sx1 - sx0, height: sy1 - sy0),
            slotOffset: CellOffset(columns: x0 - frame.minX, rows: y0 - frame.minY))
    }

    static func intersects(_ a: CellRect, _ b: CellRect) -> Bool {
        !a.isEmpty && !b.isEmpty && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
