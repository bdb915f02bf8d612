import BurinCore

extension FeedSource {
    /// Reads at most this many bytes in one go when a page's records lie together.
    private static let maximumPageRead = 8 << 20

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
        let claimed = state.withLock { s -> (number: Int, spans: [RecordSpan])? in
            guard let number = s.requested.popLast() else { return nil }
            let first = number * options.pageSize
            let end = min(first + options.pageSize, s.knownCount)
            guard first < end else { return nil }
            s.inFlight.insert(number)
            return (number, (first..<end).compactMap { s.span(at: $0) })
        }
        guard let (number, spans) = claimed else { return }
        let first = number * options.pageSize
        let results = decodeRecords(spans, firstRow: first)
        let (wake, again) = state.withLock { s -> (Bool, Bool) in
            s.inFlight.remove(number)
            // A tail record rewritten while this page was decoding makes the result stale.
            if let last = spans.last, s.span(at: first + spans.count - 1) != last {
                return (false, request(number, in: &s))
            }
            s.cache.store(PageCache.Page(items: results.map(\.item)), as: number)
            for (offset, result) in results.enumerated() {
                record(result, row: first + offset, line: Int(spans[offset].line), in: &s)
            }
            s.updates.loadedRows.append(first..<(first + results.count))
            return (s.needsWake(), false)
        }
        if again { scheduleLoad() }
        if wake { waker() }
    }

    /// Reports the issues of a row decoded for the first time. Duplicate ids are tracked here,
    /// except in strict mode, where the in-order validation pass tracks them.
    private func record(_ result: RecordDecoder.Result, row: Int, line: Int, in s: inout FeedState) {
        guard !s.reportedRows.contains(row) else { return }
        s.reportedRows.insert(row)
        for issue in result.issues { s.report(issue, limit: options.maximumStoredIssues) }
        if !options.strict, let duplicate = s.duplicates.check(id: result.recordID, row: RowID(row), line: line) {
            s.report(duplicate, limit: options.maximumStoredIssues)
        }
    }

    /// Reads and decodes consecutive records starting at row `firstRow`.
    func decodeRecords(_ spans: [RecordSpan], firstRow: Int) -> [RecordDecoder.Result] {
        guard let firstSpan = spans.first, let lastSpan = spans.last else { return [] }
        let limit = options.limits.maximumRecordBytes
        let begin = Int(firstSpan.start)
        let together = lastSpan.end - begin <= Self.maximumPageRead
        var shared: [UInt8] = []
        if together {
            do throws(FeedLoadError) {
                shared = try file.read(count: lastSpan.end - begin, at: begin)
            } catch {
                return spans.enumerated().map {
                    decoder.rejected(error.description, row: RowID(firstRow + $0), line: Int($1.line))
                }
            }
        }
        return spans.enumerated().map { offset, span in
            let row = RowID(firstRow + offset)
            let line = Int(span.line)
            let length = Int(span.length)
            if length > limit { return decoder.tooLarge(length: length, row: row, line: line) }
            if together {
                let from = Int(span.start) - begin
                guard from + length <= shared.count else {
                    return decoder.rejected("the input ended inside this record", row: row, line: line)
                }
                return shared.withUnsafeBufferPointer {
                    decoder.decode(UnsafeBufferPointer(rebasing: $0[from..<(from + length)]), row: row, line: line)
                }
            }
            do throws(FeedLoadError) {
                let bytes = try file.read(count: length, at: Int(span.start))
                return decoder.decode(bytes, row: row, line: line)
            } catch {
                return decoder.rejected(error.description, row: row, line: line)
            }
        }
    }

    // MARK: Strict mode

    /// Whether a validation job should start now; claims it if so.
    func claimValidation(in s: inout FeedState) -> Bool {
        let validatable = s.isIndexingComplete ? s.knownCount : s.spans.count
        guard options.strict, s.failure == nil, !s.isValidating, s.validatedCount < validatable else { return false }
        s.isValidating = true
        return true
    }

    func scheduleValidation() {
        loaderQueue.async(group: loading) { self.validateNextPage() }
    }

    /// Runs on the loader queue: decodes the next page of not yet validated rows, in source order,
    /// and fails the feed at the first issue.
    private func validateNextPage() {
        let claimed = state.withLock { s -> (first: Int, spans: [RecordSpan]) in
            let validatable = s.isIndexingComplete ? s.knownCount : s.spans.count
            let first = s.validatedCount
            let end = min(first + options.pageSize, validatable)
            return (first, first < end ? (first..<end).compactMap { s.span(at: $0) } : [])
        }
        let results = decodeRecords(claimed.spans, firstRow: claimed.first)
        let (wake, again) = state.withLock { s -> (Bool, Bool) in
            s.isValidating = false
            guard s.validatedCount == claimed.first else { return (false, claimValidation(in: &s)) }
            var firstIssue: DecodeIssue?
            for (offset, result) in results.enumerated() {
                let row = claimed.first + offset
                let line = Int(claimed.spans[offset].line)
                var found = result.issues
                if let duplicate = s.duplicates.check(id: result.recordID, row: RowID(row), line: line) {
                    found.append(duplicate)
                    s.report(duplicate, limit: options.maximumStoredIssues)
                }
                if !s.reportedRows.contains(row) {
                    s.reportedRows.insert(row)
                    for issue in result.issues { s.report(issue, limit: options.maximumStoredIssues) }
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
            s.validatedCount = claimed.first + results.count
            return (false, claimValidation(in: &s))
        }
        if again { scheduleValidation() }
        if wake { waker() }
    }
}
