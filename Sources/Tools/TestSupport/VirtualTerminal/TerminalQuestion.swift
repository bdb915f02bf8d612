/// A question a program asked its terminal, as `VirtualTerminal` found it in the output.
public enum TerminalQuestion: Hashable, Sendable {
    /// OSC 11 `?`: the background colour.
    case backgroundColor
    /// DA1, `CSI c` (or `CSI 0 c`).
    case primaryAttributes
    /// XTVERSION, `CSI > 0 q`.
    case version
    /// `CSI 16 t`: one cell in pixels.
    case cellSize
    /// `CSI 14 t`: the text area in pixels.
    case textAreaSize
    /// XTSMGRAPHICS, `CSI ? item ; action ; value S`.
    case graphicsAttributes
    /// DECRQM, `CSI ? mode $ p`.
    case mode(Int)
    /// kitty's graphics query (`a=q`), with the image id it gave and how its pixels travel (`t`: `d`
    /// in the escape, `f` or `t` a file, `s` shared memory).
    case kittyGraphics(id: UInt32?, medium: String = "d")
    /// CPR, `CSI 6 n`, with where the cursor was when it was asked (from 1).
    case cursorPosition(row: Int, column: Int)

    /// The question a control sequence asks, if it is one.
    init?(marker: UInt8?, numbers: [Int], intermediates: [UInt8], final: UInt8) {
        switch (marker, intermediates, final) {
        case (nil, [], UInt8(ascii: "c")) where numbers.allSatisfy({ $0 == 0 }): self = .primaryAttributes
        case (UInt8(ascii: ">"), [], UInt8(ascii: "q")): self = .version
        case (nil, [], UInt8(ascii: "t")) where numbers == [16]: self = .cellSize
        case (nil, [], UInt8(ascii: "t")) where numbers == [14]: self = .textAreaSize
        case (UInt8(ascii: "?"), [], UInt8(ascii: "S")): self = .graphicsAttributes
        case (UInt8(ascii: "?"), [UInt8(ascii: "$")], UInt8(ascii: "p")): self = .mode(numbers.first ?? 0)
        default: return nil
        }
    }
}
