/// A foreground/background combination as ncurses takes it: -1 is the terminal's default colour,
/// anything else a palette index or a packed direct colour.
struct ColorPairKey: Hashable, Sendable {
    var foreground: Int32
    var background: Int32

    /// Pair 0: the terminal's default colours, fixed by ncurses and never initialised.
    static let terminalDefault = ColorPairKey(foreground: -1, background: -1)
}

/// Hands out ncurses colour-pair numbers for (foreground, background) combinations, frame by frame,
/// without ever redefining a pair that a cell on screen still uses.
///
/// Why: redefining a pair (`init_extended_pair`) makes ncurses recolour, and resend, every cell that
/// shows it, and `free_pair` does not reliably make room (see PLATFORM_NOTES). So the manager counts
/// the cells using each pair. A frame runs as a transaction:
///
/// 1. `acquire` a pair for every changed cell's colours. An `Acquisition` whose `needsInitialisation`
///    is true must be defined by the caller before any cell is written with it (`ColorPairPlanner`
///    lists it in its plan's definitions); that pair is used by no cell, so defining it is invisible
///    even if the frame is later abandoned.
/// 2. `release` the pair each changed cell showed before. Releases wait for `commitFrame`, because the
///    terminal keeps showing the old cells until the frame is drawn: a pair released in this frame is
///    never recycled within it.
/// 3. `commitFrame` after the frame is on screen, or `abandonFrame` when `acquire` answered nil. Nil
///    means the old screen and this frame together need more pairs than the terminal has; the caller
///    abandons and re-plans the frame in a coarser colour mode, down to "no colour", which needs only
///    pair 0 and always fits.
///
/// Pairs no cell uses keep their definition and are recycled oldest-freed first, so colours that come
/// back (a row scrolled away and back) find their pair still defined. Never-used pairs go first.
///
/// A pure value: no ncurses, testable alone. - Note: Main loop only.
struct ColorPairManager {
    /// What `acquire` decided.
    struct Acquisition: Equatable {
        var pair: Int32
        /// The caller must define `pair` as the requested colours before using it.
        var needsInitialisation: Bool
    }

    /// Pair numbers run from 0 to `capacity - 1`; pair 0 is the fixed default pair.
    let capacity: Int32
    private var pairOfKey: [ColorPairKey: Int32] = [:]
    private var keyOfPair: [ColorPairKey?]
    /// Cells using each pair: those of the committed screen plus this frame's acquisitions.
    private var useCount: [Int32]
    private var nextNeverUsed: Int32 = 1
    private var recyclable = RecycleQueue()
    private var acquiredThisFrame: [Int32] = []
    private var releasedThisFrame: [Int32] = []

    /// `capacity` is the terminal's COLOR_PAIRS, clamped to 1...65536 (more would only cost memory).
    init(capacity: Int) {
        self.capacity = Int32(min(max(capacity, 1), 65536))
        keyOfPair = Array(repeating: nil, count: Int(self.capacity))
        useCount = Array(repeating: 0, count: Int(self.capacity))
        recyclable = RecycleQueue(capacity: Int(self.capacity))
    }

    /// A pair showing `key`, counted as used by one more cell; nil when every pair is in use.
    mutating func acquire(_ key: ColorPairKey) -> Acquisition? {
        if key == .terminalDefault { return Acquisition(pair: 0, needsInitialisation: false) }
        if let pair = pairOfKey[key] {
            retain(pair)
            return Acquisition(pair: pair, needsInitialisation: false)
        }
        guard let pair = takeUnusedPair() else { return nil }
        if let previous = keyOfPair[Int(pair)] { pairOfKey[previous] = nil }
        keyOfPair[Int(pair)] = key
        pairOfKey[key] = pair
        retain(pair)
        return Acquisition(pair: pair, needsInitialisation: true)
    }

    /// One cell stops using `pair` once this frame is committed.
    mutating func release(_ pair: Int32) {
        guard pair > 0, pair < capacity else { return }
        releasedThisFrame.append(pair)
    }

    /// The frame is on screen: the cells it replaced no longer hold their pairs.
    mutating func commitFrame() {
        for pair in releasedThisFrame { drop(pair) }
        releasedThisFrame.removeAll(keepingCapacity: true)
        acquiredThisFrame.removeAll(keepingCapacity: true)
    }

    /// The frame will not be drawn as planned: its acquisitions and releases are undone. Pairs it
    /// defined keep their new definitions (no cell showed them, so nothing changed on screen).
    mutating func abandonFrame() {
        for pair in acquiredThisFrame { drop(pair) }
        acquiredThisFrame.removeAll(keepingCapacity: true)
        releasedThisFrame.removeAll(keepingCapacity: true)
    }

    /// How many cells (on screen or acquired this frame) use `pair`.
    func useCount(of pair: Int32) -> Int {
        guard pair > 0, pair < capacity else { return 0 }
        return Int(useCount[Int(pair)])
    }

    /// The colours `pair` is defined as, if the manager ever defined it.
    func key(of pair: Int32) -> ColorPairKey? {
        if pair == 0 { return .terminalDefault }
        guard pair > 0, pair < capacity else { return nil }
        return keyOfPair[Int(pair)]
    }

    private mutating func retain(_ pair: Int32) {
        useCount[Int(pair)] += 1
        acquiredThisFrame.append(pair)
    }

    private mutating func drop(_ pair: Int32) {
        let i = Int(pair)
        guard useCount[i] > 0 else { return }
        useCount[i] -= 1
        if useCount[i] == 0 { recyclable.push(pair) }
    }

    private mutating func takeUnusedPair() -> Int32? {
        if nextNeverUsed < capacity {
            defer { nextNeverUsed += 1 }
            return nextNeverUsed
        }
        while let pair = recyclable.pop() {
            if useCount[Int(pair)] == 0 { return pair }
        }
        return nil
    }
}

/// A first-in first-out queue of pair numbers, each present at most once, so it never grows beyond
/// the number of pairs however often pairs come and go. A pair taken back into use stays queued and is
/// skipped when popped while still used.
private struct RecycleQueue {
    private var items: [Int32] = []
    private var head = 0
    private var queued: [Bool] = []

    init(capacity: Int = 0) { queued = Array(repeating: false, count: capacity) }

    mutating func push(_ pair: Int32) {
        let i = Int(pair)
        guard i < queued.count, !queued[i] else { return }
        queued[i] = true
        items.append(pair)
    }

    mutating func pop() -> Int32? {
        guard head < items.count else { return nil }
        let pair = items[head]
        head += 1
        queued[Int(pair)] = false
        if head > 1024, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return pair
    }
}
