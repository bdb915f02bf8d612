import Testing

@testable import BurinRecords

@Suite struct QueryScanStateTests {
    private func result(rows: [UInt32]) -> ChunkResult {
        var r = ChunkResult()
        r.rows = rows
        r.scanned = 4
        return r
    }

    @Test func chunksFinishedOutOfOrderArePublishedInOrder() {
        var state = QueryScanState()
        let g = state.start(chunks: 3, records: 12)
        #expect(state.claim(for: g) == 0)
        #expect(state.claim(for: g) == 1)
        #expect(state.claim(for: g) == 2)
        #expect(state.claim(for: g) == nil)
        #expect(state.finished(chunk: 1, result(rows: [5, 6]), for: g) == .continuing(wake: true))
        let first = state.drain()
        #expect(first?.newRows == [])
        #expect(first?.scanned == 4 && first?.total == 12)
        #expect(state.finished(chunk: 0, result(rows: [1]), for: g) == .continuing(wake: true))
        #expect(state.drain()?.newRows == [1, 5, 6])
        #expect(state.finished(chunk: 2, result(rows: [9]), for: g) == .lastChunk)
        #expect(state.gatheredResult(for: g)?.rows == [1, 5, 6, 9])
    }

    @Test func aNewGenerationRefusesTheOldOnesChunks() {
        var state = QueryScanState()
        let old = state.start(chunks: 2, records: 8)
        #expect(state.claim(for: old) == 0)
        let new = state.start(chunks: 1, records: 4)
        #expect(state.claim(for: old) == nil)
        #expect(state.finished(chunk: 0, result(rows: [1]), for: old) == .continuing(wake: false))
        #expect(state.claim(for: new) == 0)
        #expect(state.finished(chunk: 0, result(rows: [2]), for: new) == .lastChunk)
        #expect(state.gatheredResult(for: new)?.rows == [2])
    }

    @Test func cancelStopsClaimsAndDrains() {
        var state = QueryScanState()
        let g = state.start(chunks: 2, records: 8)
        _ = state.claim(for: g)
        state.cancel()
        #expect(state.claim(for: g) == nil)
        #expect(state.finished(chunk: 0, result(rows: [1]), for: g) == .continuing(wake: false))
        #expect(state.drain() == nil)
    }

    @Test func theWakerIsAskedForOnceBetweenDrains() {
        var state = QueryScanState()
        let g = state.start(chunks: 3, records: 12)
        for _ in 0..<3 { _ = state.claim(for: g) }
        #expect(state.finished(chunk: 0, result(rows: []), for: g) == .continuing(wake: true))
        #expect(state.finished(chunk: 1, result(rows: []), for: g) == .continuing(wake: false))
        _ = state.drain()
        #expect(state.finished(chunk: 2, result(rows: []), for: g) == .lastChunk)
    }
}

@Suite struct QueryScanTests {
    private let records: [[UInt8]] = (0..<1000).map { i in
        Array(#"{"id":\#(i),"name":"n\#(i % 7)","tags":["t\#(i % 3)"]}"#.utf8)
    }

    @Test func theScanFindsWhatTheMatcherFindsOneByOne() throws {
        for text in ["name:n3", "tags=t1 -id<500", "id>=990", "", "nothing"] {
            let query = try Query(parsing: text)
            let matcher = RecordMatcher(query)
            let scratch = MatchScratch()
            let expected = records.indices.filter { i in
                records[i].withUnsafeBytes { matcher.matches($0, scratch: scratch) }
            }.map(UInt32.init)
            let scan = QueryScan(workers: 3)
            scan.start(ScanPlan(query: query), over: RecordsInMemory(records, chunkSize: 64))
            let result = scan.waitUntilFinished()
            #expect(result?.rows == expected, "\(text)")
            #expect(result?.scanned == records.count)
        }
    }

    @Test func drainsStreamRowsInOrderAndEndWithTheResult() throws {
        let scan = QueryScan(workers: 2)
        scan.start(ScanPlan(query: try Query(parsing: "name:n1")), over: RecordsInMemory(records, chunkSize: 50))
        let result = scan.waitUntilFinished()
        var streamed: [UInt32] = []
        var last: ScanUpdate?
        while let update = scan.drain() {
            streamed += update.newRows
            last = update
        }
        #expect(streamed == result?.rows)
        #expect(last?.isFinished == true)
        #expect(last?.progress == 1)
    }

    @Test func anEmptySourceFinishesAtOnce() throws {
        let scan = QueryScan(workers: 2)
        scan.start(ScanPlan(query: try Query(parsing: "x")), over: RecordsInMemory([]))
        #expect(scan.waitUntilFinished()?.rows == [])
    }

    @Test func aCancelledScanDrainsNothing() throws {
        let scan = QueryScan(workers: 1)
        scan.start(ScanPlan(query: try Query(parsing: "")), over: RecordsInMemory(records, chunkSize: 10))
        scan.cancel()
        _ = scan.waitUntilFinished()
        #expect(scan.drain() == nil)
    }
}
