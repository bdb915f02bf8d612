import BurinCore
import Testing

@testable import BurinTerminal

/// The session's input decoder: every reply kind, keys and mouse reports mixed with them, bytes
/// split anywhere and arriving late, and the waits that tell a lone Escape from a sequence.
@Suite struct TerminalInputDecoderTests {
    static let esc = "\u{1B}"
    /// What kitty 0.26.5 answered under Xvfb to Burin's questions (OSC 11 first, DA1 last), and
    /// `xterm -ti vt340`'s answer to its graphics questions.
    static let kittyAnswer = Array(
        "\(esc)]11;rgb:0000/0000/0000\(esc)\\\(esc)_Gi=4217;OK\(esc)\\\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)[6;18;9t\(esc)[4;180;360t\(esc)[?62;c"
            .utf8)
    static let kittyReplies: [InputEvent] = [
        .reply(.backgroundColor(.black)), .reply(.kittyGraphics(id: 4217, message: "OK")),
        .reply(.version("kitty(0.26.5)")), .reply(.cellSize(PixelSize(width: 9, height: 18))),
        .reply(.textAreaSize(PixelSize(width: 360, height: 180))), .reply(.primaryAttributes([62, 0])),
    ]
    static let xtermAnswer = Array(
        "\(esc)P>|XTerm(379)\(esc)\\\(esc)[?1;0;1024S\(esc)[?63;1;2;4;6;9;15;16;22;28c".utf8)

    private func decode(_ text: String) -> [InputEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.feed(Array(text.utf8), at: .zero) + decoder.expire(at: .seconds(10))
    }

    // MARK: Replies

