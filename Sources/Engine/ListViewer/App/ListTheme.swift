public import BurinCore

/// The colours of the viewer's own parts: the status bar, placeholders, the page under the rows, and
/// the panels (help, fps overlay). An app picks them to go with its rows.
public struct ListTheme: Sendable, Hashable {
    public var statusBar: RGBA
    public var statusText: RGBA
    /// The bars of a placeholder row.
    public var skeleton: RGBA
    /// Under the rows where no row is; clear for the terminal's own background.
    public var page: RGBA
    public var panel: RGBA
    public var panelText: RGBA
    public var panelBorder: RGBA
    public var panelHeading: RGBA

    public init(
        statusBar: RGBA, statusText: RGBA, skeleton: RGBA, page: RGBA = .clear, panel: RGBA = RGBA(hex: 0x1A1C24),
        panelText: RGBA = RGBA(hex: 0xE0E0E0), panelBorder: RGBA = RGBA(hex: 0x8A8E9C),
        panelHeading: RGBA = RGBA(hex: 0xFFC53D)
    ) {
        self.statusBar = statusBar
        self.statusText = statusText
        self.skeleton = skeleton
        self.page = page
        self.panel = panel
        self.panelText = panelText
        self.panelBorder = panelBorder
        self.panelHeading = panelHeading
    }

    /// A dark default for apps that bring none.
    public static let dark = ListTheme(
        statusBar: RGBA(hex: 0x2A2D36), statusText: RGBA(hex: 0xD8D8D8), skeleton: RGBA(hex: 0x2C2F38))
}
