import BurinCore
import Testing

@testable import BurinText

@Suite struct LayoutTests {
    let bold = TextStyle(attributes: .bold)
    let red = TextStyle(foreground: RGBA(255, 0, 0))

    @Test func runsKeepTheirStylesAcrossLines() {
        var text = AttributedText("Open ", style: bold)
        text.append("until late tonight", style: red)
        let block = TextLayoutEngine().layout(text, width: 10, origin: CellPoint(x: 3, y: 7))
        #expect(block.lineCount == 3)
        #expect(block.runs.map(\.y) == [7, 7, 8, 9])
        #expect(block.runs.map(\.x) == [3, 8, 3, 3])
        #expect(block.runs.map(\.style) == [bold, red, red, red])
        #expect(renderedLines(block, origin: CellPoint(x: 3, y: 7)) == ["Open until", "late", "tonight"])
        #expect(block.size == CellSize(width: 10, height: 3))
    }

    @Test func alignment() {
        let engine = TextLayoutEngine()
        let text = AttributedText("ab 漢字")
        let left = engine.layout(text, width: 10, alignment: .left)
        let center = engine.layout(text, width: 10, alignment: .center)
        let right = engine.layout(text, width: 10, alignment: .right)
        #expect(left.runs.map(\.x) == [0])
        #expect(center.runs.map(\.x) == [1])
        #expect(right.runs.map(\.x) == [3])
        #expect(right.size == CellSize(width: 10, height: 1))
        #expect(center.size == CellSize(width: 8, height: 1))
        let lines = engine.layout("a bb ccc", width: 3, alignment: .right)
        #expect(renderedLines(lines) == ["  a", " bb", "ccc"])
        let centered = engine.layout("a bbbb", width: 5, alignment: .center, origin: CellPoint(x: 10, y: 0))
        #expect(centered.runs.map(\.x) == [12, 10])
    }

    @Test func maxLinesTruncatesTheLastLineAtTheEnd() {
        let block = TextLayoutEngine().layout("The quick brown fox jumps over", width: 10, maxLines: 2)
        #expect(renderedLines(block) == ["The quick", "brown fox…"])
        #expect(block.isTruncated)
        #expect(block.lineCount == 2)
    }

    @Test func maxLinesInMiddleAndStartModes() {
        let engine = TextLayoutEngine()
        let start = engine.layout("The quick brown fox jumps over", width: 10, maxLines: 1, truncation: .start)
        #expect(renderedLines(start) == ["…umps over"])
        let middle = engine.layout("The quick brown fox jumps over", width: 10, maxLines: 1, truncation: .middle)
        #expect(renderedLines(middle) == ["The q…over"])
    }

    @Test func truncationWithCJKAtTheEdge() {
        let engine = TextLayoutEngine()
        let end = engine.layout("東京都渋谷区神南一丁目", width: 7, maxLines: 1)
        #expect(renderedLines(end) == ["東京都…"])
        let start = engine.layout("東京都渋谷区神南一丁目", width: 7, maxLines: 1, truncation: .start)
        #expect(renderedLines(start) == ["…一丁目"])
        let middle = engine.layout("東京都渋谷区神南一丁目", width: 8, maxLines: 1, truncation: .middle)
        #expect(renderedLines(middle) == ["東京…目"])
        let twoLines = engine.layout("東京都渋谷区神南一丁目", width: 6, maxLines: 2)
        #expect(renderedLines(twoLines) == ["東京都", "渋谷…"])
    }

    @Test func hardBreaksJoinWithASpaceInTheLastLine() {
        let block = TextLayoutEngine().layout("one\ntwo\nthree four five", width: 12, maxLines: 2)
        #expect(renderedLines(block) == ["one", "two three f…"])
        let fits = TextLayoutEngine().layout("one\ntwo", width: 12, maxLines: 1)
        #expect(renderedLines(fits) == ["one two"])
        #expect(!fits.isTruncated)
    }

    @Test func ellipsisTakesTheStyleOfTheTextItFollows() {
        var text = AttributedText("Name ", style: bold)
        text.append("and a long description", style: red)
        let block = TextLayoutEngine().layout(text, width: 12, maxLines: 1)
        #expect(renderedLines(block) == ["Name and a…"])
        #expect(block.runs.last?.style == red)
        #expect(block.runs.last?.clusters.last?.text == "…")
    }

    @Test func sanitisedCountIsReported() {
        let block = TextLayoutEngine().layout("\u{1B}[31mRed\u{1B}[0m \u{202E}x", width: 20)
        #expect(block.sanitisedCount == 3)
        #expect(renderedLines(block) == ["␛Red␛ \u{FFFD}x"])
    }

    @Test func attributedTextMergesRunsOfEqualStyle() {
        var text = AttributedText("e")
        text.append("\u{301}")
        text.append("x", style: bold)
        text.append("", style: red)
        #expect(text.runs.count == 2)
        #expect(text.string == "e\u{301}x")
        #expect((AttributedText("a") + AttributedText("b", style: bold)).runs.count == 2)
        let block = TextLayoutEngine().layout(text, width: 5)
        #expect(block.runs.first?.clusters == [Cluster("e\u{301}", width: 1)])
    }

    @Test func cacheIsBoundedAndHits() {
        let engine = TextLayoutEngine(cacheCapacity: 8)
        for i in 0..<100 { _ = engine.width("string \(i)") }
        #expect(engine.cacheStatistics.entries <= 8)
        _ = engine.layout("string 99", width: 20, newlines: .space)
        #expect(engine.cacheStatistics.hits >= 1)
        let uncached = TextLayoutEngine(cacheCapacity: 0)
        #expect(uncached.width("漢字") == 4)
        #expect(uncached.cacheStatistics.entries == 0)
    }

    @Test func hugeInputIsCappedAndStillLaidOut() {
        let huge = String(repeating: "word ", count: 100_000) + "END"
        let engine = TextLayoutEngine()
        let block = engine.layout(AttributedText(huge), width: 40, maxLines: 2, truncation: .start)
        #expect(block.lineCount == 2)
        #expect(renderedLines(block)[1].hasSuffix("word END"))
        #expect(lineWidths(block).allSatisfy { $0 <= 40 })
        #expect(TextLayoutEngine.capped(huge).utf8.count <= TextLayoutEngine.inputLimit + 3)
    }

    @Test func cappingRespectsScalarBoundaries() {
        let huge = String(repeating: "漢", count: TextLayoutEngine.inputLimit)
        let capped = TextLayoutEngine.capped(huge)
        #expect(!capped.contains("\u{FFFD}"))
        #expect(capped.contains("…"))
    }
}
