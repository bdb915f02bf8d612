public import BurinCore
import BurinText

/// The glyph set for a terminal that draws ambiguous characters two cells wide: every cell whose
/// character is East Asian Ambiguous and one cell wide by `wcwidth` (what the layout counted) is
/// drawn with a character that is one cell everywhere. The frame encoder applies it to each cell
/// it writes, so every glyph the app chose (half-block pixels, stars, separators, edges) and every
/// character of the records goes through this one place.
///
/// Block elements (half-block pictures, bars) become a space on the colour they cover the cell
/// with, mixed by how much of it they fill: pictures keep their colours at half the rows of detail.
public enum OneCellGlyphs {
    /// `cell` as a terminal with ambiguous characters two cells wide can draw it in one.
    @inline(__always)
    public static func narrowed(_ cell: Cell) -> Cell {
        guard let first = cell.glyph.firstScalar, first.value >= 0xA1, cell.width == 1,
            AmbiguousCharacters.contains(first)
        else { return cell }
        return substitute(cell, first)
    }

    private static func substitute(_ cell: Cell, _ scalar: Unicode.Scalar) -> Cell {
        var out = cell
        if let fill = blockFill(scalar) {
            out.glyph = .space
            out.background = mix(cell.foreground, over: cell.background, fill: fill)
            return out
        }
        let replacement: Unicode.Scalar =
            chosen[scalar] ?? AmbiguousCharacters.asciiLookalike(of: scalar) ?? "?"
        out.glyph = Glyph(replacement)
        return out
    }

    /// The app's own glyphs, chosen by hand; the rest take a look-alike or `?`.
    private static let chosen: [Unicode.Scalar: Unicode.Scalar] = [
        "★": "*", "☆": "-", "·": "\u{22C5}", "‧": "\u{22C5}", "•": "*", "▕": "|", "▏": "|", "…": ".",
        "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "°": "o", "×": "x", "÷": "/",
        "±": "+", "※": "*", "●": "o", "○": "o", "■": "#", "□": "#",
    ]

    /// For a block element (U+2580-U+259F) of class A, how much of the cell its foreground covers, in
    /// eighths; nil for other characters. `▕ ▏` are edges, drawn as `|`.
    private static func blockFill(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x2580, 0x2584, 0x258C: 4  // ▀ ▄ ▌
        case 0x2581...0x2583: Int(scalar.value - 0x2580)  // ▁ ▂ ▃
        case 0x2585...0x2588: Int(scalar.value - 0x2580)  // ▅ ▆ ▇ █
        case 0x2589...0x258B: Int(0x2590 - scalar.value)  // ▉ ▊ ▋
        case 0x258D, 0x258E: Int(0x2590 - scalar.value)  // ▍ ▎
        case 0x2592: 4  // ▒
        case 0x2593: 6  // ▓
        case 0x2594: 1  // ▔
        default: nil
        }
    }

    /// `foreground` covering `fill` eighths of a cell of `background`; where either is the terminal's
    /// own colour (unknown here), the one that covers more.
    static func mix(_ foreground: CellColor, over background: CellColor, fill: Int) -> CellColor {
        guard let f = foreground.components, let b = background.components else {
            return fill >= 4 ? (foreground.isTerminalDefault ? background : foreground) : background
        }
        func blend(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Int(x) * fill + Int(y) * (8 - fill) + 4) / 8) }
        return .rgb(blend(f.r, b.r), blend(f.g, b.g), blend(f.b, b.b))
    }
}
