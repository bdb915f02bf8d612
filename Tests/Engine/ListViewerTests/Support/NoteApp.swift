import BurinCore
import BurinListViewer
import BurinRaster
import BurinText

/// One note of the tiny app: a number, a title, and a kind (`even` or `odd`), which is what the
/// app's filter matches.
struct Note: Sendable, Hashable {
    var number: Int
    var title: String
    var kind: String
    /// Lines the note takes folded: 1, 2, 3, 1, 2, 3, ... so rows differ in height, and differ from
    /// the app's estimate (2).
    var height: Int { 1 + number % 3 }
}

/// What a click on a note asks for.
enum NoteAction: Hashable, Sendable {
    /// The kind badge: show the notes of that kind.
    case filterByKind(String)
}

/// The smallest app of the list viewer that has every hook: notes held in memory, one line of text
/// per line of a row, drawn by the engine's own `RowDrawer` (no merchant, no feed).
///
/// A note's lines, for a screen `width` wide:
/// - line 1: `▶ ` when focused (else two spaces), `note N: TITLE`, and `[KIND]` at the right edge;
/// - lines 2 and 3: `  note N line K ` followed by wide characters (寿司) up to the edge;
/// - unfolded, one more line: `  note N unfolded`.
/// - Note: Main loop only.
final class NoteApp: ListApp {
    final class Notes: ListItems {
        var all: [Note]
        init(_ all: [Note]) { self.all = all }
        var count: Int { all.count }
        func item(at index: Int) -> Note? { all.indices.contains(index) ? all[index] : nil }
    }

    struct Renderer: RowRenderer {
        typealias Content = ListRow<Note>
        typealias Style = Int
        typealias Action = NoteAction

        static let paper = RGBA(24, 26, 32)
        static let focusedPaper = RGBA(40, 60, 90)
        static let ink = RGBA(230, 230, 230)

        func makeLayoutContext() {}
        func makeDrawContext() -> RowDrawer {
            RowDrawer(blitter: .halfBlock, imageCache: ImageCache(byteLimit: 0), textPainter: nil)
        }

        func layout(_ row: ListRow<Note>, width: Int, style: Int, context: Void) -> RowLayout<NoteAction> {
            let note = row.item
            let focused = row.presentation.focused
            func text(_ s: String, x: Int, y: Int) -> TextRun {
                let clusters = TextMetrics.truncate(TextMetrics.clusters(s), toWidth: max(0, width - x), mode: .end)
                return TextRun(x: x, y: y, clusters: clusters, style: TextStyle(foreground: Self.ink))
            }
            let badge = "[\(note.kind)]"
            let badgeX = max(0, width - badge.count)
            var runs = [
                text((focused ? "▶ " : "  ") + "note \(note.number): \(note.title)", x: 0, y: 0),
                text(badge, x: badgeX, y: 0),
            ]
            for line in 1..<note.height {
                runs.append(
                    text(
                        "  note \(note.number) line \(line + 1) " + String(repeating: "寿司", count: width), x: 0, y: line
                    ))
            }
            var height = note.height
            if row.presentation.unfolded {
                runs.append(text("  note \(note.number) unfolded", x: 0, y: height))
                height += 1
            }
            return RowLayout(
                size: CellSize(width: width, height: height), background: focused ? Self.focusedPaper : Self.paper,
                text: runs,
                hitRegions: [
                    HitRegion(
                        rect: CellRect(x: badgeX, y: 0, width: badge.count, height: 1),
                        action: .filterByKind(note.kind))
                ])
        }

        func draw(_ layout: RowLayout<NoteAction>, style: Int, context: RowDrawer, isCancelled: () -> Bool)
            -> CellBitmap?
        {
            context.draw(layout, isCancelled: isCancelled)?.bitmap
        }
    }

    let items: Notes
    let renderer = Renderer()
    /// The queries the viewer asked the app's filter hook about, each once.
    private(set) var queriesAsked: Set<String> = []

    /// `count` notes, numbered from 1; even notes are `even`, odd ones `odd`.
    init(count: Int, titles: [String] = ["tea", "noodles", "rice", "dumplings"]) {
        items = Notes(
            (0..<max(0, count)).map { i in
                Note(number: i + 1, title: titles[(i + 1) % titles.count], kind: (i + 1) % 2 == 0 ? "even" : "odd")
            })
    }

    var style: Int { 0 }
    var title: String { "notes" }
    var emptyMessage: String { "no notes" }
    func estimatedHeight(width: Int) -> Int { 2 }

    /// Only a note's kind, whole: what the screen shows ("note", a title, part of a kind) matches
    /// nothing, so a test can tell the app's rule from any the viewer might have.
    func matches(_ note: Note, query: String) -> Bool {
        queriesAsked.insert(query)
        return note.kind == query
    }

    func outcome(of action: NoteAction, row: RowID) -> ListOutcome {
        switch action {
        case .filterByKind(let kind): .filter(kind)
        }
    }

    func activate(row: RowID, layout: RowLayout<NoteAction>?, isUnfolded: Bool) -> ListOutcome { .toggleUnfolded }

    var statusFacts: [StatusBar.Fact] { [StatusBar.Fact("\(items.count) notes", rank: 6)] }
    var overlayLines: [String] { ["notes held \(items.count)"] }
    var helpLines: [String] { ["Enter         unfold a note", "x             mark a note"] }
    var appKeys: Set<Character> { ["x"] }

    func perform(key: Character, row: RowID?, layout: RowLayout<NoteAction>?) -> ListOutcome {
        guard let row, let note = items.item(at: row.rawValue) else { return .notice("nothing to mark") }
        return .notice("marked note \(note.number)")
    }

    /// What the top line of the screen shows (a unique part of it) when the list is scrolled
    /// `line` lines down, every note folded.
    func token(atLine line: Int) -> String {
        var top = 0
        for note in items.all {
            if line < top + note.height {
                let k = line - top
                return k == 0 ? "note \(note.number):" : "note \(note.number) line \(k + 1) "
            }
            top += note.height
        }
        return "past the end"
    }

    /// Lines of all the notes, folded.
    var totalLines: Int { items.all.reduce(0) { $0 + $1.height } }
}
