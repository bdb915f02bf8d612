import BurinCore
import Testing

@testable import BurinText

/// Random text from a torture alphabet, laid out at random widths: the invariants must always hold.
@Suite struct LayoutPropertyTests {
    static let alphabet: [String] = [
        "a", "Z", "word", "supercalifragilistic", " ", "  ", "\t", "\n", "\r\n", "-", ",", ".", "!", "(", ")",
        "漢", "字", "東京", "かな", "カタカナ", "ｶﾅ", "한국어", "。", "、", "「", "」", "（", "）", "！",
        "😀", "👨\u{200D}👩\u{200D}👧", "👍🏽", "🇩🇪", "🇯", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\u{E0041}",
        "e\u{301}", "\u{301}", "\u{336}\u{336}\u{336}\u{336}\u{336}\u{336}", "\u{915}\u{93E}", "\u{1100}\u{1161}",
        "مرحبا", "\u{64E}", "שלום", "\u{5B8}", "\u{202E}", "\u{2067}", "\u{200F}", "\u{61C}", "\u{FEFF}",
        "\u{200B}", "\u{2028}", "\u{FFF9}", "\u{AD}", "\u{0}", "\u{7}", "\u{7F}", "\u{85}", "\u{9B}1m",
        "\u{1B}", "\u{1B}[31m", "\u{1B}[38;2;1;2;3m", "\u{1B}]8;;http://x\u{7}", "\u{1B}]0;t\u{1B}\\",
        "\u{1B}P1$r\u{1B}\\", "\u{1B}(0", "\u{1B}7", "\u{378}", "\u{E000}", "\u{10FFFD}", "\u{FFFD}", "…",
    ]

    static func isForbidden(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x206F, 0x2028,
            0x2029, 0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F, 0xFE0E, 0xFE0F, 0x200D:
            return true
        default:
            return false
        }
    }

    @Test func everyLineFitsAndNoOutputClusterIsDangerous() throws {
        var generator = SplitMix64(seed: 0xB0B1)
        let engine = TextLayoutEngine(cacheCapacity: 64)
        let styles = [TextStyle.plain, TextStyle(attributes: .bold), TextStyle(foreground: RGBA(9, 9, 9))]
        for iteration in 0..<3_000 {
            var text = AttributedText()
            for _ in 0..<generator.int(0...4) {
                let pieces = (0..<generator.int(0...12)).map { _ in
                    generator.pick(Self.alphabet)
                }
                text.append(pieces.joined(), style: generator.pick(styles))
            }
            let width = generator.int(1...80)
            let maxLines = generator.int(1...6)
            let truncation = generator.pick([Truncation.end, .middle, .start])
            let alignment = generator.pick([TextAlignment.left, .center, .right])
            let origin = CellPoint(x: generator.int(0...5), y: 2)
            let block = engine.layout(
                text, width: width, maxLines: maxLines, truncation: truncation, alignment: alignment,
                origin: origin)
            let context = "iteration \(iteration), width \(width)"
            #expect(block.lineCount <= maxLines, "\(context)")
            var nextFreeColumn = [Int: Int]()
            for run in block.runs.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
                #expect(run.x >= origin.x, "\(context)")
                #expect(run.x + run.width <= origin.x + width, "\(context)")
                #expect(run.x >= nextFreeColumn[run.y, default: origin.x], "runs overlap: \(context)")
                nextFreeColumn[run.y] = run.x + run.width
                #expect((origin.y..<(origin.y + block.lineCount)).contains(run.y), "\(context)")
                for cluster in run.clusters {
                    #expect((1...2).contains(cluster.width), "\(context)")
                    let base = try #require(cluster.text.unicodeScalars.first)
                    #expect(
                        TerminalWidth.width(of: base) == cluster.width, "\(context): \(cluster.text.debugDescription)")
                    #expect(
                        !cluster.text.unicodeScalars.contains { Self.isForbidden($0.value) },
                        "\(context): \(cluster.text.debugDescription)")
                }
            }
            #expect(block.size.height == block.lineCount)
            #expect(block.size.width <= width)
        }
    }

    @Test func sanitiserNeverLetsAForbiddenScalarThrough() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<2_000 {
            let scalars = (0..<generator.int(1...40)).compactMap { _ -> Unicode.Scalar? in
                let roll = generator.int(0...3)
                let value =
                    roll == 0
                    ? UInt32(generator.int(0...0xA0))
                    : roll == 1
                        ? UInt32(generator.int(0x2000...0x2070))
                        : roll == 2
                            ? UInt32(generator.int(0xE0000...0xE0080))
                            : UInt32(generator.int(0...0x10FFFF))
                return Unicode.Scalar(value)
            }
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            for policy in [Sanitizer.NewlinePolicy.space, .marker, .lineBreak] {
                let text = Sanitizer(newlines: policy).sanitize(string)
                for cluster in text.clusters {
                    #expect((1...2).contains(cluster.width))
                    #expect(
                        !cluster.text.unicodeScalars.contains { Self.isForbidden($0.value) },
                        "\(string.debugDescription)")
                }
            }
        }
    }

    /// A single run takes a shortcut when it fits one line; splitting it into two styled runs takes the
    /// general path. Both must place every cluster in the same column.
    @Test func singleLineShortcutAgreesWithTheGeneralPath() {
        var generator = SplitMix64(seed: 5)
        let pieces = ["a", "bc", " ", "漢", "かな", "e\u{301}", "😀", "、", "。", "（", "-", "word", "\n"]
        let engine = TextLayoutEngine()
        for _ in 0..<2_000 {
            let string = (0..<generator.int(2...10)).map { _ in
                generator.pick(pieces)
            }.joined()
            let split = generator.int(1...(string.count - 1))
            let head = String(string.prefix(split))
            let tail = String(string.dropFirst(split))
            let whole = AttributedText(string)
            let parts = AttributedText(runs: [.init(head), .init(tail, style: TextStyle(attributes: .bold))])
            let width = generator.int(1...30)
            let alignment = generator.pick([TextAlignment.left, .center, .right])
            let a = engine.layout(whole, width: width, maxLines: 3, alignment: alignment)
            let b = engine.layout(parts, width: width, maxLines: 3, alignment: alignment)
            #expect(renderedLines(a) == renderedLines(b), "\(string.debugDescription) at \(width)")
            #expect(a.size == b.size)
            #expect(a.isTruncated == b.isTruncated)
        }
    }
}
