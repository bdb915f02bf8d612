import BurinCore
import BurinDemoData
import Testing

@testable import FeedData

/// The feed source's state machine stepped by hand: no queue, no file, no lock.
@Suite struct FeedMachineTests {
    private let decoder = RecordDecoder(baseDirectory: "/")
    /// Generated records, which decode without issues.
    private let lines = FeedGenerator(seed: 1).jsonl(count: 40).split(separator: UInt8(ascii: "\n")).map(Array.init)

    private func machine(
        pageSize: Int = 4, cachedPages: Int = 4, strict: Bool = false, maximumRows: Int = 1_000
    ) -> FeedMachine {
        FeedMachine(
            options: FeedSource.Options(
                pageSize: pageSize, maximumCachedPages: cachedPages, strict: strict, maximumRows: maximumRows))
    }

    /// Record `row` lies at bytes `row * 10 ..< row * 10 + 9`, on line `row + 1`.
    private func span(_ row: Int, length: Int = 9) -> RecordSpan {
        RecordSpan(start: row * 10, end: row * 10 + length, line: row + 1)
    }

    private func spans(_ rows: Range<Int>) -> [RecordSpan] { rows.map { span($0) } }

    /// Indexes `rows` complete records and ends the input.
    private func indexed(_ rows: Int, into m: inout FeedMachine, tail: RecordSpan? = nil) -> [FeedMachine.Action] {
        m.indexed(spans(0..<rows), through: rows * 10, format: .lines, unwrapped: nil, tail: tail, atEnd: true).actions
    }

    /// The page a loader job would take now; fails the test when there is none.
    private func claim(_ m: inout FeedMachine, at location: SourceLocation = #_sourceLocation) throws -> PagePlan {
        let plan = m.claimRequestedPage()
        return try #require(plan, sourceLocation: location)
    }

    private func good(_ plan: PagePlan) -> [RecordDecoder.Result] {
        (0..<plan.rowCount).map { offset in
            let row = plan.firstRow + offset
            return decoder.decode(lines[row], row: RowID(row), line: row + 1)
        }
    }

    private func bad(_ plan: PagePlan) -> [RecordDecoder.Result] {
        (0..<plan.rowCount).map { decoder.rejected("broken", row: RowID(plan.firstRow + $0), line: plan.line) }
    }

    @Test func aMissingRowAsksForItsPageOnceAndTheDecodedPageServesIt() throws {
        var m = machine()
        #expect(indexed(10, into: &m) == [.wake])
        #expect(m.item(at: 5).1 == [.load])
        #expect(m.item(at: 6).1 == [])
        #expect(m.hasItem(at: 7) == (false, []))
        let plan = try claim(&m)
        #expect(plan.number == 1 && plan.firstRow == 4 && plan.completeRows == 4 && plan.tail == nil)
        #expect(plan.start == 40 && plan.line == 5 && plan.end == 80)
        #expect(m.claimRequestedPage() == nil)
        #expect(m.pageDecoded(plan, results: good(plan)) == [])
        #expect(m.item(at: 5).0?.row == RowID(5))
        #expect(m.hasItem(at: 7) == (true, []))
        #expect(m.item(at: 10) == (nil, []))
        let updates = m.drainUpdates()
        #expect(updates.loadedRows == [4..<8] && updates.knownCount == 10 && updates.indexingFinished)
    }

    @Test func theMostRecentRequestIsServedFirst() throws {
        var m = machine(pageSize: 4, cachedPages: 8)
        _ = indexed(20, into: &m)
        #expect(m.item(at: 0).1 == [.load])
        #expect(m.item(at: 9).1 == [.load])
        #expect(m.item(at: 1).1 == [])
        #expect(m.claimRequestedPage()?.number == 0)
        #expect(m.claimRequestedPage()?.number == 2)
        #expect(m.claimRequestedPage() == nil)
        // A page in flight is not asked for twice.
        #expect(m.item(at: 9).1 == [])
    }

    @Test func prefetchAsksForHalfTheCacheFarthestFirst() {
        var m = machine(pageSize: 4, cachedPages: 4)
        _ = indexed(40, into: &m)
        #expect(m.prefetch(0..<40) == [.load, .load])
        #expect(m.requested == [1, 0])
        #expect(m.prefetch(100..<200) == [])
    }

