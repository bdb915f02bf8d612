/// `F` and `--follow`, as less's `F` and `tail -f`: the list's end is held on screen while items
/// arrive (a log being written), the app is asked to look for more a few times a second, and a view
/// moved away from the end counts the items that came since it left ("12 new") until `G` or `F`
/// brings it back. A pure state machine: `ListViewer` feeds it the facts of each frame and carries
/// out its actions (`ListViewer+Follow`).
public struct FollowState: Sendable, Equatable {
    /// How often the app looks for more (a file's size and identity): 4 Hz, as `less +F` and
    /// `tail -f` poll a file about once or four times a second.
    public static let lookInterval = Duration.milliseconds(250)

    /// What the driver does for the state machine.
    public enum Action: Sendable, Equatable {
        /// Show the end of the list and hold it there as items arrive.
        case holdEnd
        /// Ask the app to look for more items (a file that grew, or was replaced).
        case lookForMore
    }

    public private(set) var isFollowing = false
    /// Items (in the app's order, before any filter or sort) there were when the view was last at
    /// the end: those after them arrived while the reader was elsewhere.
    public private(set) var itemsSeen = 0
    /// Whether the view was at the end at the last frame.
    public private(set) var wasAtEnd = false
    private var lastLook: Duration?
    private var filter: String?

    public init() {}

    /// `F`: starts following, at the end; while following away from the end, goes back to it; at
    /// the end, stops.
    public mutating func key(now: Duration, itemCount: Int, filter: String?) -> [Action] {
        if isFollowing, wasAtEnd {
            isFollowing = false
            return []
        }
        isFollowing = true
        wasAtEnd = true
        itemsSeen = itemCount
        self.filter = filter
        lastLook = now
        return [.holdEnd, .lookForMore]
    }

    /// Once a frame, after its keys and before the app's update: `holdingEnd` is whether the view
    /// holds the list's end now, `itemCount` the app's items so far and `filter` the query now.
    public mutating func frame(now: Duration, holdingEnd: Bool, itemCount: Int, filter: String?) -> [Action] {
        guard isFollowing else { return [] }
        var actions: [Action] = []
        var atEnd = holdingEnd
        if filter != self.filter {
            // Narrowing the list (each key typed after `/`) while at the end stays at the end.
            if wasAtEnd, !holdingEnd {
                actions.append(.holdEnd)
                atEnd = true
            }
            self.filter = filter
        }
        // Fewer items than were seen: the input was read again from its start (rotated, truncated).
        if itemCount < itemsSeen { itemsSeen = 0 }
        if atEnd { itemsSeen = itemCount }
        wasAtEnd = atEnd
        return actions + look(now: now)
    }

    /// Asks the app to look for more once the interval since the last look has passed (a frame in
    /// a list walked into, where only the looking goes on).
    public mutating func look(now: Duration) -> [Action] {
        guard isFollowing, lastLook.map({ now - $0 >= Self.lookInterval }) ?? true else { return [] }
        lastLook = now
        return [.lookForMore]
    }

    /// After the frame: the view shows the list's end without holding it (scrolled back down to
    /// it, or a command that let go of it without moving): it is held again.
    public mutating func showsEnd(itemCount: Int) -> [Action] {
        guard isFollowing else { return [] }
        wasAtEnd = true
        itemsSeen = itemCount
        return [.holdEnd]
    }

    /// How long an idle viewer may wait before the next look for more; nil when not following.
    public func wait(now: Duration) -> Duration? {
        guard isFollowing else { return nil }
        return max(.zero, (lastLook ?? now) + Self.lookInterval - now)
    }

    /// The status bar's word: that the end is followed, or how many rows came since the view left
    /// it (`newRows`, counted by the driver among the rows the filter keeps).
    public func statusText(newRows: Int) -> String? {
        guard isFollowing else { return nil }
        if wasAtEnd { return "following" }
        return newRows == 0 ? "following (G: the end)" : "\(StatusBar.grouped(newRows)) new (G: the end)"
    }
}
