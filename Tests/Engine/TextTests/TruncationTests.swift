import BurinCore
import Testing

@testable import BurinText

@Suite struct TruncationTests {
    private func cut(_ string: String, _ width: Int, _ mode: Truncation) -> String {
        let result = TextMetrics.truncate(TextMetrics.clusters(string), toWidth: width, mode: mode)
        #expect(TextMetrics.width(of: result) <= max(0, width))
        return joined(result)
    }

    @Test func textThatFitsIsUnchanged() {
        for mode in [Truncation.end, .middle, .start] {
            #expect(cut("hello", 5, mode) == "hello")
            #expect(cut("漢字", 4, mode) == "漢字")
        }
    }

    @Test func latinInAllModes() {
        #expect(cut("The quick brown fox", 10, .end) == "The quick…")
        #expect(cut("The quick brown fox", 10, .start) == "…brown fox")
        #expect(cut("The quick brown fox", 10, .middle) == "The q…fox")
    }

    @Test func wideClusterAtTheEdgeIsDroppedAndTheEllipsisFits() {
        // "ab" + 漢 would be 4 + 1: too wide, so 漢 goes.
        #expect(cut("ab漢字", 4, .end) == "ab…")
        #expect(cut("漢字かな", 4, .end) == "漢…")
        #expect(cut("漢字かな", 4, .start) == "…な")
        #expect(cut("漢字かな", 6, .middle) == "漢…な")
        #expect(cut("漢字かな", 5, .middle) == "漢…な")
        #expect(cut("漢字かな", 2, .end) == "…")
    }

    @Test func tinyWidths() {
        #expect(cut("hello", 1, .end) == "…")
        #expect(cut("hello", 0, .middle) == "")
        #expect(cut("hello", -3, .start) == "")
        #expect(cut("漢", 1, .end) == "…")
    }

    @Test func spacesNextToTheEllipsisAreDropped() {
        #expect(cut("ab   cdefgh", 5, .end) == "ab…")
        #expect(cut("abcdef   gh", 5, .start) == "…gh")
    }

    @Test func randomCutsNeverExceedTheWidth() {
        var generator = SplitMix64(seed: 42)
        let alphabet = ["a", "漢", " ", "😀", "e\u{301}", "か"]
        for _ in 0..<2_000 {
            let string = (0..<generator.int(0...30)).map { _ in
                generator.pick(alphabet)
            }.joined()
            let width = generator.int(0...20)
            let mode = generator.pick([Truncation.end, .middle, .start])
            let result = TextMetrics.truncate(TextMetrics.clusters(string), toWidth: width, mode: mode)
            #expect(TextMetrics.width(of: result) <= width)
            if TextMetrics.width(string) > width, width > 0 { #expect(result.contains { $0.text == "…" }) }
        }
    }
}
