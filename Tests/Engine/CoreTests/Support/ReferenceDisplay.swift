import BurinCore

/// What each visible row must show, frame after frame, said from what a test can see: the frames,
/// each row's current version, and the preload range the pipeline asked the source for.
///
/// - a drawing of its own row (its cells say so, not only its key), at the current width, of a
///   version no newer than its content and never older than one it showed before, at any width;
/// - a drawing other than the one it showed in the previous frame (at the same width) only of the
///   version it had then or has now: the one reason to swap a row's drawing is that the new one is
///   what the row should show (a frame takes in what arrived before it learns of newer versions);
/// - a placeholder only if it was never drawn at this width, as far as the pipeline can remember:
///   not if it showed a drawing at this width and has stayed inside the preload range (where its
///   state, and so that drawing, is kept) in every frame since, and not if its current drawing was
///   ever shown (the drawing cache keeps it; these runs never fill it);
/// - when rows are drawn on the main loop (the sync policy or `forceSync`), exactly its current
///   version, in every frame.
struct ReferenceDisplay {
    private var newestVersion: [RowID: Int] = [:]
    /// Rows that showed a drawing at `keepingWidth` and have been in every preload range since.
    private var keeping: Set<RowID> = []
    private var keepingWidth = -1
    /// Keys of every drawing shown.
    private var seen: Set<ContentKey<Int>> = []
    /// What each row on screen showed in the previous frame, at `keepingWidth`, and its version then.
    private var shownLastFrame: [RowID: (shown: ContentKey<Int>, version: Int)] = [:]
    private var shownNow: [RowID: (shown: ContentKey<Int>, version: Int)] = [:]

    /// Violations in `frame`; `preload` is the range of the frame's prefetch, `currentVersion` each
    /// row's version now, `sync` whether this frame draws rows on the main loop.
    mutating func check(
        _ frame: PipelineFrame<Int, Never>, preload: Range<Int>?, style: Int, sync: Bool, currentVersion: (Int) -> Int
    ) -> [String] {
        var problems: [String] = []
        if frame.width != keepingWidth {
            keeping.removeAll(keepingCapacity: true)
            shownLastFrame.removeAll(keepingCapacity: true)
            keepingWidth = frame.width
        }
        shownNow.removeAll(keepingCapacity: true)
        for row in frame.rows {
            guard let id = row.id else {
                problems.append("index \(row.index) has no row although the source had loaded it")
                continue
            }
            let current = currentVersion(row.index)
            let wanted = ContentKey(row: id, version: current, width: frame.width, style: style)
            guard case .drawing(let drawing) = row.display else {
                if keeping.contains(id) {
                    problems.append("row \(id) blanked: it was drawn at width \(frame.width) and stayed in range")
                }
                if seen.contains(wanted) { problems.append("row \(id) is a placeholder but \(wanted) was drawn") }
                if sync { problems.append("row \(id) is a placeholder although rows are drawn on the main loop") }
                continue
            }
            let key = drawing.key
            if key.row != id { problems.append("row \(id) shows another row's drawing \(key)") }
            if drawing.bitmap[0, 0].text != TestRenderer.signature(key) {
                problems.append("row \(id)'s cells say \(drawing.bitmap[0, 0].text) but its key is \(key)")
            }
            if key.width != frame.width { problems.append("row \(id) shows \(key) at width \(frame.width)") }
            if key.version > current { problems.append("row \(id) shows \(key), newer than its version \(current)") }
            if let newest = newestVersion[id], key.version < newest {
                problems.append("row \(id) went back to \(key) after showing version \(newest)")
            }
            if sync, key != wanted { problems.append("row \(id) shows \(key), not \(wanted), on the main loop") }
            if let before = shownLastFrame[id], before.shown != key, key.version != current,
                key.version != before.version
            {
                problems.append(
                    "row \(id) swapped \(before.shown) for \(key), wanted then v\(before.version), now v\(current)")
            }
            shownNow[id] = (key, current)
            newestVersion[id] = max(newestVersion[id] ?? key.version, key.version)
            seen.insert(key)
            if key.width == frame.width { keeping.insert(id) }
        }
        swap(&shownLastFrame, &shownNow)
        // A row outside this frame's preload range has lost its state: it may need a placeholder again.
        if let preload {
            keeping = keeping.filter { preload.contains($0.rawValue) }
        } else {
            keeping.removeAll(keepingCapacity: true)
        }
        return problems
    }
}
