public import BurinCore
public import BurinPictures
public import BurinTerminal

/// What `burin snapshot` renders, and how.
public struct SnapshotRequest: Sendable {
    /// `text`: characters only; `ansi`: SGR colours for `cat`; `png`: a picture of the screen.
    public enum Format: String, Sendable, CaseIterable {
        case text
        case ansi
        case png
    }

    public var size = CellSize(width: 100, height: 40)
    /// PNG only: paint the thumbnails' pictures over their cells as this protocol shows them (the
    /// drawings must carry pictures at the PNG's cell size: `ListOptions.pictures`); nil: cells only.
    public var pixels: GraphicsProtocol?
    /// The row to put at the top before scrolling, counted from 1 as the status bar counts rows.
    public var top = 1
    /// Lines to scroll down (after `top`); or, with `frame`, the scripted scroll's length limit.
    public var scroll = 0
    public var colorMode = ColorMode.direct
    public var format = Format.text
    /// Capture frame K of a scripted scroll instead of a settled screen (placeholders and all).
    public var frame: Int?
    /// Screens per second of the scripted scroll.
    public var speed = 1.0
    /// Drawings finished per frame in the scripted scroll (stepped execution keeps it reproducible).
    public var drawsPerFrame = 6
    /// How long to wait for a settled screen before giving up.
    public var timeout = Duration.seconds(60)

    public init() {}
}

/// Why a snapshot could not be made.
public enum SnapshotError: Error, CustomStringConvertible {
    case didNotSettle(Duration)
    case encoding(String)

    public var description: String {
        switch self {
        case .didNotSettle(let d): "the screen did not settle within \(Int(d.seconds)) s"
        case .encoding(let why): "could not encode the snapshot: \(why)"
        }
    }
}
