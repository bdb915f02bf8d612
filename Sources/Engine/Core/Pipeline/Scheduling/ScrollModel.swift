/// Where the viewport is in a list of rows of varying height: a row index and a line offset into it,
/// so a million rows never need their heights summed. Pure: row heights come from the caller, as a
/// function of the row's position, and time from the caller's clock.
///
/// - Note: Main loop only (one owner).
public struct ScrollModel {
    /// The top of the viewport.
    public private(set) var position = ScrollPosition.top
    /// Set by `jumpToEnd` until the next motion: the end of the list stays on the bottom line while
    /// the rows near it get their real heights (the jump was worked out from estimates) or change.
    public private(set) var isPinnedToEnd = false
    /// Speed and direction of recent motion.
    public private(set) var velocity = ScrollVelocity()

    public init() {}

    /// Lines per second over the velocity's window ending at `now`; signed. Asked in place: a copy of
    /// `velocity` would copy its steps to prune them.
    public mutating func linesPerSecond(now: Duration) -> Double { velocity.linesPerSecond(now: now) }

    /// Moves the viewport by `lines` (negative is up), through rows of varying height, stopping at
    /// both ends of the list.
    public mutating func scroll(
        by lines: Int, count: Int, viewportHeight: Int, now: Duration, height: (Int) -> Int
    ) {
        guard lines != 0 else { return }
        isPinnedToEnd = false
        velocity.record(lines: lines, at: now)
        var index = position.index
        var offset = position.offset + lines
        while offset < 0, index > 0 {
            index -= 1
            offset += height(index)
        }
        if offset < 0 { offset = 0 }
        while index < count - 1, offset >= height(index) {
            offset -= height(index)
            index += 1
        }
        position = ScrollPosition(index: index, offset: offset)
        clampToEnd(count: count, viewportHeight: viewportHeight, height: height)
    }

    /// Puts row `index` at the top (clamped so the last screen stays full). A row too near the end to
    /// be put at the top means "the end": it is then held there, as `jumpToEnd` does, since the clamp
    /// used estimated heights.
    public mutating func jump(
        toIndex index: Int, count: Int, viewportHeight: Int, now: Duration, height: (Int) -> Int
    ) {
        isPinnedToEnd = false
        let target = max(0, min(index, count - 1))
        if target != position.index {
            velocity.record(lines: target > position.index ? 1 : -1, at: now)
        }
        position = ScrollPosition(index: target)
        clampToEnd(count: count, viewportHeight: viewportHeight, height: height)
        if position.index != target { isPinnedToEnd = true }
    }

    /// Shows the end of the list, and holds it there until the next motion.
    public mutating func jumpToEnd(count: Int, viewportHeight: Int, now: Duration, height: (Int) -> Int) {
        jump(toIndex: count - 1, count: count, viewportHeight: viewportHeight, now: now, height: height)
        isPinnedToEnd = true
    }

    /// Stops holding the end of the list on the bottom line, leaving the view at the end as the
    /// heights now place it: rows laid out since the last frame (placed at taller estimates) would
    /// else leave it above the end, and a line up (`k`) would only take it back down there.
    public mutating func releaseEnd(count: Int, viewportHeight: Int, height: (Int) -> Int) {
        if isPinnedToEnd { settle(count: count, viewportHeight: viewportHeight, height: height) }
        isPinnedToEnd = false
    }

    /// Keeps the same row at the top after the list changed its positions (a filter, a reload).
    public mutating func reanchor(toIndex index: Int, offset: Int = 0) {
        isPinnedToEnd = false
        position = ScrollPosition(index: max(0, index), offset: max(0, offset))
    }

    /// Keeps the top row inside a list that may have shrunk (a filter, a reload).
    public mutating func clampIndex(count: Int) {
        if position.index >= count { position = ScrollPosition(index: max(0, count - 1)) }
    }

    /// Makes the position valid for the list's heights as they are now, at the start of a frame:
    /// they may have changed since it was set (estimates replaced by layouts, a row expanded, a
    /// resize). The list never ends above the bottom line, and after `jumpToEnd` it stays there.
    public mutating func settle(count: Int, viewportHeight: Int, height: (Int) -> Int) {
        clampIndex(count: count)
        if count > 0 { position.offset = min(position.offset, max(0, height(position.index) - 1)) }
        if isPinnedToEnd { position = ScrollPosition(index: max(0, count - 1)) }
        clampToEnd(count: count, viewportHeight: viewportHeight, height: height)
    }

    /// Where the rows on screen are, top to bottom: each one's screen line and height.
    public func placements(count: Int, viewportHeight: Int, height: (Int) -> Int) -> [RowPlacement] {
        var placements: [RowPlacement] = []
        var y = -position.offset
        var i = position.index
        while y < viewportHeight, i < count {
            let h = height(i)
            placements.append(RowPlacement(index: i, top: y, height: h))
            y += h
            i += 1
        }
        return placements
    }

    private mutating func clampToEnd(count: Int, viewportHeight: Int, height: (Int) -> Int) {
        guard count > 0 else {
            position = .top
            return
        }
        // Rows are at least one line tall, so only a position within a screen of the end can overrun.
        guard count - position.index <= viewportHeight else { return }
        var remaining = -position.offset
        for i in position.index..<count {
            remaining += height(i)
            if remaining >= viewportHeight { return }
        }
        // The rest of the list does not fill the screen: find the top that makes it end at the bottom.
        var lines = 0
        var i = count - 1
        while i >= 0 {
            let h = height(i)
            if lines + h >= viewportHeight {
                position = ScrollPosition(index: i, offset: lines + h - viewportHeight)
                return
            }
            lines += h
            i -= 1
        }
        position = .top
    }
}

/// Where a row on screen is: its position in the list, the screen line its top is on (negative when
/// cut by the top edge), and its height. The pipeline makes each a `VisibleRow` with what it shows.
public struct RowPlacement: Equatable, Sendable {
    public var index: Int
    public var top: Int
    public var height: Int
}
