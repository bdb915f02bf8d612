import BurinCore
import BurinTestSupport
import Dispatch
import Testing

@testable import BurinRemoteImages

/// The main loop's side of images by URL, with a manual transport: which rows are asked for and in
/// what order, and exactly which are redrawn, whichever way an image settles (a fetch ending, a
/// request answered at once from disk, a read into memory, a drop from a full queue, a failure).
@Suite struct RemoteImageRowsTests {
    static let png = RemoteImageStoreTests.png

    static func url(_ n: Int) -> String { "https://images.test/\(n).png" }

    static func supply(
        _ transport: ManualHTTPTransport, concurrent: Int = 4, queued: Int = 256, cacheDirectory: String? = nil
    ) -> RemoteImageSupply {
        let limits = RemoteImageLimits(
            maxConcurrentRequests: concurrent, maxQueuedRequests: queued, maxImageBytes: 4096, memoryBytes: 4096)
        return RemoteImageSupply {
            RemoteImageStore(
                limits: limits, cacheDirectory: cacheDirectory, transport: transport, loadsIndexInBackground: false)
        }
    }

    /// What a draw worker does for a row showing `n`'s picture: asks the supply, as the image cache does.
    @discardableResult
    static func draw(_ supply: RemoteImageSupply, _ n: Int, fromMemoryOnly: Bool = false) -> RemoteImageLookup {
        supply.lookUp(url(n), fromMemoryOnly: fromMemoryOnly)
    }

