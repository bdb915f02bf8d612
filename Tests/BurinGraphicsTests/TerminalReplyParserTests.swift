import BurinCore
import Testing

@testable import BurinGraphics

@Suite struct TerminalReplyParserTests {
    /// What kitty 0.26.5 answered to Burin's query under Xvfb, and xterm -ti vt340's answer.
    static let kittyAnswer = Array(
        "\u{1B}_Gi=4217;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;18;9t\u{1B}[4;180;360t\u{1B}[?62;c".utf8)
    static let xtermAnswer = Array(
        "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8)

    @Test func recognisesEveryReplyKitty0_26Sends() {
        var parser = TerminalReplyParser()
        let replies = parser.feed(Self.kittyAnswer)
        #expect(
            replies == [
                .kittyGraphics(id: 4217, message: "OK"), .version("kitty(0.26.5)"),
                .cellSize(PixelSize(width: 9, height: 18)), .textAreaSize(PixelSize(width: 360, height: 180)),
                .primaryAttributes([62, 0]),
            ])
        #expect(parser.takeTypeahead().isEmpty)
    }

    @Test func recognisesXtermsSixelAttributesAndRegisters() {
        var parser = TerminalReplyParser()
        let replies = parser.feed(Self.xtermAnswer)
        #expect(
            replies == [
                .version("XTerm(379)"), .graphicsAttribute(item: 1, status: 0, values: [1024]),
                .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28]),
            ])
    }

    @Test func repliesSplitAtEveryByteGiveTheSameResult() {
        var whole = TerminalReplyParser()
        let expected = whole.feed(Self.kittyAnswer)
        for cut in 1..<Self.kittyAnswer.count {
            var parser = TerminalReplyParser()
            let replies = parser.feed(Self.kittyAnswer[..<cut]) + parser.feed(Self.kittyAnswer[cut...])
            #expect(replies == expected)
            #expect(parser.takeTypeahead().isEmpty)
        }
    }

    @Test func keysBetweenRepliesAreKeptInOrder() {
        var parser = TerminalReplyParser()
        // j, the Up arrow, ě (C4 9B: a 0x9B continuation byte is no CSI), Alt-x, k.
        let keys: [[UInt8]] = [[0x6A], Array("\u{1B}[A".utf8), [0xC4, 0x9B], [0x1B, 0x78], [0x6B]]
        var stream: [UInt8] = keys[0] + Array("\u{1B}_Gi=4217;OK\u{1B}\\".utf8) + keys[1] + keys[2]
        stream += Array("\u{1B}[?62;4c".utf8) + keys[3] + keys[4]
        let replies = parser.feed(stream)
        #expect(replies == [.kittyGraphics(id: 4217, message: "OK"), .primaryAttributes([62, 4])])
        #expect(parser.takeTypeahead() == keys.flatMap { $0 })
    }

    @Test func anUnfinishedSequenceIsTypeaheadAtTheEnd() {
        var parser = TerminalReplyParser()
        // Alt-_ then "G", typed while waiting: it looks like the start of a kitty reply.
        #expect(parser.feed(Array("\u{1B}_Gj".utf8)).isEmpty)
        #expect(parser.takeTypeahead().isEmpty)
        parser.finish()
        #expect(parser.takeTypeahead() == Array("\u{1B}_Gj".utf8))
    }

    @Test func escapeEscapeIsAKeyAndThenMaybeAReply() {
        var parser = TerminalReplyParser()
        let replies = parser.feed(Array("\u{1B}\u{1B}[?1;2c".utf8))
        #expect(replies == [.primaryAttributes([1, 2])])
        #expect(parser.takeTypeahead() == [0x1B])
    }

    @Test func runawayStringsAndSequencesAreTypeahead() {
        var parser = TerminalReplyParser()
        let long =
            [0x1B, UInt8(ascii: "P")]
            + [UInt8](repeating: UInt8(ascii: "x"), count: TerminalReplyParser.stringLimit + 10)
        #expect(parser.feed(long).isEmpty)
        // Given up at the limit: everything read so far and everything after is typeahead.
        #expect(parser.takeTypeahead() == long)
        parser.finish()
        #expect(parser.takeTypeahead().isEmpty)
        var csi = TerminalReplyParser()
        _ = csi.feed([0x1B, UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: "1"), count: 100))
        csi.finish()
        #expect(csi.takeTypeahead().count == 102)
    }

    @Test func unknownStringRepliesStayOutOfTheKeys() {
        var parser = TerminalReplyParser()
        #expect(parser.feed(Array("\u{1B}P1+r544e=6b69\u{1B}\\".utf8)) == [.other(Array("1+r544e=6b69".utf8))])
        #expect(parser.takeTypeahead().isEmpty)
    }

    @Test func kittyErrorsAndForeignIDsAreParsed() {
        var parser = TerminalReplyParser()
        let replies = parser.feed(Array("\u{1B}_Gi=31;ENOENT:no such\u{1B}\\\u{1B}_G;OK\u{1B}\\".utf8))
        #expect(replies == [.kittyGraphics(id: 31, message: "ENOENT:no such"), .kittyGraphics(id: nil, message: "OK")])
        var answers = TerminalAnswers()
        answers.record(.kittyGraphics(id: 31, message: "OK"), kittyQueryID: 4217)
        #expect(answers.kittyGraphics == nil)
        answers.record(.kittyGraphics(id: 4217, message: "EINVAL:bad"), kittyQueryID: 4217)
        #expect(answers.kittyGraphics == false)
    }

    @Test func sixelIsAttributeFourAfterTheClass() {
        func sixel(_ parameters: [Int]) -> Bool { TerminalAnswers(primaryAttributes: parameters).sixel }
        #expect(sixel([63, 1, 2, 4, 6]))
        #expect(sixel([62, 4]))
        #expect(!sixel([4, 6]))  // a VT132: class 4, no sixel
        #expect(!sixel([62, 0]))
        #expect(!TerminalAnswers().sixel)
    }

    /// Random replies and random keys, cut into random reads: every reply is found, every key kept.
    @Test func randomStreamsInRandomPieces() {
        var random = SplitMix64(seed: 2026)
        let replyForms: [(String, TerminalReply)] = [
            ("\u{1B}_Gi=4217;OK\u{1B}\\", .kittyGraphics(id: 4217, message: "OK")),
            ("\u{1B}P>|WezTerm 20240203\u{1B}\\", .version("WezTerm 20240203")),
            ("\u{1B}[6;20;10t", .cellSize(PixelSize(width: 10, height: 20))),
            ("\u{1B}[?65;4;1c", .primaryAttributes([65, 4, 1])),
            ("\u{1B}[?1;0;256S", .graphicsAttribute(item: 1, status: 0, values: [256])),
        ]
        let keyForms: [String] = [
            "j", "k", " ", "\u{1B}[B", "\u{1B}[5~", "\u{1B}OA", "é", "日", "\u{1B}x", "q", "\u{1B}[1;5C",
        ]
        for _ in 0..<500 {
            var stream: [UInt8] = []
            var replies: [TerminalReply] = []
            var keys: [UInt8] = []
            for _ in 0..<random.int(0...12) {
                if random.percent(40) {
                    let (text, reply) = random.pick(replyForms)
                    stream += Array(text.utf8)
                    replies.append(reply)
                } else {
                    let key = Array(random.pick(keyForms).utf8)
                    stream += key
                    keys += key
                }
            }
            var parser = TerminalReplyParser()
            var found: [TerminalReply] = []
            var offset = 0
            while offset < stream.count {
                let end = min(stream.count, offset + random.int(1...9))
                found += parser.feed(stream[offset..<end])
                offset = end
            }
            parser.finish()
            #expect(found == replies)
            #expect(parser.takeTypeahead() == keys)
        }
    }
}
