import BurinCore
import BurinTestSupport
import Testing

@testable import BurinTerminal

/// A screen of cells driven through the manager the way `NcursesScreen` drives it, keeping a model of
/// what each pair was last defined as, so any redefinition of an on-screen pair shows up as a cell
/// whose pair no longer means its colours.
private struct SimulatedScreen {
    var manager: ColorPairManager
    var keys: [ColorPairKey]
    var pairs: [Int32]
    /// What the terminal was told each pair means.
    var definitions: [Int32: ColorPairKey] = [0: .terminalDefault]
    var fallbacks = 0

    init(cells: Int, capacity: Int) {
        manager = ColorPairManager(capacity: capacity)
        keys = Array(repeating: .terminalDefault, count: cells)
        pairs = Array(repeating: 0, count: cells)
    }

    /// Presents a frame that sets `changes`; on exhaustion retries with `coarsen` applied to the keys,
    /// then with no colour at all, as the screen's colour-mode fallback does.
    mutating func present(_ changes: [Int: ColorPairKey], coarsen: @escaping (ColorPairKey) -> ColorPairKey) {
        let modes: [(ColorPairKey) -> ColorPairKey] = [{ $0 }, coarsen, { _ in .terminalDefault }]
        let savedKeys = keys
        for reduce in modes {
            var planned = pairs
            var complete = true
            for (index, key) in changes.sorted(by: { $0.key < $1.key }) {
                let wanted = reduce(key)
                guard let acquisition = manager.acquire(wanted) else {
                    complete = false
                    break
                }
                if acquisition.needsInitialisation {
                    // The invariant under test: a pair being defined is shown by no cell, neither on
                    // the screen nor already planned in this frame.
                    #expect(!pairs.contains(acquisition.pair), "redefined on-screen pair \(acquisition.pair)")
                    #expect(!planned.contains(acquisition.pair), "redefined a pair planned this frame")
                    definitions[acquisition.pair] = wanted
                }
                manager.release(pairs[index])
                planned[index] = acquisition.pair
                keys[index] = wanted
            }
            if complete {
                manager.commitFrame()
                pairs = planned
                return
            }
            manager.abandonFrame()
            fallbacks += 1
            keys = savedKeys
        }
        Issue.record("even the no-colour plan failed")
    }

    /// Every cell's pair still means the colours that cell was drawn with.
    func checkScreenIsTrue() {
        for i in pairs.indices {
            #expect(definitions[pairs[i]] == keys[i], "cell \(i) shows pair \(pairs[i]) with the wrong colours")
            #expect(manager.key(of: pairs[i]) == keys[i])
        }
    }
}

@Suite struct ColorPairManagerTests {
    private func key(_ fg: Int32, _ bg: Int32) -> ColorPairKey { ColorPairKey(foreground: fg, background: bg) }

    @Test func samePairForSameColoursAndDefaultIsPairZero() throws {
        var manager = ColorPairManager(capacity: 16)
        #expect(manager.acquire(.terminalDefault) == .init(pair: 0, needsInitialisation: false))
        let firstAnswer = manager.acquire(key(1, 2))
        let first = try #require(firstAnswer)
        #expect(first.needsInitialisation)
        let againAnswer = manager.acquire(key(1, 2))
        let again = try #require(againAnswer)
        #expect(again == .init(pair: first.pair, needsInitialisation: false))
        #expect(manager.useCount(of: first.pair) == 2)
    }

    @Test func releasesTakeEffectOnlyAtCommit() throws {
        var manager = ColorPairManager(capacity: 2)
        let aAnswer = manager.acquire(key(1, 1))
        let a = try #require(aAnswer)
        manager.commitFrame()
        // Next frame: the cell showing pair a changes to new colours. Pair a is still on screen until
        // the frame is drawn, so the only pair cannot be recycled yet: the frame must be reduced.
        manager.release(a.pair)
        #expect(manager.acquire(key(2, 2)) == nil)
        manager.abandonFrame()
        #expect(manager.useCount(of: a.pair) == 1)
        // Once the cell went back to default colours and that frame is committed, the pair is free.
        manager.release(a.pair)
        #expect(manager.acquire(.terminalDefault)?.pair == 0)
        manager.commitFrame()
        #expect(manager.useCount(of: a.pair) == 0)
        let bAnswer = manager.acquire(key(2, 2))
        let b = try #require(bAnswer)
        #expect(b == .init(pair: a.pair, needsInitialisation: true))
    }

