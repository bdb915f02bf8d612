public import BurinCore

/// What the terminal said about itself, gathered from its replies.
public struct TerminalAnswers: Sendable, Equatable {
    /// The kitty graphics query's answer: true for "OK", false for an error; nil when none came.
    public var kittyGraphics: Bool?
    /// DA1's parameters; nil when DA1 was not answered.
    public var primaryAttributes: [Int]?
    /// XTVERSION's text.
    public var version: String?
    /// `CSI 16 t`'s answer.
    public var cellSize: PixelSize?
    /// `CSI 14 t`'s answer.
    public var textAreaSize: PixelSize?
    /// XTSMGRAPHICS' number of sixel colour registers.
    public var colorRegisters: Int?
    /// OSC 11's answer: the terminal's default background.
    public var background: RGBA?
    /// The answer to kitty's query with a file (`t=t`): true when the terminal read it (once).
    public var kittyReadsFiles: Bool?
    /// OSC 10's answer: the terminal's default foreground.
    public var foreground: RGBA?
    /// OSC 4's answers: palette entries by index.
    public var palette: [Int: RGBA] = [:]

    public init(
        kittyGraphics: Bool? = nil, primaryAttributes: [Int]? = nil, version: String? = nil, cellSize: PixelSize? = nil,
        textAreaSize: PixelSize? = nil, colorRegisters: Int? = nil, background: RGBA? = nil
    ) {
        self.kittyGraphics = kittyGraphics
        self.primaryAttributes = primaryAttributes
        self.version = version
        self.cellSize = cellSize
        self.textAreaSize = textAreaSize
        self.colorRegisters = colorRegisters
        self.background = background
    }

    /// DA1 lists attribute 4, sixel graphics (the first parameter is the terminal's class, not an
    /// attribute: a VT132 answers `?4;6c`).
    public var sixel: Bool { primaryAttributes?.dropFirst().contains(4) ?? false }

    /// Records `reply`; `kittyQueryID` and `kittyFileQueryID` tell the answers to Burin's kitty
    /// queries from any other program's.
    public mutating func record(_ reply: TerminalReply, kittyQueryID: UInt32, kittyFileQueryID: UInt32? = nil) {
        switch reply {
        case .kittyGraphics(let id, let message):
            if let id, id == kittyFileQueryID {
                // Once read, for good: a repeated probe finds its file gone (the terminal deletes
                // what it read) and its error says nothing about files.
                kittyReadsFiles = kittyReadsFiles == true || message == "OK"
                return
            }
            guard id == nil || id == kittyQueryID else { return }
            kittyGraphics = message == "OK"
        case .primaryAttributes(let parameters):
            primaryAttributes = parameters
        case .version(let text):
            version = text
        case .cellSize(let size):
            cellSize = size
        case .textAreaSize(let size):
            textAreaSize = size
        case .graphicsAttribute(let item, let status, let values):
            if item == 1, status == 0, let registers = values.first { colorRegisters = registers }
        case .backgroundColor(let color):
            background = color
        case .foregroundColor(let color):
            foreground = color
        case .paletteColor(let index, let color):
            palette[index] = color
        case .modeReport, .cursorPosition, .other:
            break
        }
    }
}
