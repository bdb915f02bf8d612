public import BurinCore
public import BurinFeed
import BurinText

/// The bottom line, as less keeps one: the file, the row you are on of how many and where that is
/// (TOP, END, ALL or a percentage), what loaded, what went wrong, how to get help. While a filter is
/// typed it is the prompt, with the matches so far at the right.
///
/// On a narrow screen the least important parts go first: the title is cut, then loading facts and
/// messages, then the help hint; the row and its place stay to the last.
public struct StatusBar {
    /// Where the screen is in the list.
    public enum Place: Sendable, Equatable {
        /// The whole list is on screen.
        case all
        /// The first row is at the top.
        case top
        /// The last row is on screen.
        case end
        /// The share of rows up to the bottom of the screen, as less counts it.
        case percent(Int)

        var text: String {
            switch self {
            case .all: "ALL"
            case .top: "TOP"
            case .end: "END"
            case .percent(let p): "\(p)%"
            }
        }
    }

    /// Everything the status bar says, gathered by the viewer each frame.
    public struct Facts {
        public var title: String
        /// The row the status counts from (the focused one, else the top one), 0-based.
        public var position: Int
        public var count: Int
        public var totalCount: Int
        public var place: Place
        public var indexingProgress: Double?
        public var badRecords: Int
        /// Whether `badRecords` counts the whole feed, or only the pages decoded so far.
        public var badRecordsFinal: Bool
        /// Records shown as what they are, not as merchants.
        public var otherRecords: Int
        public var filter: String?
        public var filterScanning: Bool
        public var prompt: String?
        public var message: String?
        /// Live changes applied so far; nil when the feed is not live.
        public var liveChanges: Int?
        /// A count prefix being typed (`12` of `12G`).
        public var pendingCount: Int?
        /// Some image a record named could not be shown (missing file, relative path, corrupt).
        public var imagesMissing: Bool

        public init(
            title: String, position: Int, count: Int, totalCount: Int, place: Place = .top,
            indexingProgress: Double? = nil, badRecords: Int = 0, badRecordsFinal: Bool = true, otherRecords: Int = 0,
            filter: String? = nil, filterScanning: Bool = false, prompt: String? = nil, message: String? = nil,
            liveChanges: Int? = nil, pendingCount: Int? = nil, imagesMissing: Bool = false
        ) {
            self.imagesMissing = imagesMissing
            self.title = title
            self.position = position
            self.count = count
            self.totalCount = totalCount
            self.place = place
            self.indexingProgress = indexingProgress
            self.badRecords = badRecords
            self.badRecordsFinal = badRecordsFinal
            self.otherRecords = otherRecords
            self.filter = filter
            self.filterScanning = filterScanning
            self.prompt = prompt
            self.message = message
            self.liveChanges = liveChanges
            self.pendingCount = pendingCount
        }
    }

    /// The help hint at the right, shown when everything more important fits beside it.
    public static let hint = "? help  q quit"

    public static func draw(_ f: Facts, into grid: inout CellGrid, theme: FeedTheme, usesColor: Bool) {
        let y = grid.size.height - 1
        let width = grid.size.width
        guard y >= 0, width > 0 else { return }
        let style = TextStyle(
            foreground: usesColor ? theme.statusText : nil, background: usesColor ? theme.statusBar : nil,
            attributes: usesColor ? [] : .reverse)
        grid.fill(
            CellRect(x: 0, y: y, width: width, height: 1),
            with: Cell(
                " ", background: usesColor ? CellColor(theme.statusBar) : .terminalDefault,
                attributes: usesColor ? [] : .reverse))
        let (left, right) = layout(f, width: width)
        grid.write(left, x: 0, y: y, width: width, style: style)
        if !right.isEmpty {
            grid.write(right, x: max(0, width - TextMetrics.width(right) - 1), y: y, style: style)
        }
    }

    /// The left and right text of the bar for a screen `width` columns wide.
    public static func layout(_ f: Facts, width: Int) -> (left: String, right: String) {
        if let prompt = f.prompt {
            // The prompt and the matches so far: what is typed is never cut for the count.
            let left = "/" + prompt + "▏"
            let count = f.filterScanning ? "\(f.count) matches so far" : "\(f.count) of \(f.totalCount) match"
            for answer in [count, "\(f.count)"] where TextMetrics.width(left) + TextMetrics.width(answer) + 3 <= width {
                return (left, answer)
            }
            return (left, "")
        }
        // Parts in the order shown, each with its rank: lower ranks are dropped first.
        var parts: [(text: String, rank: Int)] = []
        let row: String =
            f.count == 0
            ? "no rows" : "\(min(f.position + 1, f.count))/\(f.count)" + (f.count > 0 ? " " + f.place.text : "")
        if let pending = f.pendingCount { parts.append(("\(pending)…", 9)) }
        parts.append((row, 10))
        // The message says what to do ("Esc clears the filter"), so it comes before the facts.
        if let message = f.message { parts.append((message, 8)) }
        if let filter = f.filter {
            parts.append(
                ("filter \"\(filter)\"" + (f.filterScanning ? " (scanning…)" : "") + " of \(f.totalCount)", 7))
        }
        if f.badRecords > 0 {
            // Pages are decoded on demand: until every row was, the count covers those read so far.
            let count = "\(f.badRecords) bad record" + (f.badRecords == 1 ? "" : "s")
            parts.append((count + (f.badRecordsFinal ? "" : " so far"), 6))
        }
        if f.otherRecords > 0 {
            parts.append(("\(f.otherRecords) not merchant" + (f.otherRecords == 1 ? "" : "s"), 5))
        }
        if let p = f.indexingProgress {
            // A stream's size is unknown until it ends: count what has come instead of a percentage.
            parts.append((p > 0 ? "indexing \(Int((p * 100).rounded()))%" : "reading, \(f.totalCount) rows so far", 4))
        }
        if let changes = f.liveChanges { parts.append(("live, \(changes) changes", 3)) }
        // Relative paths resolve against the feed's folder (stdin: the current one); --base says where.
        if f.imagesMissing { parts.append(("images missing (--base DIR?)", 2)) }

        func joined(_ parts: [(text: String, rank: Int)]) -> String {
            parts.map(\.text).joined(separator: " · ")
        }
        // The hint ranks among the facts: the keys matter more to a newcomer than loading progress, and
        // more than the file's name, which is cut (or left out) before the hint goes.
        let hintRank = 5
        let hintWidth = 2 + TextMetrics.width(hint) + 1
        var showsHint = true
        var kept = parts
        func needed() -> Int { 1 + TextMetrics.width(joined(kept)) + (showsHint ? hintWidth : 0) }
        while needed() > width {
            let lowest = kept.indices.filter { kept[$0].rank < 10 }.min { kept[$0].rank < kept[$1].rank }
            if let lowest, kept[lowest].rank < hintRank || !showsHint {
                kept.remove(at: lowest)
            } else if showsHint {
                showsHint = false
            } else {
                break
            }
        }
        let facts = joined(kept)
        let factsWidth = TextMetrics.width(facts)
        let room = width - 1 - factsWidth - 2 - (showsHint ? TextMetrics.width(hint) + 3 : 0)
        let title: String
        if room >= TextMetrics.width(f.title) {
            title = f.title
        } else if room >= 4 {
            title = TextMetrics.truncate(TextMetrics.clusters(f.title), toWidth: room, mode: .end).map(\.text)
                .joined()
        } else {
            title = ""
        }
        let left = " " + (title.isEmpty ? "" : title + "  ") + facts
        return (left, showsHint ? hint : "")
    }
}