    @Test func nothingStartsUntilAPictureByURLIsHandedOut() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        #expect(rows.update(supply: supply, visible: [0, 1, 2]).isEmpty)
        #expect(supply.storeIfMade == nil, "a feed of local files never makes a store")
        rows.handedOut(row: 0, address: Self.url(0))
        #expect(rows.hasUnrequested)
        #expect(rows.waitingCount(among: [0, 1]) == 1)
        _ = rows.update(supply: supply, visible: [])
        #expect(supply.storeIfMade != nil)
        #expect(transport.started.map(\.url) == [Self.url(0)])
    }

    @Test func aFramesRowsAreAskedForInOneCallInTheOrderHandedOut() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport, concurrent: 1)
        var rows = RemoteImageRows()
        for n in 0..<4 { rows.handedOut(row: n, address: Self.url(n)) }
        _ = rows.update(supply: supply, visible: [])
        // One call: the nearest (handed out first) goes first, not the last one asked.
        #expect(transport.started.map(\.url) == [Self.url(0)])
        for n in 0..<3 {
            #expect(transport.complete(Self.url(n), with: .success(Self.png)))
        }
        #expect(transport.started.map(\.url) == (0..<4).map(Self.url))
    }

    @Test func aRowDrawnWhileItsPictureWasComingIsRedrawnOnceWhenItComes() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        rows.handedOut(row: 7, address: Self.url(7))
        _ = rows.update(supply: supply, visible: [7])
        #expect(Self.draw(supply, 7) == .pending)
        #expect(rows.update(supply: supply, visible: [7]).isEmpty, "nothing came yet")
        #expect(rows.waitingCount(among: [7]) == 1)
        #expect(transport.complete(Self.url(7), with: .success(Self.png)))
        #expect(rows.update(supply: supply, visible: [7]) == [7])
        #expect(rows.waitingCount(among: [7]) == 0)
        #expect(Self.draw(supply, 7) == .bytes(Self.png))
        #expect(rows.update(supply: supply, visible: [7]).isEmpty, "redrawn once, not again")
    }

    @Test func aFailureRedrawsTheRowToo() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        rows.handedOut(row: 1, address: Self.url(1))
        _ = rows.update(supply: supply, visible: [1])
        Self.draw(supply, 1)
        #expect(transport.complete(Self.url(1), with: .failure(.httpStatus(404))))
        #expect(rows.update(supply: supply, visible: [1]) == [1])
        #expect(Self.draw(supply, 1) == .failed(reason: "HTTP 404"))
        #expect(rows.failedCount(among: [0, 1], in: supply.store) == 1)
    }

    @Test func aRowFirstDrawnAfterItsPictureCameIsLeftAlone() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        rows.handedOut(row: 2, address: Self.url(2))
        _ = rows.update(supply: supply, visible: [2])
        #expect(transport.complete(Self.url(2), with: .success(Self.png)))
        #expect(rows.update(supply: supply, visible: [2]).isEmpty, "its drawing will find the picture")
        #expect(Self.draw(supply, 2) == .bytes(Self.png))
        #expect(rows.update(supply: supply, visible: [2]).isEmpty)
    }

    @Test func rowsSharingAPictureAreAllRedrawn() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        for row in [3, 4, 5] { rows.handedOut(row: row, address: Self.url(0)) }
        _ = rows.update(supply: supply, visible: [3, 4, 5])
        #expect(transport.started.count == 1)
        Self.draw(supply, 0)
        #expect(transport.complete(Self.url(0), with: .success(Self.png)))
        #expect(Set(rows.update(supply: supply, visible: [])) == [3, 4, 5])
    }

    @Test func aRequestAnsweredAtOnceFromDiskRedrawsARowDrawnBeforeIt() throws {
        let directory = ScratchCacheFolder("rows-disk")
        defer { directory.remove() }
        // A first run fetches the picture into the disk cache.
        let first = ManualHTTPTransport()
        let warm = Self.supply(first, cacheDirectory: directory.path)
        #expect(warm.store.request(Self.url(0)) == .pending)
        #expect(first.complete(Self.url(0), with: .success(Self.png)))

        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport, cacheDirectory: directory.path)
        var rows = RemoteImageRows()
        rows.handedOut(row: 0, address: Self.url(0))
        // A draw worker gets to the row before the frame's update asks for its picture.
        #expect(Self.draw(supply, 0) == .pending)
        #expect(rows.update(supply: supply, visible: [0]) == [0], "ready at once, and not listed as changed")
        #expect(transport.started.isEmpty, "no request: served from disk")
        #expect(Self.draw(supply, 0) == .bytes(Self.png))
    }

    @Test func theMainLoopsMissOnAPictureKeptOnDiskWaitsForItInMemory() throws {
        let directory = ScratchCacheFolder("rows-memory")
        defer { directory.remove() }
        let first = ManualHTTPTransport()
        let warm = Self.supply(first, cacheDirectory: directory.path)
        warm.store.request(Self.url(0))
        #expect(first.complete(Self.url(0), with: .success(Self.png)))

        let supply = Self.supply(ManualHTTPTransport(), cacheDirectory: directory.path)
        let arrived = DispatchSemaphore(value: 0)
        supply.setWaker { arrived.signal() }
        var rows = RemoteImageRows()
        rows.handedOut(row: 0, address: Self.url(0))
        _ = rows.update(supply: supply, visible: [0])
        #expect(supply.store.state(of: Self.url(0)) == .ready)
        // `--sync`: the main loop reads memory only; the picture is on disk, so it is read meanwhile.
        #expect(Self.draw(supply, 0, fromMemoryOnly: true) == .pending)
        var redrawn: [Int] = []
        for _ in 0..<3 where redrawn.isEmpty {
            #expect(arrived.wait(timeout: .now() + 10) == .success)
            redrawn = rows.update(supply: supply, visible: [0])
        }
        #expect(redrawn == [0], "redrawn once it is in memory")
        #expect(Self.draw(supply, 0, fromMemoryOnly: true) == .bytes(Self.png))
        #expect(rows.update(supply: supply, visible: [0]).isEmpty, "and only once: no redraw loop")
    }

    @Test func aPictureDroppedFromAFullQueueIsAskedForAgainWhileItsRowIsOnScreen() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport, concurrent: 1, queued: 1)
        var rows = RemoteImageRows()
        for n in 0..<3 {
            rows.handedOut(row: n, address: Self.url(n))
            _ = rows.update(supply: supply, visible: [])
        }
        // 0 on the network, 1 waited and was dropped for 2 (the newer call).
        #expect(supply.store.state(of: Self.url(1)) == .unknown)
        #expect(Self.draw(supply, 1) == .pending)
        _ = rows.update(supply: supply, visible: [1])
        #expect(supply.store.state(of: Self.url(1)) == .pending, "asked for again: row 1 is on screen")
        #expect(transport.complete(Self.url(0), with: .success(Self.png)))
        #expect(transport.running.map(\.url) == [Self.url(1)], "and it goes first")
        #expect(transport.complete(Self.url(1), with: .success(Self.png)))
        #expect(rows.update(supply: supply, visible: [1]) == [1])
    }

    @Test func forgottenRowsAreRedrawnSoNoDrawingOutlivesWhyItWasMade() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows(capacity: 2)
        for n in 0..<3 { rows.handedOut(row: n, address: Self.url(n)) }
        #expect(rows.count == 2)
        #expect(rows.update(supply: supply, visible: []) == [0], "the least recently handed out")
        rows.handedOut(row: 1, address: Self.url(1))
        rows.handedOut(row: 3, address: Self.url(3))
        #expect(rows.update(supply: supply, visible: []) == [2], "1 was handed out again, 2 was not")
    }

    @Test func aRowWhoseAddressChangedFollowsTheNewOne() {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport)
        var rows = RemoteImageRows()
        rows.handedOut(row: 0, address: Self.url(0))
        _ = rows.update(supply: supply, visible: [0])
        Self.draw(supply, 0)
        rows.handedOut(row: 0, address: Self.url(1))
        _ = rows.update(supply: supply, visible: [0])
        #expect(transport.complete(Self.url(0), with: .success(Self.png)))
        #expect(rows.update(supply: supply, visible: [0]).isEmpty, "the old picture is no longer the row's")
        Self.draw(supply, 1)
        #expect(transport.complete(Self.url(1), with: .success(Self.png)))
        #expect(rows.update(supply: supply, visible: [0]) == [0])
        rows.removeAll()
        #expect(rows.count == 0 && !rows.hasUnrequested)
    }

    /// Draw workers ask from their threads while the main loop updates and fetches end on others: the
    /// supply's record of "not yet" answers is shared state (ThreadSanitizer runs this suite). Every
    /// row drawn while its picture was coming is redrawn once it has come.
    @Test func workersAskingFromTheirThreadsLoseNoRedraw() async {
        let transport = ManualHTTPTransport()
        let supply = Self.supply(transport, concurrent: 8)
        var rows = RemoteImageRows()
        let count = 64
        for n in 0..<count { rows.handedOut(row: n, address: Self.url(n)) }
        _ = rows.update(supply: supply, visible: [])
        let drawnWhileComing = Locked(Set<Int>())
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for n in stride(from: worker, to: count, by: 4) where Self.draw(supply, n) == .pending {
                        drawnWhileComing.withLock { _ = $0.insert(n) }
                    }
                }
            }
            group.addTask {
                var next = 0
                while next < count {
                    if transport.complete(Self.url(next), with: .success(Self.png)) {
                        next += 1
                    } else {
                        await Task.yield()
                    }
                }
            }
        }
        var redrawn = Set<Int>()
        for _ in 0..<3 { redrawn.formUnion(rows.update(supply: supply, visible: [])) }
        #expect(drawnWhileComing.withLock { $0 }.isSubset(of: redrawn))
        #expect((0..<count).allSatisfy { supply.store.state(of: Self.url($0)) == .ready })
    }
}
