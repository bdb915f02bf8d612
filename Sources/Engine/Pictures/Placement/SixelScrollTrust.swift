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
    /// None: Konsole leaves pictures in place on a scroll down, and terminals not measured are not
    /// trusted.
    case none

    /// The trust for a terminal by the name it gave (XTVERSION: "XTerm(379)", "mlterm(3.9.0)",
    /// "foot(1.13.1)"); none for a name not measured.
    public static func of(terminal name: String?) -> SixelScrollTrust {
        guard let name = name?.lowercased() else { return .none }
        if name.hasPrefix("mlterm") { return .all }
        if name.hasPrefix("xterm(") || name.hasPrefix("foot") { return .regionUp }
        return .none
    }

    /// Whether `scroll` moved the pixels in its rows with them.
    public func trusts(_ scroll: ScreenScroll) -> Bool {
        switch self {
        case .all: true
        case .regionUp: scroll.lines > 0 && !scroll.editsLines
        case .none: false
        }
    }
}