    @Test func freedPairsKeepTheirColoursUntilRecycled() throws {
        var manager = ColorPairManager(capacity: 4)
        let aAnswer = manager.acquire(key(1, 1))
        let a = try #require(aAnswer)
        manager.commitFrame()
        manager.release(a.pair)
        manager.commitFrame()
        // Colours that come back find their pair still defined: no initialisation, no bytes.
        #expect(manager.acquire(key(1, 1)) == .init(pair: a.pair, needsInitialisation: false))
    }

    @Test func neverUsedPairsGoFirstThenOldestFreed() throws {
        var manager = ColorPairManager(capacity: 4)
        let p1Answer = manager.acquire(key(1, 1))
        let p1 = try #require(p1Answer).pair
        let p2Answer = manager.acquire(key(2, 2))
        let p2 = try #require(p2Answer).pair
        let p3Answer = manager.acquire(key(3, 3))
        let p3 = try #require(p3Answer).pair
        #expect([p1, p2, p3] == [1, 2, 3])
        manager.commitFrame()
        manager.release(p2)
        manager.commitFrame()
        manager.release(p1)
        manager.commitFrame()
        #expect(manager.acquire(key(4, 4))?.pair == p2)
        #expect(manager.acquire(key(5, 5))?.pair == p1)
        #expect(manager.acquire(key(6, 6)) == nil)
        #expect(manager.key(of: p2) == key(4, 4))
    }

    @Test func hostileCapacitiesAndPairsAreHarmless() {
        var none = ColorPairManager(capacity: -5)
        #expect(none.acquire(key(1, 1)) == nil)
        #expect(none.acquire(.terminalDefault)?.pair == 0)
        none.release(-3)
        none.release(99)
        none.commitFrame()
        #expect(none.useCount(of: 99) == 0)
        #expect(ColorPairManager(capacity: Int.max).capacity == 65536)
    }

    @Test(arguments: [(capacity: 64, colours: 6), (capacity: 24, colours: 8), (capacity: 300, colours: 12)])
    func longRandomSequencesNeverRecolourTheScreen(capacity: Int, colours: Int32) {
        var generator = SplitMix64(seed: UInt64(capacity * 31 + Int(colours)))
        var screen = SimulatedScreen(cells: 120, capacity: capacity)
        for frame in 0..<400 {
            var changes: [Int: ColorPairKey] = [:]
            let count = frame % 50 == 0 ? 120 : generator.int(0...40)
            for _ in 0..<count {
                let cell = generator.int(0...119)
                let fg = Int32(generator.int(-1...Int(colours) - 1))
                let bg = Int32(generator.int(-1...Int(colours) - 1))
                changes[cell] = ColorPairKey(foreground: fg, background: bg)
            }
            screen.present(changes) { ColorPairKey(foreground: $0.foreground % 2, background: $0.background % 2) }
            screen.checkScreenIsTrue()
        }
        // The small capacities force the overflow path; the large one never needs it.
        if capacity < 30 { #expect(screen.fallbacks > 0) }
        if capacity >= 300 { #expect(screen.fallbacks == 0) }
    }

    @Test func aFrameNeedingMorePairsThanExistIsReported() {
        var manager = ColorPairManager(capacity: 4)
        var answers: [ColorPairManager.Acquisition?] = []
        for i in Int32(0)..<5 { answers.append(manager.acquire(key(i, i))) }
        #expect(answers.prefix(3).allSatisfy { $0?.needsInitialisation == true })
        #expect(answers[3] == nil)
        manager.abandonFrame()
        for pair in Int32(1)..<4 { #expect(manager.useCount(of: pair) == 0) }
        // After abandoning, a smaller frame fits, reusing the already defined pairs.
        #expect(manager.acquire(key(0, 0)) == .init(pair: 1, needsInitialisation: false))
    }
}