    @Test func recognisesEveryReplyKittySends() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed(Self.kittyAnswer, at: .zero) == Self.kittyReplies)
        #expect(decoder.deadline == nil, "nothing is held after a complete answer")
    }

    @Test func recognisesXtermsSixelAttributesAndRegisters() {
        var decoder = TerminalInputDecoder()
        #expect(
            decoder.feed(Self.xtermAnswer, at: .zero) == [
                .reply(.version("XTerm(379)")), .reply(.graphicsAttribute(item: 1, status: 0, values: [1024])),
                .reply(.primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28])),
            ])
    }

    @Test func backgroundRepliesWithEitherTerminatorAndAnyDigitCount() {
        let esc = Self.esc
        #expect(decode("\(esc)]11;rgb:ffff/ffff/ffff\u{07}") == [.reply(.backgroundColor(.white))])
        #expect(decode("\(esc)]11;rgb:1e/1e/2e\(esc)\\") == [.reply(.backgroundColor(RGBA(0x1E, 0x1E, 0x2E)))])
        #expect(decode("\(esc)]11;rgb:f/8/0\(esc)\\") == [.reply(.backgroundColor(RGBA(255, 136, 0)))])
        #expect(decode("\(esc)]11;rgba:ffff/0000/0000/ffff\(esc)\\") == [.reply(.backgroundColor(RGBA(255, 0, 0)))])
        #expect(decode("\(esc)]11;rgb:zz/00/00\(esc)\\") == [.reply(.other(Array("11;rgb:zz/00/00".utf8)))])
        #expect(decode("\(esc)]10;rgb:ffff/ffff/ffff\(esc)\\") == [.reply(.foregroundColor(.white))])
        #expect(decode("\(esc)]12;rgb:ffff/ffff/ffff\(esc)\\") == [.reply(.other(Array("12;rgb:ffff/ffff/ffff".utf8)))])
    }

    @Test func everyOtherReplyKindIsAReplyNeverAKey() {
        let esc = Self.esc
        #expect(decode("\(esc)[?2026;2$y") == [.reply(.modeReport(mode: 2026, state: 2))])
        #expect(decode("\(esc)[12;40R") == [.reply(.cursorPosition(row: 12, column: 40))])
        #expect(decode("\(esc)[?1u") == [.reply(.other(Array("u".utf8)))], "kitty keyboard flags")
        #expect(decode("\(esc)[>1;4000;29c") == [.reply(.other(Array(">1;4000;29c".utf8)))], "DA2")
        #expect(decode("\(esc)[8;40;120t") == [.reply(.other(Array("8;40;120t".utf8)))], "the size in cells")
        #expect(decode("\(esc)[0n") == [.reply(.other(Array("0n".utf8)))], "a status report")
        #expect(decode("\(esc)P1$r0m\(esc)\\") == [.reply(.other(Array("1$r0m".utf8)))], "DECRQSS")
        #expect(decode("\(esc)_Gi=99;ENOENT\(esc)\\") == [.reply(.kittyGraphics(id: 99, message: "ENOENT"))])
        #expect(decode("\(esc)_other\(esc)\\") == [.reply(.other(Array("other".utf8)))])
        #expect(decode("\(esc)^private\(esc)\\") == [.reply(.other(Array("private".utf8)))])
        #expect(decode("\(esc)[?1;2x").isEmpty, "an answer nobody asked for is dropped, not typed")
        #expect(decode("\(esc)[?1;2c") == [.reply(.primaryAttributes([1, 2]))], "tmux's DA1")
    }

    @Test func escapesInsideRepliesAreNeverPassedOn() {
        // A hostile or broken terminal puts control characters in its version string.
        #expect(decode("\(Self.esc)P>|ev\u{7}il\(Self.esc)\\") == [.reply(.version("ev"))] + decode("il\(Self.esc)\\"))
        #expect(decode("\(Self.esc)P>|a\u{1}b\u{9B}c\(Self.esc)\\") == [.reply(.version("abc"))])
    }

    // MARK: Keys and the mouse

    @Test func charactersAndControlKeys() {
        #expect(decode("a 中😀") == ["a", " ", "中", "😀"].map { .key(.character($0)) })
        #expect(
            decode("\r\n\t\u{7F}\u{8}\u{1}\u{3}\u{C}\u{1A}") == [
                .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace), .key(.control("a")),
                .key(.control("c")), .key(.control("l")), .key(.control("z")),
            ])
        #expect(decode("\u{0}\u{1C}\u{1F}").isEmpty, "stray controls are no keys")
        var decoder = TerminalInputDecoder()
        #expect(
            decoder.feed([0xFF, 0xC3, 0x71, 0x80], at: .zero) == [.key(.character("q"))], "bytes that are no UTF-8")
    }

    @Test func navigationKeysInBothCursorModesAndTheEditingKeypad() {
        let esc = Self.esc
        #expect(
            decode("\(esc)[A\(esc)[B\(esc)[C\(esc)[D\(esc)OA\(esc)OB\(esc)OC\(esc)OD") == [
                .key(.up), .key(.down), .key(.right), .key(.left), .key(.up), .key(.down), .key(.right), .key(.left),
            ])
        #expect(
            decode("\(esc)[H\(esc)[F\(esc)OH\(esc)OF\(esc)[1~\(esc)[4~\(esc)[7~\(esc)[8~\(esc)[5~\(esc)[6~") == [
                .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end), .key(.home), .key(.end),
                .key(.pageUp), .key(.pageDown),
            ])
        #expect(
            decode("\(esc)OP\(esc)OS\(esc)[15~\(esc)[24~\(esc)OM") == [
                .key(.function(1)), .key(.function(4)), .key(.function(5)), .key(.function(12)), .key(.enter),
            ])
        #expect(decode("\(esc)[1;5A\(esc)[3~\(esc)[99~\(esc)[Z\(esc)[I").isEmpty, "keys nothing binds are dropped")
        #expect(decode("\(esc)x").isEmpty, "Alt-x")
    }

    @Test func mouseReportsInSGRAndX10() {
        let esc = Self.esc
        #expect(decode("\(esc)[<0;10;5M") == [.mouse(.click(x: 9, y: 4))])
        #expect(decode("\(esc)[<0;10;5m").isEmpty, "a release")
        #expect(
            decode("\(esc)[<64;3;7M\(esc)[<65;3;7M") == [.mouse(.wheelUp(x: 2, y: 6)), .mouse(.wheelDown(x: 2, y: 6))])
        #expect(decode("\(esc)[<32;3;7M\(esc)[<2;3;7M").isEmpty, "motion, the right button")
        #expect(decode("\(esc)[<16;1;1M") == [.mouse(.click(x: 0, y: 0))], "with Ctrl")
        #expect(decode("\(esc)[M !!") == [.mouse(.click(x: 0, y: 0))])
        #expect(decode("\(esc)[M`++\(esc)[Ma++") == [.mouse(.wheelUp(x: 10, y: 10)), .mouse(.wheelDown(x: 10, y: 10))])
        #expect(decode("\(esc)[M#!!").isEmpty, "X10's release")
    }

    // MARK: Escape and time

    @Test func aLoneEscapeIsTheEscapeKeyOnceItsShortWaitHasPassed() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed([0x1B], at: .zero).isEmpty)
        #expect(decoder.holdsEscape)
        #expect(decoder.deadline == .milliseconds(25))
        #expect(decoder.expire(at: .milliseconds(24)).isEmpty)
        #expect(decoder.expire(at: .milliseconds(25)) == [.key(.escape)])
        #expect(decoder.deadline == nil)
        // A key sequence's rest within the wait makes it that key.
        #expect(decoder.feed([0x1B], at: .seconds(1)).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: .seconds(1) + .milliseconds(10)) == [.key(.up)])
        // The rest after the wait: Escape, then the rest read afresh.
        #expect(decoder.feed([0x1B], at: .seconds(2)).isEmpty)
        #expect(
            decoder.feed(Array("j".utf8), at: .seconds(2) + .milliseconds(30)) == [
                .key(.escape), .key(.character("j")),
            ])
        #expect(decode("\(Self.esc)\(Self.esc)") == [.key(.escape), .key(.escape)])
    }

    @Test func whileAnswersAreExpectedALoneEscapeWaitsLongerForTheRestOfAReply() {
        var decoder = TerminalInputDecoder()
        decoder.expectReplies(until: .seconds(5))
        #expect(decoder.feed([0x1B], at: .seconds(1)).isEmpty)
        #expect(decoder.deadline == .seconds(1) + .milliseconds(500))
        #expect(decoder.expire(at: .seconds(1) + .milliseconds(300)).isEmpty)
        #expect(
            decoder.feed(Array("[?62;c".utf8), at: .seconds(1) + .milliseconds(300)) == [
                .reply(.primaryAttributes([62, 0]))
            ])
        // DA1 comes last: after it, Escape is a key again after the short wait.
        #expect(!decoder.isExpectingReplies(at: .seconds(2)))
        #expect(decoder.feed([0x1B], at: .seconds(2)).isEmpty)
        #expect(decoder.deadline == .seconds(2) + .milliseconds(25))
    }

    @Test func patienceEndsAtItsDeadline() {
        var decoder = TerminalInputDecoder()
        decoder.expectReplies(until: .seconds(5))
        #expect(decoder.isExpectingReplies(at: .seconds(4)))
        #expect(!decoder.isExpectingReplies(at: .seconds(5)))
        #expect(decoder.feed([0x1B], at: .seconds(6)).isEmpty)
        #expect(decoder.deadline == .seconds(6) + .milliseconds(25))
    }

    @Test func aBegunSequenceIsHeldUntilItEndsOrIsDroppedNeverTyped() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed(Array("\(Self.esc)]11;rgb:ff".utf8), at: .zero).isEmpty)
        #expect(decoder.deadline == .milliseconds(1500))
        #expect(decoder.expire(at: .milliseconds(1400)).isEmpty)
        #expect(
            decoder.feed(Array("ff/ffff/ffff\u{07}".utf8), at: .milliseconds(1400)) == [
                .reply(.backgroundColor(.white))
            ])
        // An unfinished one whose time ran out is dropped, and what follows is read afresh.
        #expect(decoder.feed(Array("\(Self.esc)[?6".utf8), at: .seconds(10)).isEmpty)
        #expect(decoder.feed(Array("q".utf8), at: .seconds(12)) == [.key(.character("q"))])
        #expect(decoder.droppedSequences == 1)
    }

    @Test func runawayStringsAndSequencesAreSwallowedToTheirEnd() {
        var decoder = TerminalInputDecoder()
        let long =
            "\(Self.esc)_G" + String(repeating: "x", count: TerminalInputDecoder.stringLimit + 10) + "\(Self.esc)\\"
        #expect(decoder.feed(Array(long.utf8) + Array("j".utf8), at: .zero) == [.key(.character("j"))])
        let csi = "\(Self.esc)[" + String(repeating: "1;", count: 100) + "c"
        #expect(decoder.feed(Array(csi.utf8) + Array("k".utf8), at: .zero) == [.key(.character("k"))])
        #expect(decoder.droppedSequences == 2)
    }

    @Test func aStringCancelledByEscapeOrCANStartsAfresh() {
        let esc = Self.esc
        #expect(decode("\(esc)]11;rgb\(esc)[A") == [.key(.up)])
        #expect(decode("\(esc)_Gi=1\u{18}j") == [.key(.character("j"))])
    }

    // MARK: Mixed and split

    /// Keys typed while the answers came in: every key in its order, every reply a reply.
    @Test func keysBetweenRepliesAreKeptInOrder() {
        let esc = Self.esc
        let stream =
            "j\(esc)_Gi=4217;OK\(esc)\\\(esc)[Aě\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\/\(esc)[<64;1;1M\(esc)[?62;4ck"
        #expect(
            decode(stream) == [
                .key(.character("j")), .reply(.kittyGraphics(id: 4217, message: "OK")), .key(.up),
                .key(.character("ě")), .reply(.backgroundColor(.white)), .key(.character("/")),
                .mouse(.wheelUp(x: 0, y: 0)), .reply(.primaryAttributes([62, 4])), .key(.character("k")),
            ])
    }

    /// Every reply, split at every byte into two reads (and into single bytes), comes out the same.
    @Test func repliesSplitAtEveryByteGiveTheSameResult() {
        // Keys first: DA1, the last answer, ends the longer wait for an ESC's rest.
        let stream = Array("j\(Self.esc)[<0;3;4M\(Self.esc)[B".utf8) + Self.kittyAnswer
        var whole = TerminalInputDecoder()
        let expected = whole.feed(stream, at: .zero)
        for cut in 1..<stream.count {
            var decoder = TerminalInputDecoder()
            decoder.expectReplies(until: .seconds(5))
            let events =
                decoder.feed(stream[..<cut], at: .zero) + decoder.feed(stream[cut...], at: .milliseconds(400))
            #expect(events == expected, "cut at \(cut)")
        }
        var decoder = TerminalInputDecoder()
        decoder.expectReplies(until: .seconds(60))
        var events: [InputEvent] = []
        for (i, byte) in stream.enumerated() {
            events += decoder.feed([byte], at: .milliseconds(Int64(i * 20)))
        }
        #expect(events == expected, "a byte every 20 ms")
    }

    /// Random splits of random mixtures of keys and replies, each read a random time after the last,
    /// with DA1 last, as a terminal sends it.
    @Test func randomMixturesSplitAnywhere() {
        let esc = Self.esc
        let pieces: [(String, [InputEvent])] = [
            ("j", [.key(.character("j"))]), ("/", [.key(.character("/"))]), ("0", [.key(.character("0"))]),
            ("\(esc)[B", [.key(.down)]), ("\(esc)OA", [.key(.up)]), ("\(esc)[6~", [.key(.pageDown)]),
            ("\(esc)[<65;2;2M", [.mouse(.wheelDown(x: 1, y: 1))]),
            ("\(esc)]11;rgb:0000/0000/0000\(esc)\\", [.reply(.backgroundColor(.black))]),
            ("\(esc)_Gi=4217;OK\(esc)\\", [.reply(.kittyGraphics(id: 4217, message: "OK"))]),
            ("\(esc)[6;20;10t", [.reply(.cellSize(PixelSize(width: 10, height: 20)))]),
            ("\(esc)P>|X(1)\(esc)\\", [.reply(.version("X(1)"))]),
        ]
        var random = SplitMix64(seed: 2026)
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            var expected: [InputEvent] = []
            for _ in 0..<random.int(1...12) {
                let piece = pieces[random.int(0...(pieces.count - 1))]
                bytes += Array(piece.0.utf8)
                expected += piece.1
            }
            bytes += Array("\(esc)[?64;4c".utf8)
            expected.append(.reply(.primaryAttributes([64, 4])))
            var decoder = TerminalInputDecoder()
            decoder.expectReplies(until: .seconds(3600))
            var events: [InputEvent] = []
            var now = Duration.zero
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + random.int(1...8))
                now += .milliseconds(Int64(random.int(0...400)))
                events += decoder.feed(bytes[start..<end], at: now)
                start = end
            }
            #expect(events == expected)
        }
    }
}
