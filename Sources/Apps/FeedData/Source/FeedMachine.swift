import BurinCore

/// The whole state a `FeedSource` shares between its threads, as a value: the row index, the decoded
/// pages, the requests, the issues and what changed since the main loop last drained. Events go in
/// (rows asked for, a block indexed, a page decoded, a reload), actions come out (`FeedMachine.Action`: queue
/// a load or a validation, wake the main loop). It does no I/O, takes no lock and knows no thread:
/// the source holds it under one lock and runs the actions outside it, and the tests step it.
///
/// Staleness is decided here: a page decoded from contents a reload has replaced (an older `epoch`),
/// or with a provisional last record since rewritten (an older `tailGeneration`), is dropped and
/// asked for again.
struct FeedMachine: Sendable {
    /// What a validation job took: the first row not yet validated, and the plan of its page (nil
    /// when the row cannot be read yet).
    struct ValidationClaim: Sendable, Equatable {
        let first: Int
        let plan: PagePlan?
    }

    /// The feed's options: its page size, cache, row, issue and spool bounds, and strictness.
    let options: FeedSource.Options
    /// Whether the generic card's paths were given (`--title` ...), so their hits are counted.
    private let countsPathHits: Bool

    /// Complete records, by page.
    private(set) var index: RecordIndex
    /// The format the indexer found, which a page's re-scan starts in.
    private(set) var format = RecordScanner.Format.undetected
    /// The record open at the end of the input when indexing last reached it (see `RecordScanner`).
    private(set) var pendingTail: RecordSpan?
    private(set) var indexedBytes = 0
    /// The input's size when indexing (re)started; 0 for a stream, whose size is unknown.
    private(set) var expectedBytes = 0
    private(set) var isIndexingComplete = false
    /// Bumped when the input is read again from scratch (`restarted`): pages decoded from the old
    /// contents are dropped when they arrive.
    private(set) var epoch = 0
    /// Bumped whenever the provisional last record is rewritten, so a page decoded with the old one
    /// is known to be stale when it arrives.
    private(set) var tailGeneration = 0
    /// A bound that stopped the reading, once one did.
    private(set) var truncation: FeedTruncation?
    /// The member path of the array whose elements are the records, when the input wraps them.
    private(set) var unwrapped: RecordPath?
    /// Per `CardPart`, the records decoded (once each) in which its path found something, and how
    /// many records were decoded.
    private(set) var pathHits = [Int](repeating: 0, count: CardPart.allCases.count)
    private(set) var pathRecords = 0

    private(set) var cache: PageCache
    /// Pages asked for and not yet being decoded; the most recent request is served first.
    private(set) var requested: [Int] = []
    private(set) var inFlight: Set<Int> = []

    private var updates = FeedUpdates()
    /// Whether the waker was called since the last drain (it is called once per drain at most).
    private var wakePending = false

    private(set) var issues: [DecodeIssue] = []
    private(set) var issueCount = 0
    private(set) var badRecordCount = 0
    /// How many rows of each page, from its first, had their issues reported: a page decoded again
    /// after eviction does not count them twice. 4 bytes a page.
    private var reportedPrefix: [Int32] = []
    /// Rows reported so far (the sum of `reportedPrefix`): the bad-record count is final once every
    /// known row is.
    private var reportedRowCount = 0
    /// The row counted bad while it was the provisional last record, which a reload may rewrite.
    private var badTailRow: Int?
    /// Records that are not merchants or banners (shown as their fields), and the provisional last
    /// record if it was counted so.
    private(set) var otherRecordCount = 0
    private var otherTailRow: Int?
    private var duplicates = DuplicateTracker()
    private(set) var failure: FeedLoadError?

    /// Strict mode: rows validated in order so far, and whether a validation job is queued.
    private(set) var validatedCount = 0
    private(set) var isValidating = false

    init(options: FeedSource.Options) {
        self.options = options
        countsPathHits = !options.cards.overrides.isEmpty
        cache = PageCache(capacity: options.maximumCachedPages)
        index = RecordIndex(pageSize: options.pageSize)
    }

    // MARK: Reading the state

    var knownCount: Int { index.completeCount + (pendingTail == nil ? 0 : 1) }

    /// Fraction of the input's bytes indexed, 0...1; a stream's is 0 until its end.
    var progress: Double {
        if isIndexingComplete { return 1 }
        guard expectedBytes > 0 else { return 0 }
        return min(1, Double(indexedBytes) / Double(expectedBytes))
    }

    /// Whether every known row has been decoded and reported at least once, so `badRecordCount`
    /// counts the whole input rather than the pages read so far.
    var everyRowReported: Bool { isIndexingComplete && reportedRowCount >= knownCount }

    // MARK: Events from the main loop

