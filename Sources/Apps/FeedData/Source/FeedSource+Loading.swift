import BurinCore

extension FeedSource {
    /// Reads at most this many bytes in one go when a page's records lie together.
    static let maximumPageRead = 8 << 20

    /// Whether page `number` is missing or shorter than the rows indexed for it now.
    func needsDecoding(_ number: Int, in s: FeedState) -> Bool {
        guard !s.inFlight.contains(number) else { return false }
        let first = number * options.pageSize
        let wanted = min(options.pageSize, s.knownCount - first)
        guard wanted > 0 else { return false }
        return !s.cache.contains(number) || s.cache.pageCount(number) < wanted
    }

    /// Queues page `number` (moving it to the front if already queued); returns whether a loader job
    /// must be scheduled. Old requests beyond the cache's capacity are dropped: the reader has moved on.
    func request(_ number: Int, in s: inout FeedState) -> Bool {
        guard !s.inFlight.contains(number) else { return false }
        let wasQueued = s.requested.contains(number)
        s.requested.removeAll { $0 == number }
        s.requested.append(number)
        if s.requested.count > options.maximumCachedPages { s.requested.removeFirst() }
        return !wasQueued
    }

    func scheduleLoad() {
        loaderQueue.async(group: loading) { self.loadNextPage() }
    }

    /// Runs on the loader queue: decodes the most recently requested page.
    private func loadNextPage() {
        let claimed = state.withLock { s -> PagePlan? in
            guard let number = s.requested.popLast() else { return nil }
            guard let plan = plan(page: number, rows: s.knownCount, in: s) else { return nil }
            s.inFlight.insert(number)
            return plan
        }
        guard let plan = claimed else { return }
        let results = decode(plan)
        let (wake, again) = state.withLock { s -> (Bool, Bool) in
            s.inFlight.remove(plan.number)
            // Read from contents that a reload has since replaced: useless, but still wanted.
            if s.epoch != plan.epoch { return (false, request(plan.number, in: &s)) }
            // A tail record rewritten while this page was decoding makes the result stale.
            if plan.tail != nil, s.tailGeneration != plan.tailGeneration {
                return (false, request(plan.number, in: &s))
            }
            s.cache.store(PageCache.Page(items: results.map(\.item)), as: plan.number)
            let reported = s.reportedRows(ofPage: plan.number)
            for offset in reported..<max(reported, results.count) {
                record(results[offset], row: plan.firstRow + offset, in: &s)
            }
            if results.count > reported { s.setReportedRows(results.count, ofPage: plan.number) }
            s.updates.loadedRows.append(plan.firstRow..<(plan.firstRow + results.count))
            return (s.needsWake(), false)
        }
        if again { scheduleLoad() }
        if wake { waker() }
    }

    /// Reports the issues of a row decoded for the first time. Duplicate ids are tracked here,
    /// except in strict mode, where the in-order validation pass tracks them.
    private func record(_ result: RecordDecoder.Result, row: Int, in s: inout FeedState) {
        for issue in result.issues { s.report(issue, limit: options.maximumStoredIssues) }
        if case .generic = result.item, !options.cards.overrides.isEmpty {
            s.pathRecords += 1
            for part in CardPart.allCases where !result.misses.contains(part) { s.pathHits[part.rawValue] += 1 }
        }
        if !options.strict,
            let duplicate = s.duplicates.check(id: result.recordID, row: RowID(row), line: result.line)
        {
            s.report(duplicate, limit: options.maximumStoredIssues)
        }
    }

    // MARK: Reading a page

    /// What the loader needs to read one page without the lock: where its bytes are and how many
    /// records to expect there.
    struct PagePlan: Sendable {
        let number: Int
        let firstRow: Int
        /// Complete records to take from the page's bytes, in order.
        let completeRows: Int
        /// The provisional last record, when it belongs to this page (it follows the complete ones).
        let tail: RecordSpan?
        let start: Int
        let line: Int
        /// One past the page's last byte: the next page's start, or what the indexer has read.
        let end: Int
        let format: RecordScanner.Format
        let epoch: Int
        let tailGeneration: Int
        let file: SourceFile

