import BurinCore
import BurinDemoData
import Testing

@testable import FeedData

/// `hasItems(at:)` asks a frame's rows at once and looks a page up once for a run of its rows: it
/// must answer, ask for pages and mark them used exactly as `hasItem(at:)` asked row by row does.
@Suite struct FeedMachineBatchTests {
    private let decoder = RecordDecoder(baseDirectory: "/")
    private let lines = FeedGenerator(seed: 2).jsonl(count: 60).split(separator: UInt8(ascii: "\n")).map(Array.init)

    private func decode(_ plan: PagePlan) -> [RecordDecoder.Result] {
        (0..<plan.rowCount).map { offset in
            let row = plan.firstRow + offset
            return decoder.decode(lines[row], row: RowID(row), line: row + 1)
        }
    }

    @Test(arguments: 0..<20)
    func askingRowsAtOnceEqualsAskingThemOneByOne(seed: Int) {
        var random = SplitMix64(seed: 0xBA7C_4 &+ UInt64(seed))
        let options = FeedSource.Options(pageSize: 4, maximumCachedPages: 4, strict: false, maximumRows: 1_000)
        var batched = FeedMachine(options: options)
        var single = FeedMachine(options: options)
        let rows = 50
        let spans = (0..<rows).map { RecordSpan(start: $0 * 10, end: $0 * 10 + 9, line: $0 + 1) }
        _ = batched.indexed(spans, through: rows * 10, format: .lines, unwrapped: nil, tail: nil, atEnd: true)
        _ = single.indexed(spans, through: rows * 10, format: .lines, unwrapped: nil, tail: nil, atEnd: true)
        for step in 0..<60 {
            // A run of rows as a frame asks them, sometimes past the end or shuffled.
            let first = random.int(-2...(rows - 1))
            var indices = Array(first..<(first + random.int(0...14)))
            if random.percent(20) { indices.reverse() }
            if random.percent(10) { indices.append(random.int(0...(rows + 4))) }
            let (found, actions) = batched.hasItems(at: indices)
            var expectedFound: [Bool] = []
            var expectedActions: [FeedMachine.Action] = []
            for index in indices {
                let (has, more) = single.hasItem(at: index)
                expectedFound.append(has)
                expectedActions += more
            }
            #expect(found == expectedFound, "seed \(seed) step \(step)")
            #expect(actions == expectedActions, "seed \(seed) step \(step)")
            #expect(batched.requested == single.requested && batched.inFlight == single.inFlight)
            // Decode what was asked for now and then: the pages stored then evict the least recently
            // used, which shows whether both marked the same pages used in the same order.
            while random.percent(50), let plan = batched.claimRequestedPage() {
                let other = single.claimRequestedPage()
                #expect(other?.number == plan.number)
                _ = batched.pageDecoded(plan, results: decode(plan))
                if let other { _ = single.pageDecoded(other, results: decode(other)) }
            }
            for page in 0..<((rows + 3) / 4) {
                #expect(batched.cache.contains(page) == single.cache.contains(page), "seed \(seed) step \(step)")
            }
        }
    }
}
