import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// An encoder writing into a virtual terminal, and what the terminal must show for a frame.
struct EncoderRig {
    var encoder: FrameEncoder
    var terminal: VirtualTerminal
    var reducer: ColorReducer
    /// The last frame's bytes and what the encoder said they did.
    var bytes: [UInt8] = []
    var motion: ScreenMotion?

    init(size: CellSize = CellSize(width: 20, height: 8), mode: ColorMode = .direct, escapes: TerminalEscapes = .xterm)
    {
        encoder = FrameEncoder(escapes: escapes, colorMode: mode, size: size)
        terminal = VirtualTerminal(size: size)
        reducer = ColorReducer(mode: mode)
    }

    /// The attributes the terminal has escapes for.
    var supported: CellAttributes {
        let escapes = encoder.escapes
        let all: [(CellAttributes, [UInt8])] = [
            (.bold, escapes.bold), (.dim, escapes.dim), (.italic, escapes.italic), (.underline, escapes.underline),
            (.reverse, escapes.reverse),
        ]
        return CellAttributes(all.filter { !$0.1.isEmpty }.map(\.0))
    }

    /// Encodes `frame` and feeds the bytes to the terminal.
    mutating func show(_ frame: CellGrid) {
        bytes.removeAll()
        motion = encoder.encode(frame, into: &bytes)
        terminal.feed(bytes)
    }

    /// Feeds bytes written after the frame (a rewrite).
    mutating func feed(_ extra: [UInt8]) { terminal.feed(extra) }

    /// Expects the terminal to show `frame` exactly (see `mismatches`).
    mutating func expectShows(
        _ frame: CellGrid, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mismatches = mismatches(frame)
        #expect(
            mismatches.isEmpty,
            "\(comment) \(mismatches.prefix(6)) in \(String(decoding: bytes, as: UTF8.self).debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// Where the terminal does not show `frame`: every character where the grid has it, and every
    /// cell's colours and attributes as the colour mode shows them (a blank's background alone: its
    /// ink and the attributes that do not show on it are whatever was cheapest). A half-block cell
    /// (`▀`, `▄`, `█`, a blank) shows its top and bottom colours, however it is spelt (`CellLook`).
    func mismatches(_ frame: CellGrid) -> [String] {
        var reducer = reducer
        var mismatches: [String] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let cell = frame[x, y]
                let shown = terminal.cells[y][x]
                let rendition = terminal.renditions[y][x]
                let expectedText = cell.isContinuation ? "" : (cell.text.isEmpty ? " " : cell.text)
                if cell.isContinuation {
                    if shown != expectedText {
                        mismatches.append(
                            "(\(x),\(y)) text \(shown.debugDescription) ≠ \(expectedText.debugDescription)")
                    }
                    continue
                }
                // Muted text is sent as a mixed ink (checked on its own in `FrameEncoderTests`).
                let sent = reducer.mode == .none ? cell : encoder.muting.applied(to: cell)
                var (foreground, background, attributes) = reducer.reduce(sent)
                attributes.formIntersection(supported)
                let expected = TerminalRendition(
                    foreground: Self.rgba(foreground), background: Self.rgba(background), attributes: attributes)
                if let look = CellLook(expectedText, expected) {
                    let seen = CellLook(shown, rendition)
                    if seen != look {
                        mismatches.append(
                            "(\(x),\(y)) \(shown.debugDescription) shows \(String(describing: seen)) ≠ "
                                + "\(expectedText.debugDescription) \(look)")
                    }
                    continue
                }
                if shown != expectedText {
                    mismatches.append("(\(x),\(y)) text \(shown.debugDescription) ≠ \(expectedText.debugDescription)")
                }
                if rendition.background != expected.background {
                    mismatches.append("(\(x),\(y)) paper \(String(describing: rendition.background)) ≠ \(background)")
                }
                if FrameEncoder.isBlank(cell) { continue }
                if rendition.foreground != expected.foreground {
                    mismatches.append("(\(x),\(y)) ink \(String(describing: rendition.foreground)) ≠ \(foreground)")
                }
                if rendition.attributes != attributes {
                    mismatches.append(
                        "(\(x),\(y)) attributes \(rendition.attributes.rawValue) ≠ \(attributes.rawValue)")
                }
            }
        }
        return mismatches
    }

    /// The colour the virtual terminal shows for `color` (xterm's palette).
    static func rgba(_ color: TerminalColor) -> RGBA? {
        switch color {
        case .terminalDefault: nil
        case .palette(let index): OutputInterpreter.palette(Int(index))
        case .rgb(let r, let g, let b): RGBA(r, g, b)
        }
    }

    /// A grid of `lines`, one a row, narrow characters.
    static func grid(_ lines: [String], size: CellSize) -> CellGrid {
        var grid = CellGrid(size: size)
        for (y, line) in lines.enumerated() where y < size.height {
            for (x, character) in line.prefix(size.width).enumerated() { grid[x, y] = Cell(String(character)) }
        }
        return grid
    }
}