    /// Row `row`'s item, or nil when its page is not decoded yet or shorter (the page is then requested).
    mutating func item(at row: Int) -> (FeedItem?, [Action]) {
        guard let (number, offset) = position(of: row) else { return (nil, []) }
        if let page = cache.page(number), offset < page.items.count { return (page.items[offset], []) }
        return (nil, request(number) ? [.load] : [])
    }

    /// Whether `item(at:)` would give an item, without copying it out: the page is marked used, or
    /// requested when missing (a page shorter than the rows indexed now is left to `prefetch`).
    mutating func hasItem(at row: Int) -> (Bool, [Action]) {
        guard let (number, offset) = position(of: row) else { return (false, []) }
        var actions: [Action] = []
        let count = itemCount(ofPage: number, actions: &actions)
        return (count.map { offset < $0 } ?? false, actions)
    }

    /// `hasItem(at:)` of each of `rows`. A page met again right after itself is not looked up again:
    /// marking it used or requesting it a second time changes nothing.
    mutating func hasItems(at rows: [Int]) -> ([Bool], [Action]) {
        var actions: [Action] = []
        var last: (number: Int, count: Int?)?
        let found = rows.map { row -> Bool in
            guard let (number, offset) = position(of: row) else { return false }
            let count =
                last?.number == number ? last?.count : itemCount(ofPage: number, actions: &actions)
            last = (number, count)
            return count.map { offset < $0 } ?? false
        }
        return (found, actions)
    }

    /// Page `number`'s items, the page marked used; nil when it is not decoded (it is then
    /// requested, and a load added to `actions` where that is new).
    private mutating func itemCount(ofPage number: Int, actions: inout [Action]) -> Int? {
        if let count = cache.page(number)?.items.count { return count }
        if request(number) { actions.append(.load) }
        return nil
    }

    /// The page and the offset in it of a known row.
    private func position(of row: Int) -> (page: Int, offset: Int)? {
        guard row >= 0, row < knownCount else { return nil }
        let number = row / options.pageSize
        return (number, row - number * options.pageSize)
    }

    /// Asks for the pages covering `rows` ahead of need, nearest first; capped at half the cache, so
    /// prefetching never evicts what is on screen.
    mutating func prefetch(_ rows: Range<Int>) -> [Action] {
        let clamped = rows.clamped(to: 0..<knownCount)
        guard !clamped.isEmpty else { return [] }
        let first = clamped.lowerBound / options.pageSize
        let last = min((clamped.upperBound - 1) / options.pageSize, first + options.maximumCachedPages / 2 - 1)
        var actions: [Action] = []
        // Requests are served last-in first-out, so the farthest page goes in first.
        for number in stride(from: last, through: first, by: -1) where needsDecoding(number) {
            if request(number) { actions.append(.load) }
        }
        return actions
    }

    /// Takes what changed since the last drain; the next change wakes the main loop again.
    mutating func drainUpdates() -> FeedUpdates {
        var drained = updates
        drained.knownCount = knownCount
        updates = FeedUpdates()
        wakePending = false
        return drained
    }

    /// `reload()` was called: indexing goes on until the indexer reaches the end again.
    mutating func reloadRequested() {
        isIndexingComplete = false
    }

    /// `stopReading` was called on a stream still being read: the bound is `reason`.
    mutating func stopReading(_ reason: FeedTruncation) {
        if truncation == nil, !isIndexingComplete { truncation = reason }
    }

    // MARK: Events from the loader

    /// A loader job runs: it takes the most recently requested page that has rows, marking it in flight.
    mutating func claimRequestedPage() -> PagePlan? {
        guard let number = requested.popLast(), let plan = plan(page: number, rows: knownCount) else { return nil }
        inFlight.insert(number)
        return plan
    }

    /// Page `plan.number` was decoded into `results` (one a row of the plan). Stored and its new issues
    /// reported, unless a reload or a rewritten tail made it stale: then it is asked for again.
    mutating func pageDecoded(_ plan: PagePlan, results: [RecordDecoder.Result]) -> [Action] {
        inFlight.remove(plan.number)
        guard plan.epoch == epoch, plan.tail == nil || plan.tailGeneration == tailGeneration else {
            return request(plan.number) ? [.load] : []
        }
        cache.store(PageCache.Page(items: results.map(\.item)), as: plan.number)
        let reported = reportedRows(ofPage: plan.number)
        for offset in reported..<max(reported, results.count) {
            record(results[offset], row: plan.firstRow + offset)
        }
        if results.count > reported { setReportedRows(results.count, ofPage: plan.number) }
        updates.loadedRows.append(plan.firstRow..<(plan.firstRow + results.count))
        return wake()
    }

    /// A validation job runs: it takes the page of the first row not yet validated.
    func claimValidation() -> ValidationClaim {
        let first = validatedCount
        return ValidationClaim(first: first, plan: plan(page: first / options.pageSize, rows: validatableCount))
    }

