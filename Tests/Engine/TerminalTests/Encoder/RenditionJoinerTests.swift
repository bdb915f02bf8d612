import BurinCore
import Testing

@testable import BurinTerminal

@Suite struct RenditionJoinerTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// SGRs one after another become one, their parameters in the order they came.
    @Test func adjacentSGRsAreJoined() {
        var out = bytes("x")
        var joiner = RenditionJoiner()
        joiner.append(bytes("\u{1B}[1m"), to: &out)
        joiner.append(bytes("\u{1B}[38;5;208m"), to: &out)
        joiner.append(bytes("\u{1B}[48;2;1;2;3m"), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "x\u{1B}[1;38;5;208;48;2;1;2;3m")
    }

    /// `sgr0` as xterm's terminfo spells it (with a charset escape first), an SGR without parameters,
    /// and anything that is no SGR go as they are, and the next SGR starts afresh.
    @Test func otherEscapesAreLeftAlone() {
        var out: [UInt8] = []
        var joiner = RenditionJoiner()
        joiner.append(bytes("\u{1B}(B\u{1B}[m"), to: &out)
        joiner.append(bytes("\u{1B}[1m"), to: &out)
        joiner.append(bytes("\u{1B}[m"), to: &out)
        joiner.append(bytes("\u{1B}[31m"), to: &out)
        joiner.append(bytes("\u{1B}[4:3m"), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}(B\u{1B}[m\u{1B}[1m\u{1B}[m\u{1B}[31;4:3m")
    }

    /// Bytes written between two SGRs (a character) keep them apart.
    @Test func bytesBetweenKeepSGRsApart() {
        var out: [UInt8] = []
        var joiner = RenditionJoiner()
        joiner.append(bytes("\u{1B}[1m"), to: &out)
        out += bytes("a")
        joiner.append(bytes("\u{1B}[31m"), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[1ma\u{1B}[31m")
    }

    /// A half-block cell whose two colours both change costs one SGR, and the terminal shows both.
    @Test func aCellChangingBothColoursSendsOneSGR() throws {
        var rig = EncoderRig(size: CellSize(width: 4, height: 1), mode: .palette256)
        var frame = CellGrid(size: rig.encoder.size)
        frame[0, 0] = Cell("▀", foreground: .rgb(200, 40, 40), background: .rgb(40, 40, 200))
        frame[1, 0] = Cell("▀", foreground: .rgb(40, 200, 40), background: .rgb(200, 200, 40), attributes: .bold)
        rig.show(frame)
        rig.expectShows(frame)
        let text = String(decoding: rig.bytes, as: UTF8.self)
        // An SGR right after another (`...m` then `ESC[...m`) would have been joined.
        #expect(text.firstMatch(of: try Regex("m\u{1B}\\[[0-9;:]*m")) == nil, "\(text.debugDescription)")
    }
}
