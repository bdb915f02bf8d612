extension FeedSource {
    /// Runs on the indexer queue only.
    func startIndexing() {
        let expectedBytes = stream == nil ? file.size() : 0
        state.withLock { $0.indexingStarted(expectedBytes: expectedBytes) }
        indexQueue.async(group: indexing) {
            if let stream = self.stream { self.spool(stream) } else { self.indexFile() }
        }
    }

    /// Indexes the file from where the scanner stopped to its current end.
    func indexFile() {
        let file = self.file
        do throws(FeedLoadError) {
            guard try scanFile(file) else { return }
            let length = scanner.withLock { $0.offset }
            let print = try ContentFingerprint.of(file, length: length)
            fingerprint.withLock { $0 = print }
        } catch {
            fail(error)
        }
        finishIndexing()
    }

    /// Scans `file` from where the scanner stopped to its end; false when the row limit was reached.
    private func scanFile(_ file: SourceFile) throws(FeedLoadError) -> Bool {
        var buffer = [UInt8](repeating: 0, count: options.blockSize)
        while true {
            let offset = scanner.withLock { $0.offset }
            let count = try buffer.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                try file.read(into: b, at: offset)
            }
            if count == 0 { return true }
            guard scanBlock(buffer, count: count) else { return false }
            // The records were found inside a long object: scan them from their array's start now.
            scanner.withLock { s in
                guard let restart = s.restart else { return }
                s = RecordScanner(
                    resumingAt: restart.offset, line: restart.line, format: restart.format, unwrapped: s.unwrapped)
            }
        }
    }

    /// Copies the stream into the spool file block by block, indexing each block after it is
    /// written (so the loader can read every record it is told about), until the stream ends, the
    /// spool is full or `stopReading` is called.
    func spool(_ stream: StreamInput) {
        let file = self.file
        var buffer = [UInt8](repeating: 0, count: options.blockSize)
        var spooled = 0
        var sample: [UInt8] = []
        do throws(FeedLoadError) {
            while true {
                let room = options.maximumSpoolBytes - spooled
                guard room > 0 else {
                    state.withLock { $0.spoolFilled() }
                    break
                }
                let count = try buffer.withUnsafeMutableBufferPointer { b throws(FeedLoadError) in
                    try stream.read(into: UnsafeMutableBufferPointer(rebasing: b[..<min(b.count, room)]))
                }
                guard let count, count > 0 else { break }
                if sample.count < BinarySniffer.sampleSize {
                    sample += buffer[..<min(count, BinarySniffer.sampleSize - sample.count)]
                    if sample.count == BinarySniffer.sampleSize, let kind = BinarySniffer.binaryKind(of: sample) {
                        throw .notAFeed(path: stream.displayName, looksLike: kind)
                    }
                }
                try buffer.withUnsafeBufferPointer { b throws(FeedLoadError) in
                    try file.append(UnsafeBufferPointer(rebasing: b[..<count]))
                }
                spooled += count
                guard scanBlock(buffer, count: count) else { break }
            }
            if sample.count < BinarySniffer.sampleSize, let kind = BinarySniffer.binaryKind(of: sample) {
                throw .notAFeed(path: stream.displayName, looksLike: kind)
            }
        } catch {
            fail(error)
        }
        finishIndexing()
    }

    /// Scans one block and publishes its records; false when the row limit was reached.
    private func scanBlock(_ buffer: [UInt8], count: Int) -> Bool {
        var found: [RecordSpan] = []
        let (offset, format, missing, unwrapped) = scanner.withLock { scanner in
            buffer.withUnsafeBufferPointer { scanner.scan(UnsafeBufferPointer(rebasing: $0[..<count]), into: &found) }
            return (scanner.offset, scanner.format, scanner.missingRecords, scanner.unwrapped)
        }
        if let missing {
            // Nothing of this input is a record: it fails, and indexing is over.
            fail(.noRecords(path: file.displayName, at: missing))
            _ = publish([], indexedBytes: offset, format: format, unwrapped: nil, tail: nil, complete: true)
            return false
        }
        return publish(
            found, indexedBytes: offset, format: format, unwrapped: unwrapped, tail: nil, complete: false)
    }

    /// The input ended: a first object still being read decides what the input is (`RecordScanner`),
    /// which may mean scanning again from a wrapped array's start (the spool holds a stream's bytes);
    /// then the last record, if open, becomes the provisional tail.
    private func finishIndexing() {
        let (restart, missing) = scanner.withLock { s in
            s.finishProbing()
            return (s.restart, s.missingRecords)
        }
        if let missing {
            fail(.noRecords(path: file.displayName, at: missing))
        } else if let restart {
            scanner.withLock { s in
                s = RecordScanner(
                    resumingAt: restart.offset, line: restart.line, format: restart.format, unwrapped: s.unwrapped)
            }
            do throws(FeedLoadError) {
                guard try scanFile(file) else { return }
            } catch {
                fail(error)
            }
        }
        let (offset, tail, format, unwrapped) = scanner.withLock {
            ($0.offset, $0.pendingTail, $0.format, $0.unwrapped)
        }
        _ = publish([], indexedBytes: offset, format: format, unwrapped: unwrapped, tail: tail, complete: true)
    }

    /// Adds indexed records. While indexing goes on, an earlier provisional tail stays until a
    /// complete record takes its position; at the end, `tail` becomes the provisional tail. Returns
    /// false when `maximumRows` was reached: indexing stops there.
    private func publish(
        _ found: [RecordSpan], indexedBytes: Int, format: RecordScanner.Format, unwrapped: RecordPath?,
        tail: RecordSpan?, complete: Bool
    ) -> Bool {
        let (more, actions) = state.withLock {
            $0.indexed(found, through: indexedBytes, format: format, unwrapped: unwrapped, tail: tail, atEnd: complete)
        }
        run(actions)
        return more
    }

    /// Records a read failure; indexing stops where it was.
    func fail(_ error: FeedLoadError) {
        run(state.withLock { $0.failed(error) })
    }

    // MARK: Reload

    /// Runs on the indexer queue: indexes what was appended, or everything again when the file is
    /// not the one indexed any more (see `reload()`).
    func reindex() {
        let seen = fingerprint.withLock { $0 }
        var reason: FeedReset?
        do throws(FeedLoadError) {
            if let name, let now = FileIdentity.of(name), now != seen.identity {
                guard case .file(let replacement) = try SourceFile.open(name) else {
                    throw .unreadable(path: name.description, reason: "is no longer a regular file")
                }
                let sample = try replacement.read(count: BinarySniffer.sampleSize, at: 0)
                if let kind = BinarySniffer.binaryKind(of: sample) {
                    throw .notAFeed(path: replacement.displayName, looksLike: kind)
                }
                input.withLock { $0 = replacement }
                reason = .replaced
            } else if file.size() < seen.length {
                reason = .shrank
            } else if try ContentFingerprint.of(file, length: seen.length) != seen {
                reason = .rewritten
            }
        } catch {
            run(state.withLock { $0.reloadFailed(error) })
            return
        }
        if let reason { restart(reason) }
        let expectedBytes = file.size()
        state.withLock { $0.indexingStarted(expectedBytes: expectedBytes) }
        indexFile()
    }

    /// Forgets everything indexed and decoded; the next `indexFile()` starts at byte 0. Pages being
    /// decoded from the old contents are dropped when they arrive (their epoch has passed).
    private func restart(_ reason: FeedReset) {
        scanner.withLock { $0 = RecordScanner(records: options.records) }
        fingerprint.withLock { $0 = ContentFingerprint() }
        state.withLock { $0.restarted(reason) }
    }
}
