import Testing

@testable import FeedData

@Suite struct RecordScannerTests {
    /// Scans `text` in blocks of `blockSize` bytes and returns each record's text and line.
    private func records(_ text: String, blockSize: Int = 3) -> [(String, Int)] {
        let bytes = Array(text.utf8)
        var scanner = RecordScanner()
        var spans: [RecordSpan] = []
        var i = 0
        while i < bytes.count {
            let end = min(i + blockSize, bytes.count)
            bytes[i..<end].withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
            i = end
        }
        if let tail = scanner.pendingTail { spans.append(tail) }
        return spans.map { (String(decoding: bytes[Int($0.start)..<$0.end], as: UTF8.self), Int($0.line)) }
    }

    @Test func splitsLinesSkippingBlanksAndTrimming() {
        let found = records("{\"a\":1}\r\n\n   \n  {\"b\":2}  \nlast")
        #expect(found.map(\.0) == ["{\"a\":1}", "{\"b\":2}", "last"])
        #expect(found.map(\.1) == [1, 4, 5])
    }

    @Test func findsArrayElementsAcrossBlocks() {
        let text = "\u{FEFF} [\n {\"s\": \"a,]}\\\"[\"}, [1,2],\n 3 , {} ]  trailing"
        for blockSize in [1, 2, 5, 1000] {
            let found = records(text, blockSize: blockSize)
            #expect(found.map(\.0) == ["{\"s\": \"a,]}\\\"[\"}", "[1,2]", "3", "{}"], "block \(blockSize)")
            #expect(found.map(\.1) == [2, 2, 3, 3])
        }
    }

    @Test func emptyInputsHaveNoRecords() {
        #expect(records("").isEmpty)
        #expect(records("  \n\n \t").isEmpty)
        #expect(records("[]").isEmpty)
        #expect(records("[ , ]").isEmpty)
    }

    @Test func unclosedArrayKeepsItsLastElementAsTail() {
        #expect(records("[{\"a\":1}, {\"b\":").map(\.0) == ["{\"a\":1}", "{\"b\":"])
    }
}