    @Test func theWakerIsCalledOncePerDrain() throws {
        var m = machine()
        #expect(indexed(12, into: &m) == [.wake])
        _ = m.prefetch(0..<8)
        let first = try claim(&m)
        let second = try claim(&m)
        #expect(m.pageDecoded(first, results: good(first)) == [])
        _ = m.drainUpdates()
        #expect(m.pageDecoded(second, results: good(second)) == [.wake])
        #expect(m.drainUpdates().loadedRows == [4..<8])
    }

    @Test func aPageDecodedBeforeAReloadIsDroppedAndAskedForAgain() throws {
        var m = machine()
        _ = indexed(8, into: &m)
        _ = m.item(at: 0)
        let stale = try claim(&m)
        m.restarted(.rewritten)
        #expect(m.knownCount == 0 && m.epoch == 1)
        _ = indexed(8, into: &m)
        #expect(m.pageDecoded(stale, results: good(stale)) == [.load])
        #expect(m.cache.count == 0 && m.issueCount == 0)
        #expect(m.item(at: 0) == (nil, []))
        let fresh = try claim(&m)
        #expect(fresh.number == 0 && fresh.epoch == 1)
        _ = m.pageDecoded(fresh, results: good(fresh))
        #expect(m.item(at: 0).0?.row == RowID(0))
        let updates = m.drainUpdates()
        #expect(updates.reset == .rewritten && updates.countChanged && updates.loadedRows == [0..<4])
    }

    @Test func aPageDecodedWithTheOldProvisionalTailIsDroppedAndAskedForAgain() throws {
        var m = machine()
        _ = indexed(2, into: &m, tail: span(2, length: 5))
        #expect(m.knownCount == 3)
        _ = m.item(at: 2)
        let stale = try claim(&m)
        #expect(stale.completeRows == 2 && stale.tail == span(2, length: 5) && stale.end == 25)
        // A reload found the last record grown into a complete one, and another after it.
        m.reloadRequested()
        let (more, _) = m.indexed(
            [span(2), span(3)], through: 40, format: .lines, unwrapped: nil, tail: nil, atEnd: false)
        #expect(more && m.tailGeneration == 1)
        #expect(m.pageDecoded(stale, results: good(stale)) == [.load])
        #expect(m.cache.count == 0)
        let fresh = try claim(&m)
        #expect(fresh.completeRows == 4 && fresh.tail == nil && fresh.end == 40)
        #expect(m.drainUpdates().replacedRows == [2])
    }

    @Test func aBadProvisionalTailIsUncountedWhenItIsRewritten() throws {
        var m = machine()
        _ = indexed(2, into: &m, tail: span(2, length: 5))
        _ = m.item(at: 0)
        let plan = try claim(&m)
        _ = m.pageDecoded(plan, results: bad(plan))
        #expect(m.badRecordCount == 3 && m.everyRowReported)
        m.reloadRequested()
        _ = m.indexed([span(2)], through: 30, format: .lines, unwrapped: nil, tail: nil, atEnd: true)
        #expect(m.badRecordCount == 2 && !m.everyRowReported)
    }

    @Test func aPageDecodedAgainAfterEvictionDoesNotCountItsIssuesTwice() throws {
        var m = machine(pageSize: 4, cachedPages: 2)
        _ = indexed(12, into: &m)
        for row in [0, 4, 8] {
            _ = m.item(at: row)
            let plan = try claim(&m)
            _ = m.pageDecoded(plan, results: bad(plan))
        }
        #expect(m.cache.count == 2 && m.badRecordCount == 12 && m.everyRowReported)
        #expect(m.item(at: 0).1 == [.load])
        let again = try claim(&m)
        _ = m.pageDecoded(again, results: bad(again))
        #expect(m.badRecordCount == 12 && m.issueCount == 12)
    }

    @Test func theRowLimitStopsIndexingAndIsTheTruncation() {
        var m = machine(maximumRows: 5)
        let (more, actions) = m.indexed(
            spans(0..<8), through: 80, format: .lines, unwrapped: nil, tail: nil, atEnd: false)
        #expect(!more && actions == [.wake])
        #expect(m.knownCount == 5 && m.isIndexingComplete && m.truncation == .rowLimit(rows: 5))
        #expect(m.drainUpdates().truncation == .rowLimit(rows: 5))
        let after = m.indexed(spans(8..<9), through: 90, format: .lines, unwrapped: nil, tail: nil, atEnd: true)
        #expect(!after.more && after.actions == [] && m.knownCount == 5)
    }

