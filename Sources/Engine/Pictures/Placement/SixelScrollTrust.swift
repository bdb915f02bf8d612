public import BurinTerminal

/// Which scrolls of the text a terminal carries its sixel pixels along with, as measured under Xvfb
/// (DECISIONS: "Sixel pixels and scrolling, terminal by terminal"). Where a scroll is not trusted,
/// the planner takes the pixels it could have moved for lost and draws them again.
public enum SixelScrollTrust: Sendable, Equatable {
    /// Every scroll: the pixels move with their rows, whatever moved them (mlterm).
    case all
    /// Only a region scrolled up (LF at its bottom, SU): xterm and foot. xterm keeps the pictures of a
    /// scroll down or of inserted and deleted lines at their old rows (its next redraw puts them
    /// back there), and foot brings back the hidden part of a picture scrolled out and in again.
    case regionUp
    /// As `regionUp`, and a scroll carries a picture past the region's edge onto the rows beyond it:
    /// foot moves a picture as a whole, unclipped, so `ESC M` at a region's top pushes the bottom
    /// of a picture there onto the status line (DECISIONS: "foot: pictures pushed out of a region").
    case regionUpSpilling
    /// None: Konsole leaves pictures in place on a scroll down, and terminals not measured are not
    /// trusted.
    case none

    /// The trust for a terminal by the name it gave (XTVERSION: "XTerm(379)", "mlterm(3.9.0)",
    /// "foot(1.13.1)"); none for a name not measured.
    public static func of(terminal name: String?) -> SixelScrollTrust {
        guard let name = name?.lowercased() else { return .none }
        if name.hasPrefix("mlterm") { return .all }
        if name.hasPrefix("foot") { return .regionUpSpilling }
        if name.hasPrefix("xterm(") { return .regionUp }
        return .none
    }

    /// Whether `scroll` moved the pixels in its rows with them.
    public func trusts(_ scroll: ScreenScroll) -> Bool {
        switch self {
        case .all: true
        case .regionUp, .regionUpSpilling: scroll.lines > 0 && !scroll.editsLines
        case .none: false
        }
    }

    /// Whether a scroll moves pixels past the edge of its region, onto rows it does not scroll.
    public var spillsPastRegion: Bool { self == .regionUpSpilling }
}
