import BurinCore

/// Where the viewport must be, said as plainly as possible: the top line of the viewport is a line
/// of the list laid out with the heights the pipeline uses now, a scroll moves it by exactly the
/// lines asked for, and it never goes above the first line or below the line at which the last row
/// ends on the bottom line of the screen (a list shorter than the screen stays at its top).
///
/// The reference for `ScrollModel`. Heights come from the caller at each operation, as they do for
/// the pipeline (a row's layout height, or its estimate until it has one), so the model predicts
/// from the same heights without copying how the pipeline walks them. Walks are bounded by the
/// screen and the distance moved, so checking every step of ten thousand schedules stays cheap.
struct ReferenceScroll {
    private(set) var position = ScrollPosition.top
    /// After a jump to the end (or to a row too near it to be put at the top), the end stays on the
    /// bottom line while heights change, until the next motion.
    private(set) var pinnedToEnd = false

    /// Moves the top line by `lines`, stopped by either end.
    mutating func scroll(by lines: Int, count: Int, viewport: Int, height: (Int) -> Int) {
        guard lines != 0 else { return }
        pinnedToEnd = false
        if lines > 0 {
            // How far the top line can go down: lines below it, less a screen.
            let room = linesBelow(position, count: count, atLeast: lines + viewport, height: height) - viewport
            position =
                room >= lines
                ? normalized(position.index, position.offset + lines, count: count, height: height)
                : end(count, viewport, height)
        } else {
            let room = linesAbove(position, atLeast: -lines, height: height)
            position =
                room >= -lines
                ? normalized(position.index, position.offset + lines, count: count, height: height) : .top
        }
        keepEndOnBottomLine(count: count, viewport: viewport, height: height)
    }

    /// Row `index` (clamped to the list) on the top line, unless that would leave the end of the list
    /// above the bottom line: then the end, and if the row is no longer the top row, held there.
    mutating func jump(to index: Int, count: Int, viewport: Int, height: (Int) -> Int) {
        pinnedToEnd = false
        let target = max(0, min(index, count - 1))
        position = ScrollPosition(index: target)
        keepEndOnBottomLine(count: count, viewport: viewport, height: height)
        if position.index != target { pinnedToEnd = true }
    }

    /// The end of the list on the bottom line, held there.
    mutating func jumpToEnd(count: Int, viewport: Int, height: (Int) -> Int) {
        jump(to: count - 1, count: count, viewport: viewport, height: height)
        pinnedToEnd = true
    }

    /// What a frame makes of the position with the heights it uses: the top row stays the top row
    /// (rows above it may have changed height) with its offset inside it, a held end is the end, and
    /// the end never rises above the bottom line.
    mutating func settle(count: Int, viewport: Int, height: (Int) -> Int) {
        if count > 0 { position.offset = min(position.offset, max(0, height(position.index) - 1)) }
        if pinnedToEnd { position = ScrollPosition(index: max(0, count - 1)) }
        keepEndOnBottomLine(count: count, viewport: viewport, height: height)
    }

    // MARK: Lines

    private mutating func keepEndOnBottomLine(count: Int, viewport: Int, height: (Int) -> Int) {
        guard count > 0 else {
            position = .top
            return
        }
        if linesBelow(position, count: count, atLeast: viewport, height: height) < viewport {
            position = end(count, viewport, height)
        }
    }

    /// Lines from the top line of `p` to the end of the list, counted until there are `limit`.
    private func linesBelow(_ p: ScrollPosition, count: Int, atLeast limit: Int, height: (Int) -> Int) -> Int {
        var lines = -p.offset
        var i = p.index
        while lines < limit, i < count {
            lines += height(i)
            i += 1
        }
        return lines
    }

    /// Lines above the top line of `p`, counted until there are `limit`.
    private func linesAbove(_ p: ScrollPosition, atLeast limit: Int, height: (Int) -> Int) -> Int {
        var lines = p.offset
        var i = p.index
        while lines < limit, i > 0 {
            i -= 1
            lines += height(i)
        }
        return lines
    }

    /// The top at which the last row ends on the bottom line; the top of the list if it is shorter.
    private func end(_ count: Int, _ viewport: Int, _ height: (Int) -> Int) -> ScrollPosition {
        var lines = 0
        var i = count
        while i > 0 {
            i -= 1
            lines += height(i)
            if lines >= viewport { return ScrollPosition(index: i, offset: lines - viewport) }
        }
        return .top
    }

    /// The line `offset` lines below the top of row `index` (negative: above it), as the row that
    /// holds it and the line within that row; past the last row, the last row holds it.
    private func normalized(_ index: Int, _ offset: Int, count: Int, height: (Int) -> Int) -> ScrollPosition {
        var index = index
        var offset = offset
        while offset < 0, index > 0 {
            index -= 1
            offset += height(index)
        }
        while index < count - 1, offset >= height(index) {
            offset -= height(index)
            index += 1
        }
        return ScrollPosition(index: index, offset: max(0, offset))
    }
}