    @Test func progressFollowsTheBytesIndexed() {
        var m = machine()
        m.indexingStarted(expectedBytes: 200)
        _ = m.indexed(spans(0..<5), through: 50, format: .lines, unwrapped: nil, tail: nil, atEnd: false)
        #expect(m.progress == 0.25 && !m.isIndexingComplete)
        _ = m.indexed([], through: 200, format: .lines, unwrapped: nil, tail: nil, atEnd: true)
        #expect(m.progress == 1)
    }

    @Test func theFirstFailureIsKept() {
        var m = machine()
        #expect(m.failed(.noRecords(path: "a", at: "line 1")) == [.wake])
        #expect(m.failed(.noRecords(path: "b", at: "line 2")) == [])
        #expect(m.failure == .noRecords(path: "a", at: "line 1"))
        #expect(m.drainUpdates().failure == .noRecords(path: "a", at: "line 1"))
    }

    @Test func aReloadThatFailsEndsIndexing() {
        var m = machine()
        _ = indexed(3, into: &m)
        _ = m.drainUpdates()
        m.reloadRequested()
        #expect(!m.isIndexingComplete)
        #expect(m.reloadFailed(.unreadable(path: "f", reason: "gone")) == [.wake])
        let updates = m.drainUpdates()
        #expect(m.isIndexingComplete && updates.indexingFinished && updates.failure != nil)
    }

    @Test func stopReadingAndAFullSpoolSetTheTruncationOnce() {
        var m = machine()
        m.spoolFilled()
        m.stopReading(.stoppedWaiting(seconds: 1))
        #expect(m.truncation == .spoolLimit(bytes: FeedSource.Options.defaultSpoolBytes))
        var other = machine()
        _ = indexed(1, into: &other)
        other.stopReading(.stoppedWaiting(seconds: 1))
        #expect(other.truncation == nil)
    }

    @Test func strictModeValidatesInOrderAndFailsAtTheFirstIssue() throws {
        var m = machine(strict: true)
        let (_, actions) = m.indexed(spans(0..<6), through: 60, format: .lines, unwrapped: nil, tail: nil, atEnd: false)
        #expect(actions == [.validate, .wake])
        #expect(
            m.indexed(spans(6..<7), through: 70, format: .lines, unwrapped: nil, tail: nil, atEnd: false).actions == [])
        let first = m.claimValidation()
        let page0 = try #require(first.plan)
        #expect(first.first == 0 && page0.number == 0 && page0.rowCount == 4)
        #expect(m.pageValidated(first, results: good(page0)) == [.validate])
        #expect(m.validatedCount == 4)
        let second = m.claimValidation()
        let page1 = try #require(second.plan)
        #expect(second.first == 4 && page1.rowCount == 3)
        var results = good(page1)
        results[1] = decoder.rejected("broken", row: RowID(5), line: 6)
        #expect(m.pageValidated(second, results: results) == [])
        #expect(m.validatedCount == 6 && m.badRecordCount == 1)
        guard case .invalidRecord(let issue) = m.failure else {
            Issue.record("no failure: \(String(describing: m.failure))")
            return
        }
        #expect(issue.row == RowID(5))
        #expect(m.drainUpdates().failure == m.failure)
        #expect(m.indexed([], through: 70, format: .lines, unwrapped: nil, tail: nil, atEnd: true).actions == [.wake])
    }

    @Test func aValidationFromBeforeAReloadIsDropped() throws {
        var m = machine(strict: true)
        _ = indexed(4, into: &m)
        let claim = m.claimValidation()
        let plan = try #require(claim.plan)
        m.restarted(.replaced)
        #expect(m.pageValidated(claim, results: bad(plan)) == [])
        #expect(m.failure == nil && m.badRecordCount == 0 && m.validatedCount == 0)
        #expect(m.drainUpdates().reset == .replaced)
        #expect(indexed(4, into: &m) == [.validate, .wake])
    }
}