    /// The rows of `claim` were decoded into `results` (one a row of its plan): validated in order up
    /// to the first issue, which fails the feed. Stale results (a reload, another job) are dropped.
    mutating func pageValidated(_ claim: ValidationClaim, results: [RecordDecoder.Result]) -> [Action] {
        isValidating = false
        guard validatedCount == claim.first, let plan = claim.plan, plan.epoch == epoch else {
            return claimValidationJob() ? [.validate] : []
        }
        let skip = claim.first - plan.firstRow
        let reported = reportedRows(ofPage: plan.number)
        for offset in skip..<max(skip, results.count) {
            let result = results[offset]
            let row = plan.firstRow + offset
            var found = result.issues
            if let duplicate = duplicates.check(id: result.recordID, row: RowID(row), line: result.line) {
                found.append(duplicate)
                report(duplicate)
            }
            if offset >= reported {
                for issue in result.issues { report(issue) }
                setReportedRows(offset + 1, ofPage: plan.number)
            }
            if let issue = found.first {
                validatedCount = row + 1
                failure = .invalidRecord(issue)
                updates.failure = failure
                return wake()
            }
        }
        validatedCount = plan.firstRow + results.count
        return claimValidationJob() ? [.validate] : []
    }

    // MARK: Events from the indexer

    /// Indexing (re)starts on an input of `expectedBytes` (0 for a stream).
    mutating func indexingStarted(expectedBytes: Int) {
        self.expectedBytes = expectedBytes
    }

    /// The indexer read up to `indexedBytes` and found the complete records `found`, in order after
    /// those indexed so far. While indexing goes on, an earlier provisional tail stays until a
    /// complete record takes its position; at the end (`atEnd`), `tail` becomes the provisional tail.
    /// - Returns: whether indexing goes on (false once `maximumRows` is reached), and the actions.
    mutating func indexed(
        _ found: [RecordSpan], through indexedBytes: Int, format: RecordScanner.Format, unwrapped: RecordPath?,
        tail: RecordSpan?, atEnd: Bool
    ) -> (more: Bool, actions: [Action]) {
        if isIndexingComplete, truncation != nil { return (false, []) }
        let before = knownCount
        let oldTail = pendingTail
        let tailIndex = index.completeCount
        let room = max(0, options.maximumRows - index.completeCount)
        let limitHit = found.count > room || (atEnd && tail != nil && room == 0)
        let kept = found.count > room ? Array(found.prefix(room)) : found
        self.format = format
        self.unwrapped = unwrapped
        index.append(kept)
        if atEnd || limitHit {
            pendingTail = limitHit ? nil : tail
        } else if !kept.isEmpty {
            pendingTail = nil
        }
        // The record shown at the old tail's position, if it changed, was rewritten by an append.
        if let oldTail, (kept.first ?? pendingTail) != oldTail { forgetTail(row: tailIndex) }
        self.indexedBytes = indexedBytes
        if limitHit, truncation == nil { truncation = .rowLimit(rows: options.maximumRows) }
        if atEnd || limitHit {
            isIndexingComplete = true
            updates.indexingFinished = true
            if let truncation { updates.truncation = truncation }
        }
        if knownCount != before { updates.countChanged = true }
        guard knownCount != before || atEnd || limitHit || oldTail != nil else { return (true, []) }
        let validate: [Action] = claimValidationJob() ? [.validate] : []
        return (!limitHit, validate + wake())
    }

    /// The input could not be read (or held no records): the first failure is kept.
    mutating func failed(_ error: FeedLoadError) -> [Action] {
        guard failure == nil else { return [] }
        failure = error
        updates.failure = error
        return wake()
    }

    /// The spool file is full: the stream is read no further.
    mutating func spoolFilled() {
        if truncation == nil { truncation = .spoolLimit(bytes: options.maximumSpoolBytes) }
    }

    /// A reload could not open or check the file again: it fails, and indexing is over.
    mutating func reloadFailed(_ error: FeedLoadError) -> [Action] {
        var actions = failed(error)
        isIndexingComplete = true
        updates.indexingFinished = true
        if actions.isEmpty { actions = wake() }
        return actions
    }

    /// A reload found the file replaced, shrunk or rewritten: everything indexed and decoded is
    /// forgotten, and the next epoch begins. Pages in flight keep their place (they are dropped when
    /// they arrive); what was not drained yet is kept, with `reset` set.
    mutating func restarted(_ reason: FeedReset) {
        var fresh = FeedMachine(options: options)
        fresh.epoch = epoch + 1
        fresh.inFlight = inFlight
        fresh.updates = updates
        fresh.updates.reset = reason
        fresh.updates.countChanged = true
        fresh.updates.replacedRows = []
        fresh.updates.loadedRows = []
        fresh.wakePending = wakePending
        self = fresh
    }

