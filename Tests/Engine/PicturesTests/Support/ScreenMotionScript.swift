import BurinCore
import BurinTerminal

@testable import BurinPictures

/// Random screen motions: what ncurses might have done to the screen while drawing a frame. Realistic
/// ones scroll the viewport by the list's own scroll and rewrite the rows it uncovered; adversarial
/// ones scroll any rows and rewrite any cells. The terminal models apply the same pass the planner
/// is told about, so either kind must leave the screen right.
enum ScreenMotionScript {
    static func make(_ feed: FeedScript, resized: Bool, random: inout SplitMix64) -> ScreenMotion {
        if resized || random.percent(3) { return ScreenMotion(cleared: true) }
        let viewport = feed.viewport
        var pass = ScreenMotion()
        if let lines = feed.lastScroll, abs(lines) < viewport.size.height, random.percent(70) {
            pass.scrolls = [ScreenScroll(rows: viewport.minY..<viewport.maxY, lines: lines)]
            let exposed = lines > 0 ? (viewport.maxY - lines)..<viewport.maxY : viewport.minY..<(viewport.minY - lines)
            pass.written = exposed.map { CellSpan(row: $0, columns: 0..<feed.screen.width) }
        } else if random.percent(20) {
            let a = random.int(0...(feed.screen.height - 1))
            let b = random.int(a...feed.screen.height)
            pass.scrolls = [ScreenScroll(rows: a..<b, lines: random.int(-4...4))]
        }
        for _ in 0..<random.int(0...4) {
            let row = random.int(0...(feed.screen.height - 1))
            let start = random.int(0...(feed.screen.width - 1))
            pass.written.append(CellSpan(row: row, columns: start..<random.int((start + 1)...feed.screen.width)))
        }
        return pass
    }
}
