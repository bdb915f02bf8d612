import Testing

@testable import BurinRemoteImages

/// The store's state machine on its own: events in, actions out, no thread, transport or disk.
@Suite struct FetchStateMachineTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    static func url(_ name: String) -> String { "http://images.test/\(name).png" }

    static func machine(
        concurrent: Int = 2, queued: Int = 256, memoryBytes: Int = 1 << 20, remembered: Int = 100,
        disk: Bool = false
    ) -> FetchStateMachine {
        var machine = FetchStateMachine(
            limits: RemoteImageLimits(
                maxConcurrentRequests: concurrent, maxQueuedRequests: queued, maxImageBytes: 1,
                memoryBytes: memoryBytes, rememberedURLs: remembered),
            hasDiskCache: disk)
        if disk { _ = machine.diskIndexLoaded(isOnDisk: { _ in false }) }
        return machine
    }

    static func started(_ actions: [FetchStateMachine.Action]) -> [String] {
        actions.compactMap { action in
            if case .start(let fetch) = action { return fetch.url }
            return nil
        }
    }

    static func startedIDs(_ actions: [FetchStateMachine.Action]) -> [Int] {
        actions.compactMap { action in
            if case .start(let fetch) = action { return fetch.id }
            return nil
        }
    }

    @Test func startsUpToTheBoundAndQueuesTheRest() {
        var m = Self.machine(concurrent: 2)
        let urls = ["a", "b", "c", "d"].map(Self.url)
        let (states, actions) = m.request(urls, isOnDisk: { _ in false })
        #expect(states == [.pending, .pending, .pending, .pending])
        #expect(Self.started(actions) == [Self.url("a"), Self.url("b")])
        #expect(m.statistics.inFlight == 2)
        #expect(m.statistics.queued == 2)
        // Each completion frees a slot for the next in the queue, in the order asked.
        let next = m.fetchFinished(id: 0, result: .success(Self.png))
        #expect(Self.started(next) == [Self.url("c")])
        #expect(m.statistics.inFlight == 2)
    }

    @Test func theMostRecentCallIsServedFirstAndWithinACallTheOrderGiven() {
        var m = Self.machine(concurrent: 1)
        let first = m.request(["a", "b", "c"].map(Self.url), isOnDisk: { _ in false })
        #expect(Self.started(first.actions) == [Self.url("a")])
        _ = m.request(["d", "e"].map(Self.url), isOnDisk: { _ in false })
        // Asking again for a waiting URL moves it to the front, as part of the newest call.
        _ = m.request([Self.url("c")], isOnDisk: { _ in false })
        var order: [String] = []
        var id = 0
        while true {
            let started = Self.started(m.fetchFinished(id: id, result: .success(Self.png)))
            guard let url = started.first else { break }
            order.append(url)
            id += 1
        }
        #expect(order == ["c", "d", "e", "b"].map(Self.url))
    }

    @Test func requestsAreIdempotentAndFailuresAreNotRetried() {
        var m = Self.machine(concurrent: 4)
        let a = Self.url("a")
        let b = Self.url("b")
        #expect(Self.started(m.request([a, a, b], isOnDisk: { _ in false }).actions) == [a, b])
        #expect(m.request([a], isOnDisk: { _ in false }).actions.isEmpty)
        _ = m.fetchFinished(id: 0, result: .success(Self.png))
        _ = m.fetchFinished(id: 1, result: .failure(.refused))
        let again = m.request([a, b], isOnDisk: { _ in false })
        #expect(again.states == [.ready, .failed(.refused)])
        #expect(again.actions.isEmpty)
        #expect(m.statistics.requests == 2)
        #expect(m.statistics.failures(.refused) == 1)
    }

    @Test func settlingWakesOncePerDrainAndListsEachURLOnce() {
        var m = Self.machine(concurrent: 3)
        let urls = ["a", "b", "c"].map(Self.url)
        _ = m.request(urls, isOnDisk: { _ in false })
        #expect(m.fetchFinished(id: 1, result: .success(Self.png)).contains(.wake))
        #expect(!m.fetchFinished(id: 0, result: .failure(.timeout)).contains(.wake))
        #expect(m.drainChanged() == [urls[1], urls[0]])
        #expect(m.drainChanged().isEmpty)
        #expect(m.fetchFinished(id: 2, result: .success(Self.png)).contains(.wake))
        #expect(m.drainChanged() == [urls[2]])
    }

    @Test func anUndrainedChangeListStaysBounded() {
        var m = Self.machine(concurrent: 1, remembered: 4)
        for i in 0..<50 {
            let url = Self.url("n\(i)")
            _ = m.request([url], isOnDisk: { _ in false })
            _ = m.fetchFinished(id: i, result: .failure(.refused))
        }
        let changed = m.drainChanged()
        #expect(changed.count <= 8)
        #expect(changed.last == Self.url("n49"))
    }

    @Test func aURLOnDiskIsReadyAtOnceWithNoRequest() {
        var m = Self.machine(disk: true)
        let cached = Self.url("cached")
        let other = Self.url("other")
        var asked: [String] = []
        let (states, actions) = m.request([cached, other]) { url in
            asked.append(url)
            return url == cached
        }
        #expect(states == [.ready, .pending])
        #expect(Self.started(actions) == [other])
        #expect(m.statistics.diskHits == 1)
        // Known URLs never ask the disk again.
        _ = m.request([cached, other]) { url in
            asked.append(url)
            return false
        }
        #expect(asked == [cached, other])
        #expect(m.lookUpBytes(of: cached).0 == .onDisk)
    }

    @Test func nothingGoesOnTheNetworkUntilTheDiskIndexIsRead() {
        var m = FetchStateMachine(limits: RemoteImageLimits(maxConcurrentRequests: 2), hasDiskCache: true)
        let urls = ["a", "b", "c"].map(Self.url)
        let (states, actions) = m.request(urls) { _ in
            Issue.record("the disk was asked before its index was read")
            return false
        }
        #expect(states == [.pending, .pending, .pending])
        #expect(actions.isEmpty)
        #expect(m.statistics.queued == 3)
        // b is on disk: ready and reported; a and c go on the network, most wanted first.
        let loaded = m.diskIndexLoaded { $0 == urls[1] }
        #expect(loaded == [.wake] + [urls[0], urls[2]].enumerated().map { .start(HTTPFetch(id: $0, url: $1)) })
        #expect(m.state(of: urls[1]) == .ready)
        #expect(m.drainChanged() == [urls[1]])
        #expect(m.statistics.diskHits == 1)
        #expect(m.diskIndexLoaded { _ in true }.isEmpty)
    }

    @Test func unusableURLsFailAtOnceWithNoRequest() {
        var m = Self.machine()
        let (states, actions) = m.request(
            ["file:///etc/passwd", "not a url", "", "https://", "ftp://x/y"], isOnDisk: { _ in false })
        #expect(
            states == [
                .failed(.badScheme), .failed(.malformedURL), .failed(.malformedURL), .failed(.malformedURL),
                .failed(.badScheme),
            ])
        #expect(actions.isEmpty)
        #expect(m.statistics.requests == 0)
        #expect(m.statistics.failures(.badScheme) == 2)
        #expect(m.statistics.failures(.malformedURL) == 3)
    }

    @Test func aFullQueueDropsTheLeastWantedBackToUnknown() {
        var m = Self.machine(concurrent: 1, queued: 2)
        _ = m.request(["a", "b"].map(Self.url), isOnDisk: { _ in false })  // a runs, b waits
        _ = m.request([Self.url("c")], isOnDisk: { _ in false })  // c waits, ahead of b
        let (states, actions) = m.request([Self.url("d")], isOnDisk: { _ in false })
        #expect(states == [.pending])
        #expect(actions == [.wake])
        #expect(m.state(of: Self.url("b")) == .unknown)
        #expect(m.drainChanged() == [Self.url("b")])
        #expect(m.statistics.dropped == 1)
        #expect(m.statistics.queued == 2)
        // A call longer than the queue keeps its first URLs; the rest come back as unknown.
        var n = Self.machine(concurrent: 1, queued: 2)
        let long = n.request(["p", "q", "r", "s"].map(Self.url), isOnDisk: { _ in false })
        #expect(long.states == [.pending, .pending, .pending, .unknown])
    }

    @Test func memoryIsBoundedAndWithoutADiskAnEvictedImageIsForgottenAndReported() {
        let image = Self.png + [UInt8](repeating: 7, count: 200)
        let cost = image.count
        var m = Self.machine(concurrent: 3, memoryBytes: 2 * cost)
        let urls = ["a", "b", "c"].map(Self.url)
        _ = m.request(urls, isOnDisk: { _ in false })
        for id in 0..<3 { _ = m.fetchFinished(id: id, result: .success(image)) }
        _ = m.drainChanged()
        #expect(m.statistics.memoryBytes <= 2 * cost)
        #expect(m.lookUpBytes(of: urls[2]).0 == .inMemory(image))
        let (lookup, actions) = m.lookUpBytes(of: urls[0])
        #expect(lookup == .unavailable)
        #expect(actions == [.wake])
        #expect(m.state(of: urls[0]) == .unknown)
        #expect(m.drainChanged() == [urls[0]])
    }

    @Test func withADiskAnEvictedImageIsReadBackAndALostFileForgetsTheURL() {
        let image = Self.png + [UInt8](repeating: 7, count: 200)
        let cost = image.count
        var m = Self.machine(concurrent: 2, memoryBytes: cost, disk: true)
        let urls = ["a", "b"].map(Self.url)
        _ = m.request(urls, isOnDisk: { _ in false })
        _ = m.fetchFinished(id: 0, result: .success(image))
        _ = m.fetchFinished(id: 1, result: .success(image))
        _ = m.drainChanged()
        #expect(m.lookUpBytes(of: urls[0]).0 == .onDisk)
        m.diskRead(urls[0], bytes: image)
        #expect(m.lookUpBytes(of: urls[0]).0 == .inMemory(image))
        #expect(m.statistics.diskReads == 1)
        // b was pushed out by a's return; its file is then found broken.
        #expect(m.lookUpBytes(of: urls[1]).0 == .onDisk)
        #expect(m.diskFileLost(urls[1]) == [.wake])
        #expect(m.state(of: urls[1]) == .unknown)
        #expect(m.drainChanged() == [urls[1]])
        #expect(m.statistics.diskLost == 1)
        // Asked again, it is fetched again.
        #expect(Self.started(m.request([urls[1]], isOnDisk: { _ in false }).actions) == [urls[1]])
    }

    @Test func bytesAskedForInMemoryOnlyAreReadFromDiskOnceInTheBackground() {
        var m = Self.machine(disk: true)
        let cached = Self.url("cached")
        let lost = Self.url("lost")
        _ = m.request([cached, lost], isOnDisk: { _ in true })
        #expect(m.lookUpBytesInMemory(of: cached) == (nil, [.readDisk(cached)]))
        #expect(m.lookUpBytesInMemory(of: cached) == (nil, []))  // one read at a time
        #expect(m.backgroundReadFinished(cached, bytes: Self.png) == [.wake])
        #expect(m.lookUpBytesInMemory(of: cached) == (Self.png, []))
        #expect(m.drainChanged() == [cached])
        // A file found broken by the background read forgets its URL, which is reported too.
        #expect(m.lookUpBytesInMemory(of: lost) == (nil, [.readDisk(lost)]))
        #expect(m.backgroundReadFinished(lost, bytes: nil) == [.wake])
        #expect(m.state(of: lost) == .unknown)
        #expect(m.drainChanged() == [lost])
        #expect(m.lookUpBytesInMemory(of: Self.url("never")) == (nil, []))
    }

    @Test func settledURLsBeyondTheBoundAreForgottenOldestFirst() {
        var m = Self.machine(concurrent: 3, remembered: 2)
        let urls = ["a", "b", "c"].map(Self.url)
        _ = m.request(urls, isOnDisk: { _ in false })
        _ = m.fetchFinished(id: 0, result: .success(Self.png))
        _ = m.fetchFinished(id: 1, result: .failure(.reset))
        #expect(m.state(of: urls[0]) == .ready)  // a is now more recently used than b
        _ = m.fetchFinished(id: 2, result: .success(Self.png))
        #expect(m.state(of: urls[1]) == .unknown)
        #expect(m.state(of: urls[0]) == .ready)
        #expect(m.state(of: urls[2]) == .ready)
    }

    @Test func shutdownCancelsWhatRunsAndIgnoresWhatComesAfter() {
        var m = Self.machine(concurrent: 2)
        let urls = ["a", "b", "c"].map(Self.url)
        let ids = Self.startedIDs(m.request(urls, isOnDisk: { _ in false }).actions)
        #expect(m.shutdown() == ids.map(FetchStateMachine.Action.cancel))
        #expect(m.shutdown().isEmpty)
        #expect(m.fetchFinished(id: ids[0], result: .success(Self.png)).isEmpty)
        #expect(!m.isAwaiting(id: ids[1]))
        #expect(m.state(of: urls[0]) == .unknown)
        #expect(m.request([Self.url("d")], isOnDisk: { _ in false }) == ([.unknown], []))
        #expect(m.statistics.inFlight == 0)
        #expect(m.statistics.queued == 0)
    }
}
