import BurinCore
import Testing

@testable import BurinText

@Suite struct TerminalWidthTests {
    @Test func tableComesFromGlibcAndIsCheapAndCompact() {
        TerminalWidth.prepare()
        #expect(TerminalWidth.tableSource == .glibc(locale: "C.UTF-8"))
        // Measured: about 2.5 ms in release, 30-45 ms in debug; the bounds leave room for a busy machine.
        #if DEBUG
            #expect(TerminalWidth.tableBuildDuration < .milliseconds(600))
        #else
            #expect(TerminalWidth.tableBuildDuration < .milliseconds(40))
        #endif
        #expect(WidthTable.shared.distinctPageCount < 300)
    }

    @Test(arguments: [
        (UInt32(0x41), 1), (0x4E00, 2), (0x3042, 2), (0xAC00, 2), (0xFF21, 2), (0x0301, 0), (0x200D, 0),
        (0x1F600, 2), (0x2764, 1), (0x1F1E6, 1), (0x1F3FB, 2), (0x0007, -1), (0x009B, -1), (0x0378, -1),
        (0xE000, 1), (0x10FFFF, -1),
    ])
    func scalarWidthsMatchGlibc(value: UInt32, expected: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TerminalWidth.width(of: scalar) == expected)
    }

    @Test func tableAgreesWithWcwidthForEveryCodePoint() throws {
        let direct = try #require(WidthTable.makeFromLocale())
        for value in stride(from: UInt32(0), to: 0x11_0000, by: 7) {
            #expect(direct.width(value) == WidthTable.shared.width(value))
        }
        #expect(WidthTable.shared.width(0x11_0000) == -1)
    }

    @Test func fallbackTableAgreesOnCommonText() {
        let fallback = WidthTable.makeFromUnicodeProperties()
        #expect(fallback.source == .unicodeProperties)
        for value: UInt32 in [0x41, 0xE9, 0x301, 0x4E00, 0x3042, 0xAC00, 0x1F600, 0x0007, 0x0378, 0x1160] {
            #expect(fallback.width(value) == WidthTable.shared.width(value), "U+\(String(value, radix: 16))")
        }
    }

    @Test func lookupsAreTheSameOnEveryThread() async {
        let widths = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask { ["a", "漢", "é", "😀"].map { TerminalWidth.width(of: Character($0)) } }
            }
            return await group.reduce(into: [[Int]]()) { $0.append($1) }
        }
        #expect(widths.allSatisfy { $0 == [1, 2, 1, 2] })
    }

    @Test func asciiAndCJK() {
        #expect(TextMetrics.width("Hello") == 5)
        #expect(TextMetrics.width("漢字かなカナ한글") == 16)
        #expect(TextMetrics.width("ｶﾀｶﾅ") == 4)
        #expect(TextMetrics.width("Ｆｕｌｌ") == 8)
    }

    @Test func combiningMarksFoldIntoTheirCluster() {
        let decomposed = "e\u{301}a\u{308}\u{304}"
        let clusters = TextMetrics.clusters(decomposed)
        #expect(texts(clusters) == ["e\u{301}", "a\u{308}\u{304}"])
        #expect(clusters.map(\.width) == [1, 1])
        #expect(TextMetrics.width("Crème brûlée") == 12)
    }

    @Test func loneCombiningMarkSitsOnADottedCircle() {
        let clusters = TextMetrics.clusters("\u{301}x")
        #expect(texts(clusters) == ["\u{25CC}\u{301}", "x"])
        #expect(clusters.allSatisfy { $0.width >= 1 })
        #expect(Sanitizer().sanitize("\u{301}").sanitisedCount == 1)
    }

    @Test func zalgoKeepsAtMostFourMarksPerCell() throws {
        let zalgo = "Z" + String(repeating: "\u{336}\u{301}\u{327}", count: 40) + "a"
        let clusters = TextMetrics.clusters(zalgo)
        #expect(clusters.count == 2)
        let first = try #require(clusters.first)
        #expect(first.text.unicodeScalars.count == 5)
        #expect(clusters.map(\.width) == [1, 1])
    }

    @Test func invisibleFormatCharactersTakeNoCell() {
        #expect(texts(TextMetrics.clusters("a\u{200B}b\u{2060}c\u{AD}d")) == ["a", "b", "c", "d"])
        #expect(TextMetrics.clusters("\u{200B}").isEmpty)
        #expect(TextMetrics.clusters("\u{FE0F}").isEmpty)
    }

    @Test func emojiPresentationIsTwoColumns() {
        #expect(texts(TextMetrics.clusters("😀🍜")) == ["😀", "🍜"])
        #expect(TextMetrics.width("😀🍜") == 4)
    }

    @Test func zwjSequenceBecomesItsFirstEmoji() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(TerminalWidth.displayClusters(of: Character(family)) == [Cluster("👨", width: 2)])
        #expect(TerminalWidth.displayClusters(of: Character("👩🏽\u{200D}💻")) == [Cluster("👩", width: 2)])
        #expect(TerminalWidth.displayClusters(of: Character("🏳\u{FE0F}\u{200D}🌈")) == [Cluster("🏳", width: 1)])
    }

    @Test func skinToneModifierIsDropped() {
        #expect(TerminalWidth.displayClusters(of: Character("👍🏽")) == [Cluster("👍", width: 2)])
        #expect(TerminalWidth.displayClusters(of: Character("🏽")) == [Cluster("🏽", width: 2)])
    }

    @Test func flagsBecomeTheirLetters() {
        #expect(TextMetrics.clusters("🇩🇪🇯🇵") == ["D", "E", "J", "P"].map { Cluster($0, width: 1) })
        #expect(TextMetrics.width("🇺🇸") == 2)
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(TextMetrics.clusters(scotland) == [Cluster("🏴", width: 2)])
    }

    @Test func variationSelectorsAreDropped() {
        #expect(TextMetrics.clusters("\u{2764}\u{FE0F}") == [Cluster("\u{2764}", width: 1)])
        #expect(TextMetrics.clusters("\u{231A}\u{FE0E}") == [Cluster("\u{231A}", width: 2)])
        #expect(TextMetrics.clusters("1\u{FE0F}\u{20E3}") == [Cluster("1\u{20E3}", width: 1)])
    }

    @Test func strayTagCharacterIsReplaced() {
        let text = Sanitizer().sanitize("a\u{E0041}b")
        #expect(texts(text.clusters) == ["a", "\u{FFFD}", "b"])
        #expect(text.sanitisedCount == 1)
    }

    @Test func unprintableScalarBecomesReplacement() {
        let text = Sanitizer().sanitize("x\u{378}y\u{50000}")
        #expect(texts(text.clusters) == ["x", "\u{FFFD}", "y", "\u{FFFD}"])
        #expect(text.sanitisedCount == 2)
    }

    @Test func spacingMarkStartsItsOwnCellAsNcursesWould() {
        // DEVANAGARI KA + VOWEL SIGN AA: one grapheme, two spacing scalars, two columns by wcwidth.
        let clusters = TerminalWidth.displayClusters(of: Character("\u{915}\u{93E}"))
        #expect(clusters == [Cluster("\u{915}", width: 1), Cluster("\u{93E}", width: 1)])
    }

    @Test func hangulJamoSequenceIsOneWideCell() {
        #expect(TerminalWidth.displayClusters(of: Character("\u{1100}\u{1161}\u{11A8}")).map(\.width) == [2])
    }

    @Test func everyDisplayClusterIsOneOrTwoColumnsWithAtMostOneSpacingScalar() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let value = UInt32(generator.int(0...0x10FFFF))
            guard let scalar = Unicode.Scalar(value) else { continue }
            let string = "a" + String(Character(scalar)) + "\u{301}"
            for cluster in TextMetrics.clusters(string) {
                #expect((1...2).contains(cluster.width))
                let spacing = cluster.text.unicodeScalars.filter { TerminalWidth.width(of: $0) > 0 }
                #expect(spacing.count == 1, "U+\(String(value, radix: 16))")
                let base = try #require(cluster.text.unicodeScalars.first)
                #expect(TerminalWidth.width(of: base) == cluster.width)
            }
        }
    }
}
