extension FeedSource {
    /// Runs on the indexer queue only.
    func startIndexing() {
        state.withLock { $0.expectedBytes = stream == nil ? file.size() : 0 }
        indexQueue.async(group: indexing) {
            if let stream = self.stream { self.spool(stream) } else { self.indexFile() }
        }
    }

    /// Indexes the file from where the scanner stopped to its current end.
    func indexFile() {
        var buffer = [UInt8](repeating: 0, count: options.blockSize)
        do throws(FeedLoadError) {
            while true {
                let offset = scanner.withLock { $0.offset }
                let count = try buffer.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                    try file.read(into: b, at: offset)
                }
                if count == 0 { break }
                scanBlock(buffer, count: count)
            }
        } catch {
            fail(error)
        }
        finishIndexing()
    }

    /// Copies the stream into the spool file block by block, indexing each block after it is
    /// written (so the loader can read every record it is told about).
    func spool(_ stream: Int32) {
        var buffer = [UInt8](repeating: 0, count: options.blockSize)
        do throws(FeedLoadError) {
            while true {
                let count = try buffer.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                    try SourceFile.readStream(stream, into: b)
                }
                if count == 0 { break }
                try buffer.withUnsafeBufferPointer { b throws(FeedLoadError) in
                    try file.append(UnsafeBufferPointer(rebasing: b[..<count]))
                }
                scanBlock(buffer, count: count)
            }
        } catch {
            fail(error)
        }
        finishIndexing()
    }

    private func scanBlock(_ buffer: [UInt8], count: Int) {
        var found: [RecordSpan] = []
        let offset = scanner.withLock { scanner in
            buffer.withUnsafeBufferPointer { scanner.scan(UnsafeBufferPointer(rebasing: $0[..<count]), into: &found) }
            return scanner.offset
        }
        publish(found, indexedBytes: offset, tail: nil, complete: false)
    }

    private func finishIndexing() {
        let (offset, tail) = scanner.withLock { ($0.offset, $0.pendingTail) }
        publish([], indexedBytes: offset, tail: tail, complete: true)
    }

    /// Adds indexed records. While indexing goes on, an earlier provisional tail stays until a
    /// complete record takes its position; at the end, `tail` becomes the provisional tail.
    private func publish(_ found: [RecordSpan], indexedBytes: Int, tail: RecordSpan?, complete: Bool) {
        let (wake, validate) = state.withLock { s -> (Bool, Bool) in
            let before = s.knownCount
            let oldTail = s.pendingTail
            let tailIndex = s.spans.count
            s.spans.append(contentsOf: found)
            if complete {
                s.pendingTail = tail
            } else if !found.isEmpty {
                s.pendingTail = nil
            }
            if let oldTail, s.span(at: tailIndex) != oldTail {
                // The record shown at the old tail's position was rewritten by an append.
                s.cache.remove(tailIndex / options.pageSize)
                s.reportedRows.remove(tailIndex)
                if s.badRows.remove(tailIndex) != nil { s.badRecordCount -= 1 }
                if s.otherRows.remove(tailIndex) != nil { s.otherRecordCount -= 1 }
                s.updates.replacedRows.append(tailIndex)
                if s.validatedCount > tailIndex { s.validatedCount = tailIndex }
            }
            s.indexedBytes = indexedBytes
            if complete {
                s.isIndexingComplete = true
                s.updates.indexingFinished = true
            }
            if s.knownCount != before { s.updates.countChanged = true }
            guard s.knownCount != before || complete || oldTail != nil else { return (false, false) }
            return (s.needsWake(), claimValidation(in: &s))
        }
        if validate { scheduleValidation() }
        if wake { waker() }
    }

    /// Records a read failure; indexing stops where it was.
    func fail(_ error: FeedLoadError) {
        let wake = state.withLock { s -> Bool in
            guard s.failure == nil else { return false }
            s.failure = error
            s.updates.failure = error
            return s.needsWake()
        }
        if wake { waker() }
    }
}