        var rowCount: Int { completeRows + (tail == nil ? 0 : 1) }
    }

    /// The plan for page `number`'s rows below `rows`, or nil when it has none.
    func plan(page number: Int, rows: Int, in s: FeedState) -> PagePlan? {
        let first = number * options.pageSize
        let end = min(first + options.pageSize, rows, s.knownCount)
        guard first < end else { return nil }
        let complete = max(0, min(end, s.index.completeCount) - first)
        let tail = end > s.index.completeCount ? s.pendingTail : nil
        guard let start = s.index.start(ofPage: number) ?? tail.map({ ($0.start, $0.line) }) else { return nil }
        let next = s.index.start(ofPage: number + 1)?.offset ?? max(s.indexedBytes, tail?.end ?? 0)
        return PagePlan(
            number: number, firstRow: first, completeRows: complete, tail: tail, start: start.offset,
            line: start.line, end: next, format: s.format, epoch: s.epoch,
            tailGeneration: s.tailGeneration, file: file)
    }

    /// Finds the page's records again (the index keeps only where the page starts) and decodes them.
    func decode(_ plan: PagePlan) -> [RecordDecoder.Result] {
        let length = plan.end - plan.start
        if length <= Self.maximumPageRead {
            let bytes: [UInt8]
            do throws(FeedLoadError) {
                bytes = try plan.file.read(count: length, at: plan.start)
            } catch {
                return rejectAll(plan, reason: error.description)
            }
            let spans = bytes.withUnsafeBufferPointer { scanPage(plan, $0) }
            return decode(spans, plan: plan) { span, row in
                let from = span.start - plan.start
                guard from >= 0, span.end - plan.start <= bytes.count else { return nil }
                return bytes.withUnsafeBufferPointer { buffer in
                    decoder.decode(
                        UnsafeBufferPointer(rebasing: buffer[from..<(from + span.length)]), row: row, line: span.line)
                }
            }
        }
        // A page of huge records: scan it block by block, then read each record on its own.
        var scanner = RecordScanner(resumingAt: plan.start, line: plan.line, format: plan.format)
        var spans: [RecordSpan] = []
        var block = [UInt8](repeating: 0, count: options.blockSize)
        var offset = plan.start
        while offset < plan.end, spans.count < plan.completeRows {
            let count: Int
            do throws(FeedLoadError) {
                count = try block.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                    try plan.file.read(
                        into: UnsafeMutableBufferPointer(rebasing: b[..<min(b.count, plan.end - offset)]), at: offset)
                }
            } catch {
                return rejectAll(plan, reason: error.description)
            }
            if count == 0 { break }
            block.withUnsafeBufferPointer { scanner.scan(UnsafeBufferPointer(rebasing: $0[..<count]), into: &spans) }
            offset += count
        }
        if spans.count > plan.completeRows { spans.removeSubrange(plan.completeRows...) }
        if let tail = plan.tail, spans.count == plan.completeRows { spans.append(tail) }
        return decode(spans, plan: plan) { span, row in
            do throws(FeedLoadError) {
                let bytes = try plan.file.read(count: span.length, at: span.start)
                guard bytes.count == span.length else { return nil }
                return decoder.decode(bytes, row: row, line: span.line)
            } catch {
                return decoder.rejected(error.description, row: row, line: span.line)
            }
        }
    }

    /// The page's spans from its bytes (which start at `plan.start`), the tail included.
    private func scanPage(_ plan: PagePlan, _ bytes: UnsafeBufferPointer<UInt8>) -> [RecordSpan] {
        var scanner = RecordScanner(resumingAt: plan.start, line: plan.line, format: plan.format)
        var spans: [RecordSpan] = []
        scanner.scan(bytes, into: &spans)
        if spans.count > plan.completeRows { spans.removeSubrange(plan.completeRows...) }
        if let tail = plan.tail, spans.count == plan.completeRows { spans.append(tail) }
        return spans
    }

    /// One result per row of the plan. `body` decodes a span as a row, or returns nil when its bytes
    /// are gone; a row whose record was not found again (the file changed under the reader) is
    /// rejected with a hint to reload.
    private func decode(
        _ spans: [RecordSpan], plan: PagePlan, _ body: (RecordSpan, RowID) -> RecordDecoder.Result?
    ) -> [RecordDecoder.Result] {
        let limit = options.limits.maximumRecordBytes
        return (0..<plan.rowCount).map { offset in
            let row = RowID(plan.firstRow + offset)
            guard offset < spans.count else {
                return decoder.rejected("the file changed while it was read; press R to reload", row: row, line: 0)
            }
            let span = spans[offset]
            if span.length > limit { return decoder.tooLarge(length: span.length, row: row, line: span.line) }
            return body(span, row) ?? decoder.rejected("the input ended inside this record", row: row, line: span.line)
        }
    }

    private func rejectAll(_ plan: PagePlan, reason: String) -> [RecordDecoder.Result] {
        (0..<plan.rowCount).map { decoder.rejected(reason, row: RowID(plan.firstRow + $0), line: plan.line) }
    }

    // MARK: Strict mode

    /// Whether a validation job should start now; claims it if so.
    func claimValidation(in s: inout FeedState) -> Bool {
        let validatable = s.isIndexingComplete ? s.knownCount : s.index.completeCount
        guard options.strict, s.failure == nil, !s.isValidating, s.validatedCount < validatable else { return false }
        s.isValidating = true
        return true
    }

    func scheduleValidation() {
        loaderQueue.async(group: loading) { self.validateNextPage() }
    }

    /// Runs on the loader queue: decodes the page holding the first row not yet validated, in source
    /// order, and fails the feed at the first issue.
    private func validateNextPage() {
        let claimed = state.withLock { s -> (first: Int, plan: PagePlan?) in
            let validatable = s.isIndexingComplete ? s.knownCount : s.index.completeCount
            let first = s.validatedCount
            return (first, plan(page: first / options.pageSize, rows: validatable, in: s))
        }
        let results = claimed.plan.map { decode($0) } ?? []
        let skip = claimed.first - (claimed.plan?.firstRow ?? claimed.first)
        let (wake, again) = state.withLock { s -> (Bool, Bool) in
            s.isValidating = false
            guard s.validatedCount == claimed.first, let plan = claimed.plan, s.epoch == plan.epoch else {
                return (false, claimValidation(in: &s))
            }
            var firstIssue: DecodeIssue?
            let reported = s.reportedRows(ofPage: plan.number)
            for offset in skip..<max(skip, results.count) {
                let result = results[offset]
                let row = plan.firstRow + offset
                var found = result.issues
                if let duplicate = s.duplicates.check(id: result.recordID, row: RowID(row), line: result.line) {
                    found.append(duplicate)
                    s.report(duplicate, limit: options.maximumStoredIssues)
                }
                if offset >= reported {
                    for issue in result.issues { s.report(issue, limit: options.maximumStoredIssues) }
                    s.setReportedRows(offset + 1, ofPage: plan.number)
                }
                if let issue = found.first {
                    firstIssue = issue
                    s.validatedCount = row + 1
                    break
                }
            }
            if let firstIssue {
                s.failure = .invalidRecord(firstIssue)
                s.updates.failure = s.failure
                return (s.needsWake(), false)
            }
            s.validatedCount = plan.firstRow + results.count
            return (false, claimValidation(in: &s))
        }
        if again { scheduleValidation() }
        if wake { waker() }
    }
}
