/// Which rows of a list show which images by address, and which of them must be redrawn because an
/// image they were drawn without has come: the main loop's side of images by URL.
///
/// A list tells it which rows it hands out for layout (those near the screen) and the address each
/// names (`handedOut`); once a frame, `update` asks the store for them (in the order handed out, which
/// is nearest-first), learns what changed, and returns the rows to redraw. The list moves those rows'
/// versions, so an arrival is a content change like any other: it passes the sentinel, and a late
/// image can never land in another row.
///
/// Which rows are redrawn: those drawn while their image was not ready, once it is (arrived, failed,
/// found on disk, read into memory), whatever way that became known: a `drainSettled()` entry, a
/// `request` answered at once, or, for an image that settled before a drawer's "not yet" was
/// collected, the store's state. Rows drawn with their image are left alone, even when the store later
/// forgets it (a drawing that shows the picture stays right). Rows on screen whose image is still
/// coming are asked for again every frame: that keeps them at the front of the store's queue, and
/// brings back one that fell back to unknown (dropped from a full queue, forgotten).
///
/// Bounded: at most `capacity` rows are remembered, least recently handed out forgotten first; a
/// forgotten row is redrawn (its version moves), so a drawing made without its image can never
/// outlive the memory of why, and it is handed out, and remembered, again when it is next laid out.
/// - Note: Main loop only.
public struct RemoteImageRows {
    public let capacity: Int
    /// Row to its address, least recently handed out first in `recency`.
    private var addressByRow: [Int: String] = [:]
    private var rowsByAddress: [String: Set<Int>] = [:]
    private var recency: [Int: Int] = [:]
    private var recencyOrder: [(row: Int, stamp: Int)] = []
    private var recencyStart = 0
    private var nextStamp = 0
    /// Addresses handed out since the last `update`, in order, each once.
    private var unrequested: [String] = []
    private var unrequestedSet: Set<String> = []
    /// Addresses asked for and not settled when last seen: rows showing them are still waiting.
    private var coming: Set<String> = []
    /// Addresses a drawer was told "not yet" for while drawing a remembered row, and what the redraw
    /// waits for.
    private var awaited: [String: RemoteImageSupply.Wait] = [:]
    /// Rows to redraw at the next `update`: forgotten ones.
    private var forgotten: [Int] = []

    /// Rows remembered at most: enough for a tall terminal's preload range many times over.
    public init(capacity: Int = 1024) {
        self.capacity = max(1, capacity)
    }

    /// Rows remembered now.
    public var count: Int { addressByRow.count }

    /// Whether rows were handed out since the last `update` (their images are not asked for yet).
    public var hasUnrequested: Bool { !unrequested.isEmpty }

    /// The image address row `row` was last handed out with, if it is remembered.
    public func address(of row: Int) -> String? { addressByRow[row] }

    /// How many of `rows` show an image whose fetch failed, as `store` says now.
    public func failedCount(among rows: [Int], in store: RemoteImageStore) -> Int {
        rows.count { row in
            guard let address = addressByRow[row], case .failed = store.state(of: address) else { return false }
            return true
        }
    }

    /// How many of `rows` wait for their image (asked for or about to be).
    public func waitingCount(among rows: [Int]) -> Int {
        rows.count {
            addressByRow[$0].map { coming.contains($0) || awaited[$0] != nil || unrequestedSet.contains($0) } ?? false
        }
    }

    /// Row `row` was handed out to be laid out, naming the image `address`.
    public mutating func handedOut(row: Int, address: String) {
        if let old = addressByRow[row], old != address { detach(row, from: old) }
        if addressByRow[row] == nil {
            addressByRow[row] = address
            rowsByAddress[address, default: []].insert(row)
        }
        touch(row)
        if unrequestedSet.insert(address).inserted { unrequested.append(address) }
        while addressByRow.count > capacity, let oldest = popLeastRecent() {
            forget(oldest)
            forgotten.append(oldest)
        }
    }

