import BurinCore
import Testing

@testable import BurinText

@Suite struct LineBreakingTests {
    private func wrap(_ string: String, _ width: Int, maxLines: Int = .max) -> [String] {
        let block = TextLayoutEngine().layout(AttributedText(string), width: width, maxLines: maxLines)
        #expect(lineWidths(block).allSatisfy { $0 <= width })
        return renderedLines(block)
    }

    @Test func latinBreaksAtSpaces() {
        #expect(wrap("The quick brown fox jumps", 10) == ["The quick", "brown fox", "jumps"])
        #expect(wrap("The quick brown fox jumps", 9) == ["The quick", "brown fox", "jumps"])
        #expect(wrap("one two", 80) == ["one two"])
    }

    @Test func spacesAtASoftBreakAreDropped() {
        #expect(wrap("aaaa     bbbb", 6) == ["aaaa", "bbbb"])
        #expect(wrap("  indented text", 10) == ["  indented", "text"])
    }

    @Test func longWordBreaksByCluster() {
        #expect(wrap("Supercalifragilistic", 6) == ["Superc", "alifra", "gilist", "ic"])
        #expect(wrap("ab Supercalifragilistic", 8) == ["ab", "Supercal", "ifragili", "stic"])
    }

    @Test func hyphenatedWordsBreakAfterTheHyphen() {
        #expect(wrap("well-known brand", 8) == ["well-", "known", "brand"])
        #expect(wrap("price -5 off", 7) == ["price", "-5 off"])
    }

    @Test func cjkBreaksBetweenAnyTwoIdeographs() {
        #expect(wrap("東京都渋谷区神南", 6) == ["東京都", "渋谷区", "神南"])
        #expect(wrap("ひらがなカタカナ", 5) == ["ひら", "がな", "カタ", "カナ"])
        #expect(wrap("한국어텍스트", 4) == ["한국", "어텍", "스트"])
    }

    @Test func mixedLatinAndCJK() {
        #expect(wrap("Tokyo東京Osaka大阪", 9) == ["Tokyo東京", "Osaka大阪"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        // Room for three ideographs; 。 may not start the next line, so 字 goes with it.
        #expect(wrap("漢字漢字。次", 8) == ["漢字漢", "字。次"])
        #expect(wrap("東京、大阪", 4) == ["東", "京、", "大阪"])
        #expect(wrap("「東京」です", 6) == ["「東", "京」で", "す"])
        #expect(wrap("ありがとう！！", 10) == ["ありがと", "う！！"])
    }

    @Test func latinClosingPunctuationStaysWithItsWord() {
        #expect(wrap("Hello, world! Fine.", 6) == ["Hello,", "world!", "Fine."])
        #expect(wrap("abc (def) ghi", 5) == ["abc", "(def)", "ghi"])
    }

    @Test func openingPunctuationNeverEndsALine() {
        #expect(wrap("東京（とうきょう）", 6) == ["東京", "（とう", "きょ", "う）"])
        let lines = wrap("あいう「えお」", 8)
        #expect(lines == ["あいう", "「えお」"])
        for line in wrap("東京（とうきょう）大阪（おおさか）", 6) {
            #expect(!line.hasSuffix("（"))
            #expect(!line.hasPrefix("）"))
        }
    }

    @Test func runsOfPunctuationLongerThanTheLineStillFillIt() {
        #expect(wrap("。。。。", 4) == ["。。", "。。"])
        #expect(wrap("abcdefg!", 7) == ["abcdef", "g!"])
        #expect(wrap("abcdef(g", 7) == ["abcdef", "(g"])
    }

    @Test func hardLineBreaksAndEmptyLines() {
        #expect(wrap("first\n\nthird", 20) == ["first", "", "third"])
        #expect(wrap("trailing\n\n", 20) == ["trailing"])
        let spaced = TextLayoutEngine().layout(AttributedText("a\nb"), width: 10, newlines: .space)
        #expect(renderedLines(spaced) == ["a b"])
    }

    @Test func wideClustersAtWidthOneBecomeEllipses() {
        #expect(wrap("漢a", 1) == ["…", "a"])
    }

    @Test func emptyAndDegenerateInput() {
        let engine = TextLayoutEngine()
        #expect(engine.layout("", width: 10) == .empty)
        #expect(engine.layout("abc", width: 0).lineCount == 0)
        #expect(engine.layout("abc", width: 10, maxLines: 0).lineCount == 0)
        #expect(engine.layout("\u{200B}", width: 10).lineCount == 0)
        #expect(engine.layout("   ", width: 10).lineCount == 1)
    }
}
