public import BurinCore

/// How a terminal draws the characters written next, as SGR and OSC 8 set it: colours as xterm's
/// default palette shows them (nil: the terminal's default), attributes, and the hyperlink.
public struct TerminalRendition: Sendable, Hashable {
    public var foreground: RGBA?
    public var background: RGBA?
    public var attributes: CellAttributes
    /// The hyperlink's target (OSC 8), nil outside one.
    public var link: String?

    public init(
        foreground: RGBA? = nil, background: RGBA? = nil, attributes: CellAttributes = [], link: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    public static let plain = TerminalRendition()
}