    /// Once a frame: asks `supply`'s store for what was handed out (and again for what rows on screen,
    /// `visible`, still wait for), learns what changed, and returns the rows to redraw, each once.
    public mutating func update(supply: RemoteImageSupply, visible: [Int]) -> [Int] {
        var redraw: [Int] = forgotten
        forgotten.removeAll()
        guard !unrequested.isEmpty || !awaited.isEmpty || supply.storeIfMade != nil else { return redraw }
        var redrawSet = Set(redraw)
        func redrawRows(of address: String) {
            awaited[address] = nil
            coming.remove(address)
            for row in rowsByAddress[address] ?? [] where redrawSet.insert(row).inserted { redraw.append(row) }
        }

        // What drawers were told "not yet" first: anything that settles from here on is seen below.
        let waits = supply.takeWaits()
        for (address, wait) in waits where rowsByAddress[address] != nil { awaited[address] = wait }

        // On screen first (asking again moves a waiting address up the queue), then in handed-out order.
        var asks: [String] = []
        var askSet: Set<String> = []
        for row in visible {
            guard let address = addressByRow[row], coming.contains(address) || awaited[address] == .settling,
                askSet.insert(address).inserted
            else { continue }
            asks.append(address)
        }
        for address in unrequested where askSet.insert(address).inserted { asks.append(address) }
        unrequested.removeAll(keepingCapacity: true)
        unrequestedSet.removeAll(keepingCapacity: true)

        let store = supply.store
        for (address, state) in zip(asks, store.request(asks)) where rowsByAddress[address] != nil {
            if !state.isSettled {
                coming.insert(address)
            } else if awaited[address] == .settling {
                redrawRows(of: address)
            } else {
                coming.remove(address)
            }
        }
        for address in store.drainSettled() {
            let isSettled = store.state(of: address).isSettled
            if isSettled { coming.remove(address) }
            guard let wait = awaited[address] else { continue }
            if wait == .memory || isSettled { redrawRows(of: address) }
        }
        // A "not yet" for an image that settled before it was collected is in no list above.
        for (address, wait) in waits where wait == .settling && awaited[address] == .settling {
            if store.state(of: address).isSettled { redrawRows(of: address) }
        }
        return redraw
    }

    /// Forgets every row (the list's items were all read again, and every row redraws anyway).
    public mutating func removeAll() {
        addressByRow.removeAll()
        rowsByAddress.removeAll()
        recency.removeAll()
        recencyOrder.removeAll()
        recencyStart = 0
        unrequested.removeAll()
        unrequestedSet.removeAll()
        coming.removeAll()
        awaited.removeAll()
        forgotten.removeAll()
    }

    // MARK: Rows

    private mutating func detach(_ row: Int, from address: String) {
        addressByRow[row] = nil
        rowsByAddress[address]?.remove(row)
        if rowsByAddress[address]?.isEmpty ?? false {
            rowsByAddress[address] = nil
            coming.remove(address)
            awaited[address] = nil
        }
    }

    private mutating func forget(_ row: Int) {
        if let address = addressByRow[row] { detach(row, from: address) }
        recency[row] = nil
    }

    /// Marks `row` as the most recently handed out (amortised O(1): stale entries of the order are
    /// skipped when popped, and the order is compacted when half of it is stale).
    private mutating func touch(_ row: Int) {
        recency[row] = nextStamp
        recencyOrder.append((row, nextStamp))
        nextStamp += 1
        if recencyOrder.count - recencyStart > 2 * max(capacity, recency.count) {
            recencyOrder = recencyOrder[recencyStart...].filter { recency[$0.row] == $0.stamp }
            recencyStart = 0
        }
    }

    private mutating func popLeastRecent() -> Int? {
        while recencyStart < recencyOrder.count {
            let entry = recencyOrder[recencyStart]
            recencyStart += 1
            if recency[entry.row] == entry.stamp { return entry.row }
        }
        return nil
    }
}
