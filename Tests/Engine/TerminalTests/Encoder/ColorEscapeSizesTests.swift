import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// A colour escape's size, counted or measured, is the size of the escape the terminal is sent.
@Suite struct ColorEscapeSizesTests {
    /// Escapes that spell a direct colour's components in hexadecimal: no digit rule holds.
    static func hexadecimal() -> TerminalEscapes {
        var escapes = TerminalEscapes.xterm
        func hex(_ color: TerminalColor, _ base: Int) -> [UInt8] {
            guard case .rgb(let r, let g, let b) = color else { return TerminalEscapes.xterm.foreground!(color) }
            return Array(
                "\u{1B}[\(base);2;\(String(r, radix: 16));\(String(g, radix: 16));\(String(b, radix: 16))m".utf8)
        }
        escapes.foreground = { hex($0, 38) }
        escapes.background = { hex($0, 48) }
        return escapes
    }

    @Test(arguments: ["xterm-direct", "xterm-256color", "built-in", "hexadecimal"])
    func everySizeIsTheEscapesSize(term: String) throws {
        let escapes =
            switch term {
            case "built-in": TerminalEscapes.xterm
            case "hexadecimal": Self.hexadecimal()
            default: try FrameEncoderTests.escapes(term, .direct)
            }
        var sizes = ColorEscapeSizes(escapes: escapes)
        var random = SplitMix64(seed: 11)
        // Near-blacks (packed below 8: xterm-direct spells them as palette entries), every digit
        // count, and palette entries.
        var colors: [TerminalColor] = (0..<8).map { .rgb(0, 0, UInt8($0)) } + (0..<256).map { .palette(UInt8($0)) }
        for _ in 0..<2000 {
            colors.append(.rgb(UInt8(random.int(0...255)), UInt8(random.int(0...12)), UInt8(random.int(0...255))))
        }
        for color in colors {
            for ink in [true, false] {
                let escape = (ink ? escapes.foreground : escapes.background)?(color) ?? []
                let size = sizes.size(of: color, ink: ink)
                #expect(size.count == escape.count, "\(term) \(color) ink \(ink)")
                #expect(size.joins == RenditionJoiner.isPlainSGR(escape), "\(term) \(color) ink \(ink)")
            }
        }
    }
}
