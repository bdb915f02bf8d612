// burin-gitlog: a git repository's history as a scrolling list, on Burin's public API only.
// Each commit is a card: an identicon and a diffstat bar painted on the draw workers, text on top.
import BurinCore
import BurinList
import BurinRaster
import BurinScreen
import BurinSnapshot
import BurinText
import Foundation

struct Commit: Sendable, Hashable {
    var hash, author, date, subject: String
    var added = 0, removed = 0
}

/// `git log` read once, into memory.
final class Commits: ListItems {
    let all: [Commit]
    init(repository: String, limit: Int = 5000) {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = [
            "git", "-C", repository, "log", "-n", "\(limit)", "--numstat", "--date=short",
            "--format=%x1e%H%x1f%an%x1f%ad%x1f%s",
        ]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        try? git.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        all = text.split(separator: "\u{1E}").compactMap { record in
            let lines = record.split(separator: "\n")
            let f = lines.first?.split(separator: "\u{1F}", omittingEmptySubsequences: false) ?? []
            guard f.count == 4 else { return nil }
            var c = Commit(hash: String(f[0]), author: String(f[1]), date: String(f[2]), subject: String(f[3]))
            for stat in lines.dropFirst() {
                let n = stat.split(separator: "\t")
                if n.count >= 2 {
                    c.added += Int(n[0]) ?? 0
                    c.removed += Int(n[1]) ?? 0
                }
            }
            return c
        }
    }
    var count: Int { all.count }
    func item(at index: Int) -> Commit? { all.indices.contains(index) ? all[index] : nil }
}

struct CommitRenderer: RowRenderer {
    typealias Style = Int
    typealias Action = Never
    func makeLayoutContext() {}
    func makeDrawContext() -> RowDrawer {
        RowDrawer(blitter: .halfBlock, imageCache: ImageCache(byteLimit: 0), textPainter: nil)
    }

    func layout(_ row: ListRow<Commit>, width: Int, style: Int, context: Void) -> RowLayout<Never> {
        let c = row.item
        let bytes = Array(c.hash.utf8) + [0]
        let ink = RGBA(80 + bytes[0] % 160, 120 + bytes[1] % 120, 200)
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBA) -> PaintOp {
            .fill(UnitRect(x: x, y: y, width: w, height: h), color, radius: 0)
        }
        var paint = [box(0, 0, Double(width), 3, RGBA(hex: row.presentation.focused ? 0x2E3340 : 0x20232B))]
        for y in 0..<6 {  // a 6x6 identicon, mirrored, from the hash's bits
            for x in 0..<3 where bytes[(y * 3 + x) % bytes.count] & 1 == 1 {
                paint += [
                    box(Double(1 + x), Double(y) / 2, 1, 0.5, ink), box(Double(6 - x), Double(y) / 2, 1, 0.5, ink),
                ]
            }
        }
        let bar = min(30, max(0, width - 30))
        let green = Double(bar * c.added / max(1, c.added + c.removed))
        paint += [
            box(9, 2.25, green, 0.5, RGBA(hex: 0x3FB950)),
            box(9 + green, 2.25, Double(bar) - green, 0.5, RGBA(hex: 0xF85149)),
        ]
        func text(_ s: String, x: Int, y: Int, _ color: RGBA, _ a: CellAttributes = []) -> TextRun {
            let clusters = TextMetrics.truncate(TextMetrics.clusters(s), toWidth: max(0, width - x - 1), mode: .end)
            return TextRun(x: x, y: y, clusters: clusters, style: TextStyle(foreground: color, attributes: a))
        }
        let detail = row.presentation.unfolded ? c.hash : String(c.hash.prefix(8))
        return RowLayout(
            size: CellSize(width: width, height: 3), paint: paint,
            text: [
                text(c.subject, x: 9, y: 0, RGBA(hex: 0xE6EDF3), .bold),
                text("\(c.author) · \(c.date) · \(detail)", x: 9, y: 1, RGBA(hex: 0x8B949E)),
                text("+\(c.added) −\(c.removed)", x: 10 + bar, y: 2, RGBA(hex: 0xC9D1D9)),
            ])
    }

    func draw(_ layout: RowLayout<Never>, style: Style, context: RowDrawer, isCancelled: () -> Bool) -> CellBitmap? {
        context.draw(layout, isCancelled: isCancelled)?.bitmap
    }
}

final class GitLogApp: ListApp {
    let items: Commits
    let renderer = CommitRenderer()
    let title: String
    init(repository: String) {
        items = Commits(repository: repository)
        title = URL(fileURLWithPath: repository).standardizedFileURL.lastPathComponent
    }
    var style: Int { 0 }
    var emptyMessage: String { "no commits (is this a git repository?)" }
    func matches(_ c: Commit, query: String) -> Bool {
        c.subject.localizedCaseInsensitiveContains(query) || c.author.localizedCaseInsensitiveContains(query)
    }
    func estimatedHeight(width: Int) -> Int { 3 }
    func outcome(of action: Never, row: RowID) -> ListOutcome {}
    func activate(row: RowID, layout: RowLayout<Never>?, isUnfolded: Bool) -> ListOutcome { .toggleUnfolded }
    var statusFacts: [StatusBar.Fact] { [StatusBar.Fact("\(items.count) commits", rank: 6)] }
    var helpLines: [String] { ["Enter         the full hash"] }
}

/// `burin-gitlog [REPO]` scrolls the history; `burin-gitlog [REPO] --snapshot COLSxROWS` prints it.
@main enum GitLog {
    static func main() { exit(run(Array(CommandLine.arguments.dropFirst()))) }

    static func run(_ arguments: [String]) -> Int32 {
        var rest = arguments
        var size: String?
        if let i = rest.firstIndex(of: "--snapshot"), i + 1 < rest.count { size = rest.remove(at: i + 1) }
        rest.removeAll { $0 == "--snapshot" }
        let repository = rest.first ?? "."
        if let size {
            let parts = size.split(separator: "x").compactMap { Int($0) }
            var request = SnapshotRequest()
            request.size = CellSize(width: parts.first ?? 100, height: parts.last ?? 30)
            let app = { (_: HeadlessScreen) in GitLogApp(repository: repository) }
            guard let grid = try? SnapshotRunner.grid(request: request, options: ListOptions(), app: app) else {
                return 1
            }
            print(TextSnapshotWriter().render(grid), terminator: "")
            return 0
        }
        guard let screen = try? NcursesScreen() else {
            FileHandle.standardError.write(Data("burin-gitlog: no usable terminal; try --snapshot 100x30\n".utf8))
            return 1
        }
        let viewer = ListViewer(screen: screen, app: GitLogApp(repository: repository), options: ListOptions())
        InteractiveLoop(viewer: viewer).run()
        viewer.shutdown()
        screen.shutdown()
        return viewer.exitStatus
    }
}
