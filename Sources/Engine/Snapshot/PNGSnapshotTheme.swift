public import BurinCore
import BurinTerminal

/// The colours a PNG snapshot gives cells that ask for the terminal's default colours.
public struct PNGSnapshotTheme: Sendable, Equatable {
    public var foreground: RGBA
    public var background: RGBA

    public init(foreground: RGBA, background: RGBA) {
        self.foreground = foreground.opaque
        self.background = background.opaque
    }

    /// A fixed dark terminal: light grey on blue-black. Fixed so that snapshots do not depend on
    /// whoever's terminal took them; a light feed theme brings its own (see `SnapshotRunner`).
    public static let dark = PNGSnapshotTheme(foreground: RGBA(hex: 0xd8d8d8), background: RGBA(hex: 0x16161d))
}
