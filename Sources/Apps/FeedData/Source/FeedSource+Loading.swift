import BurinCore

extension FeedSource {
    /// Reads at most this many bytes in one go when a page's records lie together.
    static let maximumPageRead = 8 << 20

    /// Runs the machine's actions, in order: queues loader and validation jobs, wakes the main loop.
    /// Never under the state lock.
    func run(_ actions: [FeedMachine.Action]) {
        for action in actions {
            switch action {
            case .load: loaderQueue.async(group: loading) { self.loadNextPage() }
            case .validate: loaderQueue.async(group: loading) { self.validateNextPage() }
            case .wake: waker()
            }
        }
    }

    /// Runs on the loader queue: decodes the most recently requested page, outside the lock.
    private func loadNextPage() {
        guard let (plan, file) = state.withLock({ m in m.claimRequestedPage().map { ($0, self.file) } }) else { return }
        let results = decode(plan, from: file)
        run(state.withLock { $0.pageDecoded(plan, results: results) })
    }

    // MARK: Reading a page

    /// Finds the page's records again (the index keeps only where the page starts) and decodes them.
    func decode(_ plan: PagePlan, from file: SourceFile) -> [RecordDecoder.Result] {
        let length = plan.end - plan.start
        if length <= Self.maximumPageRead {
            let bytes: [UInt8]
            do throws(FeedLoadError) {
                bytes = try file.read(count: length, at: plan.start)
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
                    try file.read(
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
                let bytes = try file.read(count: span.length, at: span.start)
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

    /// Runs on the loader queue: decodes the page holding the first row not yet validated, in source
    /// order; the machine fails the feed at the first issue.
    private func validateNextPage() {
        let (claim, file) = state.withLock { ($0.claimValidation(), self.file) }
        let results = claim.plan.map { decode($0, from: file) } ?? []
        run(state.withLock { $0.pageValidated(claim, results: results) })
    }
}
