/// Checks, frame after frame, what the pipeline promises about visible rows:
/// each shows a drawing of its own content at the current width (the current version, or an older
/// accepted one while a redraw is pending), or a placeholder if it was never drawn at this width;
/// never another row's drawing, never an older version after a newer one was shown, and never a
/// placeholder in place of a drawing it showed in the previous frame at the same width (flicker).
/// Used by the property test and by `burin bench` (its `stale_shown` figure).
public struct DisplayInvariant {
    private struct Shown: Equatable {
        var width: Int
        var version: Int
    }
    private var newest: [RowID: Shown] = [:]
    private var drawnLastFrame: Set<RowID> = []
    private var lastWidth = -1

    public init() {}

    /// Returns a description of every violation in `frame`; empty when all is well.
    /// `currentVersion` gives each row's content version now.
    public mutating func check<Style, Action>(
        _ frame: PipelineFrame<Style, Action>, currentVersion: (RowID) -> Int?
    ) -> [String] {
        var violations: [String] = []
        if frame.width != lastWidth {
            drawnLastFrame = []
            lastWidth = frame.width
        }
        var drawnNow: Set<RowID> = []
        for row in frame.rows {
            guard case .drawing(let drawing) = row.display else {
                if let id = row.id, drawnLastFrame.contains(id) {
                    violations.append("row \(id) at index \(row.index) blanked to a placeholder")
                }
                continue
            }
            guard let id = row.id else {
                violations.append("index \(row.index) shows \(drawing.key) but has no row")
                continue
            }
            let key = drawing.key
            if key.row != id { violations.append("row \(id) shows another row's drawing \(key)") }
            if key.width != frame.width {
                violations.append("row \(id) shows a drawing for width \(key.width) at width \(frame.width)")
            }
            if let current = currentVersion(id), key.version > current {
                violations.append("row \(id) shows version \(key.version) newer than its content \(current)")
            }
            if let seen = newest[id], seen.width == key.width, key.version < seen.version {
                violations.append("row \(id) went back from version \(seen.version) to \(key.version)")
            }
            if newest[id].map({ $0.width != key.width || $0.version <= key.version }) ?? true {
                newest[id] = Shown(width: key.width, version: key.version)
            }
            drawnNow.insert(id)
        }
        drawnLastFrame = drawnNow
        return violations
    }
}