    // MARK: Transitions

    /// Marks that something changed: a wake unless one is pending since the last drain.
    private mutating func wake() -> [Action] {
        guard !wakePending else { return [] }
        wakePending = true
        return [.wake]
    }

    /// Whether page `number` is missing or shorter than the rows indexed for it now.
    private func needsDecoding(_ number: Int) -> Bool {
        guard !inFlight.contains(number) else { return false }
        let first = number * options.pageSize
        let wanted = min(options.pageSize, knownCount - first)
        guard wanted > 0 else { return false }
        return !cache.contains(number) || cache.pageCount(number) < wanted
    }

    /// Queues page `number` (moving it to the front if already queued); returns whether a loader job
    /// must be queued. Old requests beyond the cache's capacity are dropped: the reader has moved on.
    private mutating func request(_ number: Int) -> Bool {
        guard !inFlight.contains(number) else { return false }
        let wasQueued = requested.contains(number)
        requested.removeAll { $0 == number }
        requested.append(number)
        if requested.count > options.maximumCachedPages { requested.removeFirst() }
        return !wasQueued
    }

    /// The plan for page `number`'s rows below `rows`, or nil when it has none.
    func plan(page number: Int, rows: Int) -> PagePlan? {
        let first = number * options.pageSize
        let end = min(first + options.pageSize, rows, knownCount)
        guard first < end else { return nil }
        let complete = max(0, min(end, index.completeCount) - first)
        let tail = end > index.completeCount ? pendingTail : nil
        guard let start = index.start(ofPage: number) ?? tail.map({ ($0.start, $0.line) }) else { return nil }
        let next = index.start(ofPage: number + 1)?.offset ?? max(indexedBytes, tail?.end ?? 0)
        return PagePlan(
            number: number, firstRow: first, completeRows: complete, tail: tail, start: start.offset,
            line: start.line, end: next, format: format, epoch: epoch, tailGeneration: tailGeneration)
    }

    /// Rows strict mode may validate now: the provisional tail only once indexing is complete.
    private var validatableCount: Int { isIndexingComplete ? knownCount : index.completeCount }

    /// Whether a validation job should be queued now; claims it if so.
    private mutating func claimValidationJob() -> Bool {
        guard options.strict, failure == nil, !isValidating, validatedCount < validatableCount else { return false }
        isValidating = true
        return true
    }

    /// Reports the issues of a row decoded for the first time. Duplicate ids are tracked here,
    /// except in strict mode, where the in-order validation tracks them.
    private mutating func record(_ result: RecordDecoder.Result, row: Int) {
        for issue in result.issues { report(issue) }
        if case .generic = result.item, countsPathHits {
            pathRecords += 1
            for part in CardPart.allCases where !result.misses.contains(part) { pathHits[part.rawValue] += 1 }
        }
        if !options.strict, let duplicate = duplicates.check(id: result.recordID, row: RowID(row), line: result.line) {
            report(duplicate)
        }
    }

    /// Adds `issue` to the stored list (up to the limit) and the counts.
    private mutating func report(_ issue: DecodeIssue) {
        issueCount += 1
        updates.newIssueCount += 1
        let isTail = issue.row.rawValue == index.completeCount && pendingTail != nil
        if issue.kind == .rejected {
            badRecordCount += 1
            if isTail { badTailRow = issue.row.rawValue }
        }
        if issue.kind == .notMerchant {
            otherRecordCount += 1
            if isTail { otherTailRow = issue.row.rawValue }
        }
        if issues.count < options.maximumStoredIssues { issues.append(issue) }
    }

    /// Rows of page `number` whose issues were reported.
    private func reportedRows(ofPage number: Int) -> Int {
        number < reportedPrefix.count ? Int(reportedPrefix[number]) : 0
    }

    private mutating func setReportedRows(_ count: Int, ofPage number: Int) {
        if number >= reportedPrefix.count {
            reportedPrefix.append(contentsOf: repeatElement(0, count: number - reportedPrefix.count + 1))
        }
        reportedRowCount += count - Int(reportedPrefix[number])
        reportedPrefix[number] = Int32(clamping: count)
    }

    /// The last record, provisional until more input or the end arrived, was rewritten (`row` is its
    /// position): its drawing and its issues are forgotten.
    private mutating func forgetTail(row: Int) {
        let page = row / options.pageSize
        cache.remove(page)
        let first = page * options.pageSize
        if reportedRows(ofPage: page) > row - first { setReportedRows(row - first, ofPage: page) }
        if badTailRow == row {
            badRecordCount -= 1
            badTailRow = nil
        }
        if otherTailRow == row {
            otherRecordCount -= 1
            otherTailRow = nil
        }
        updates.replacedRows.append(row)
        tailGeneration += 1
        if validatedCount > row { validatedCount = row }
    }
}
