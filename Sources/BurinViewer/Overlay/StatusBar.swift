public import BurinCore

/// The bottom line: where you are, what loaded, what went wrong, how to get help. In filter-entry
/// mode it is the prompt.
public struct StatusBar {
    /// Everything the status bar says, gathered by the viewer each frame.
    public struct Facts {
        public var title: String
        public var position: Int
        public var count: Int
        public var totalCount: Int
        public var indexingProgress: Double?
        public var badRecords: Int
        /// Whether `badRecords` counts the whole feed, or only the pages decoded so far.
        public var badRecordsFinal: Bool
        public var filter: String?
        public var filterScanning: Bool
        public var prompt: String?
        public var message: String?
        /// Live changes applied so far; nil when the feed is not live.
        public var liveChanges: Int?

        public init(
            title: String, position: Int, count: Int, totalCount: Int, indexingProgress: Double?, badRecords: Int,
            badRecordsFinal: Bool = true, filter: String?, filterScanning: Bool, prompt: String?, message: String?,
            liveChanges: Int?
        ) {
            self.title = title
            self.position = position
            self.count = count
            self.totalCount = totalCount
            self.indexingProgress = indexingProgress
            self.badRecords = badRecords
            self.badRecordsFinal = badRecordsFinal
            self.filter = filter
            self.filterScanning = filterScanning
            self.prompt = prompt
            self.message = message
            self.liveChanges = liveChanges
        }
    }

    public static func draw(_ f: Facts, into grid: inout CellGrid, usesColor: Bool) {
        let y = grid.size.height - 1
        guard y >= 0 else { return }
        let bg = RGBA(hex: 0x2B2E3A)
        let style = TextStyle(
            foreground: RGBA(hex: 0xDADCE4), background: usesColor ? bg : nil,
            attributes: usesColor ? [] : .reverse)
        grid.fill(
            CellRect(x: 0, y: y, width: grid.size.width, height: 1),
            with: Cell(
                " ", background: usesColor ? CellColor(bg) : .terminalDefault, attributes: usesColor ? [] : .reverse))
        if let prompt = f.prompt {
            grid.write("/" + prompt + "▏", x: 0, y: y, style: style)
            return
        }
        var parts: [String] = []
        parts.append(f.count == 0 ? "no rows" : "\(min(f.position + 1, f.count))/\(f.count)")
        // The message says what to do ("Esc clears the filter"), so it comes before the facts and is the
        // last thing an 80-column screen cuts.
        if let message = f.message { parts.append(message) }
        if let filter = f.filter {
            parts.append("filter \"\(filter)\"" + (f.filterScanning ? " (scanning…)" : "") + " of \(f.totalCount)")
        }
        if let p = f.indexingProgress {
            // A stream's size is unknown until it ends: count what has come instead of a percentage.
            parts.append(p > 0 ? "indexing \(Int((p * 100).rounded()))%" : "reading, \(f.totalCount) rows so far")
        }
        if f.badRecords > 0 {
            parts.append(
                "\(f.badRecords) bad record" + (f.badRecords == 1 ? "" : "s") + (f.badRecordsFinal ? "" : " so far"))
        }
        if let changes = f.liveChanges { parts.append("live, \(changes) changes") }
        let right = "? help  q quit"
        let rightWidth = right.count
        let left = " " + f.title + "  " + parts.joined(separator: " · ")
        grid.write(left, x: 0, y: y, width: max(0, grid.size.width - rightWidth - 2), style: style)
        if grid.size.width > rightWidth + 20 {
            grid.write(right, x: grid.size.width - rightWidth - 1, y: y, style: style)
        }
    }
}
