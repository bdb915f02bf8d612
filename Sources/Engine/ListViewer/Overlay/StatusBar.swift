public import BurinCore
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

    /// One of an app's facts, with its rank among the others: lower ranks are dropped first on a
    /// narrow screen (the row's place is 10, a message 8, a filter 7, the help hint 5).
    public struct Fact: Sendable, Equatable {
        public var text: String
        public var rank: Int

        public init(_ text: String, rank: Int) {
            self.text = text
            self.rank = rank
        }
    }

    /// Everything the status bar says, gathered by the viewer each frame.
    public struct Facts: Equatable {
        public var title: String
        /// The row the status counts from (the focused one, else the top one), 0-based.
        public var position: Int
        public var count: Int
        public var totalCount: Int
        public var place: Place
        public var filter: String?
        public var filterScanning: Bool
        /// How far a background search has got (0...1) while it runs.
        public var filterProgress: Double?
        /// Why the query typed could not be read.
        public var filterError: String?
        public var prompt: String?
        public var message: String?
        /// A count prefix being typed (`12` of `12G`).
        public var pendingCount: Int?
        /// The app's own facts (loading progress, bad records), in the order shown.
        public var appFacts: [Fact]

        public init(
            title: String, position: Int, count: Int, totalCount: Int, place: Place = .top, filter: String? = nil,
            filterScanning: Bool = false, filterProgress: Double? = nil, filterError: String? = nil,
            prompt: String? = nil, message: String? = nil, pendingCount: Int? = nil,
            appFacts: [Fact] = []
        ) {
            self.title = title
            self.position = position
            self.count = count
            self.totalCount = totalCount
            self.place = place
            self.filter = filter
            self.filterScanning = filterScanning
            self.filterProgress = filterProgress
            self.filterError = filterError
            self.prompt = prompt
            self.message = message
            self.pendingCount = pendingCount
            self.appFacts = appFacts
        }
    }

    /// The help hint at the right, shown when everything more important fits beside it.
    public static let hint = "? help  q quit"

    public static func draw(_ f: Facts, into grid: inout CellGrid, theme: ListTheme, usesColor: Bool) {
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

    /// How far the filter has got while it is still scanning: its share where a background search
    /// knows it.
    private static func scanningNote(_ f: Facts) -> String {
        guard f.filterScanning else { return "" }
        return f.filterProgress.map { " (\(Int($0 * 100))%)" } ?? " (scanning…)"
    }

    /// `n` with its thousands grouped by commas: 1,204.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }

    /// The left and right text of the bar for a screen `width` columns wide.
    public static func layout(_ f: Facts, width: Int) -> (left: String, right: String) {
        if let prompt = f.prompt {
            // The prompt and the matches so far: what is typed is never cut for the count.
            let left = "/" + prompt + "▏"
            let count: String
            if let progress = f.filterProgress {
                count = "\(grouped(f.count)) matches · \(Int(progress * 100))%"
            } else {
                count = f.filterScanning ? "\(f.count) matches so far" : "\(f.count) of \(f.totalCount) match"
            }
            // A query that cannot be read says why where the count would be, the count as a fallback.
            let answers = (f.filterError.map { [$0] } ?? []) + [count, "\(f.count)"]
            for answer in answers where TextMetrics.width(left) + TextMetrics.width(answer) + 3 <= width {
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
                ("filter \"\(filter)\"" + scanningNote(f) + " of \(f.totalCount)", 7))
        }
        parts += f.appFacts.map { ($0.text, min(9, $0.rank)) }

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
