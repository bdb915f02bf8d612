// burin-gitlog: a git repository's history as a scrolling list, on Burin's public API only. Each commit
// is a card of the engine's kit: its author's identicon (half-blocks, kitty or sixel), a diffstat, text.
import Burin
import Foundation

struct Commit: Sendable, Hashable {
    var hash, author, email, date, subject: String
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
            "--format=%x1e%H%x1f%an%x1f%ae%x1f%ad%x1f%s",
        ]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        try? git.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        all = text.split(separator: "\u{1E}").compactMap { record in
            let lines = record.split(separator: "\n")
            let f = (lines.first?.split(separator: "\u{1F}", omittingEmptySubsequences: false) ?? []).map(String.init)
            guard f.count == 5 else { return nil }
            var c = Commit(hash: f[0], author: f[1], email: f[2], date: f[3], subject: f[4])
            for n in lines.dropFirst().map({ $0.split(separator: "\t") }) where n.count >= 2 {
                (c.added, c.removed) = (c.added + (Int(n[0]) ?? 0), c.removed + (Int(n[1]) ?? 0))
            }
            return c
        }
    }
    var count: Int { all.count }
    func item(at index: Int) -> Commit? { all.indices.contains(index) ? all[index] : nil }
}

struct CommitRenderer: RowRenderer {
    /// How the viewer shows pictures in real pixels (nil: half-blocks only).
    typealias Style = PictureFormat?
    /// An image slot names its author; the cache makes the author's identicon for the name.
    let identicons = ImageCache(byteLimit: 8 << 20, loader: { Identicon($0).canvas })
    func makeLayoutContext() -> TextLayoutEngine { TextLayoutEngine() }
    func makeDrawContext() -> RowDrawer { RowDrawer(blitter: .halfBlock, imageCache: identicons, textPainter: nil) }

    func layout(_ row: ListRow<Commit>, width: Int, style: Style, context: TextLayoutEngine) -> RowLayout<Never> {
        let c = row.item
        var card = RowLayoutBuilder<Never>(engine: context, width: width)
        let page = RGBA(hex: row.presentation.focused ? 0x2E3340 : 0x20232B)
        card.fill(UnitRect(x: 0, y: 0, width: Double(width), height: 3), page)
        // 5 x 2.5 cells: the 5 x 5 identicon at a half-block a pixel, or 50 x 50 pixels in 10 x 20 cells.
        card.image(
            c.email.lowercased(), in: UnitRect(x: 1, y: 0.5, width: 5, height: 2.5),
            fallback: ImageFallback(label: String(c.author.prefix(1)), background: page))
        let bar = min(30, max(0, width - 30))
        let green = Double(bar * c.added / max(1, c.added + c.removed))
        card.fill(UnitRect(x: 8, y: 2.25, width: green, height: 0.5), RGBA(hex: 0x3FB950))
        card.fill(UnitRect(x: 8 + green, y: 2.25, width: Double(bar) - green, height: 0.5), RGBA(hex: 0xF85149))
        let detail = row.presentation.unfolded ? c.hash : String(c.hash.prefix(8))
        let bold = TextStyle(foreground: RGBA(hex: 0xE6EDF3), attributes: .bold)
        let muted = TextStyle(foreground: RGBA(hex: 0x8B949E))
        card.place(c.subject, style: bold, x: 8, y: 0, width: width - 9)
        card.place("\(c.author) · \(c.date) · \(detail)", style: muted, x: 8, y: 1, width: width - 9)
        card.place("+\(c.added) −\(c.removed)", style: muted, x: 9 + bar, y: 2, width: width - 10 - bar)
        return card.build(height: 3)
    }

    func draw(_ layout: RowLayout<Never>, style: Style, context: RowDrawer, isCancelled: () -> Bool) -> CellBitmap? {
        context.draw(layout, pictures: style, isCancelled: isCancelled)?.bitmap
    }
}

final class GitLogApp: ListApp {
    let items: Commits
    let renderer = CommitRenderer()
    let title: String
    private(set) var style: PictureFormat?
    init(repository: String) {
        items = Commits(repository: repository)
        title = URL(fileURLWithPath: repository).standardizedFileURL.lastPathComponent
    }
    var emptyMessage: String { "no commits (is this a git repository?)" }
    func matches(_ c: Commit, query: String) -> Bool {
        c.subject.localizedCaseInsensitiveContains(query) || c.author.localizedCaseInsensitiveContains(query)
    }
    func estimatedHeight(width: Int) -> Int { 3 }
    func outcome(of action: Never, row: RowID) -> ListOutcome {}
    func activate(row: RowID, layout: RowLayout<Never>?, isUnfolded: Bool) -> ListOutcome { .toggleUnfolded }
    func picturesChanged(to format: PictureFormat?) { style = format }
    var statusFacts: [StatusBar.Fact] { [StatusBar.Fact("\(items.count) commits", rank: 6)] }
    var helpLines: [String] { ["Enter         the full hash"] }
}

/// `burin-gitlog [REPO]` scrolls the history; `burin-gitlog [REPO] --snapshot COLSxROWS` prints it.
@main enum GitLog {
    static func main() { exit(run(Array(CommandLine.arguments.dropFirst()))) }

    /// `--snapshot COLSxROWS [--pixels kitty|sixel]`, taken out of `arguments`: text, or with
    /// `--pixels` a PNG with the identicons in real pixels.
    static func snapshotRequest(_ arguments: inout [String]) -> SnapshotRequest? {
        func value(_ option: String) -> String? {
            guard let i = arguments.firstIndex(of: option), i + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(i...(i + 1)) }
            return arguments[i + 1]
        }
        guard let size = value("--snapshot")?.split(separator: "x").compactMap({ Int($0) }) else { return nil }
        var request = SnapshotRequest()
        request.size = CellSize(width: size.first ?? 100, height: size.last ?? 30)
        request.pixels = value("--pixels").flatMap(GraphicsProtocol.init(rawValue:))
        request.format = request.pixels == nil ? .text : .png
        return request
    }

    static func run(_ arguments: [String]) -> Int32 {
        var rest = arguments
        let request = snapshotRequest(&rest)
        let repository = rest.first ?? "."
        if let request {
            let app = { (_: HeadlessScreen) in GitLogApp(repository: repository) }
            guard let shown = try? SnapshotRunner.render(request: request, options: ListOptions(), app: app),
                let bytes = try? SnapshotRunner.encode(shown.grid, pictures: shown.pictures, request: request)
            else { return 1 }
            FileHandle.standardOutput.write(Data(bytes))
            return 0
        }
        guard let screen = try? NcursesScreen() else {
            FileHandle.standardError.write(Data("burin-gitlog: no usable terminal; try --snapshot 100x30\n".utf8))
            return 1
        }
        var options = ListOptions()
        options.showPictures()
        let viewer = ListViewer(screen: screen, app: GitLogApp(repository: repository), options: options)
        InteractiveLoop(viewer: viewer).run()
        viewer.shutdown()
        screen.shutdown()
        return viewer.exitStatus
    }
}
