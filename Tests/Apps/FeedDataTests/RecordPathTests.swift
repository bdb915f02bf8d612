import Testing

@testable import FeedData

/// `--records` paths as jq users write them, and the records they reach in any input, in blocks of
/// every size, and again from a page start as the loader re-reads them.
@Suite struct RecordPathTests {
    /// Every record `path` reaches in `text`, scanned in blocks of `blockSize`.
    private func records(_ text: String, _ path: String, blockSize: Int = 3) throws -> [String] {
        let bytes = Array(text.utf8)
        var scanner = RecordScanner(records: try RecordsLocation(path: path))
        var spans: [RecordSpan] = []
        var i = 0
        while i < bytes.count {
            let end = min(i + blockSize, bytes.count)
            bytes[i..<end].withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
            i = end
        }
        scanner.finishProbing()
        if let tail = scanner.pendingTail { spans.append(tail) }
        return spans.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func pathsParseAsJqWritesThem() throws {
        #expect(try RecordPath(".items").steps == [.key("items"), .each])
        #expect(try RecordPath("data.children").steps == [.key("data"), .key("children"), .each])
        #expect(try RecordPath(".[1].data.children").steps == [.index(1), .key("data"), .key("children"), .each])
        #expect(
            try RecordPath(".Reservations[].Instances[]").steps == [
                .key("Reservations"), .each, .key("Instances"), .each,
            ])
        #expect(try RecordPath(#"."3166-1""#).steps == [.key("3166-1"), .each])
        #expect(try RecordPath(#".["a b"][0]"#).steps == [.key("a b"), .index(0), .each])
        #expect(try RecordPath(#"."say \"hi\"""#).steps == [.key(#"say "hi""#), .each])
        #expect(try RecordPath(".[]").steps == [.each])
        #expect(try RecordPath(".[1].data").text == "[1].data")
        #expect(RecordPath(keys: ["3166-1"]).text == #""3166-1""#)
        #expect(RecordPath(keys: ["data", "children"]).text == "data.children")
        // A key found in a file is shown with its controls escaped, never raw.
        #expect(RecordPath(keys: ["a\u{1B}[31m\"b"]).text == #""a\u{1b}[31m\"b""#)
    }

    @Test func badPathsSayWhatIsWrong() {
        let problems: [(String, String)] = [
            ("", "it names no array"), (".items.", "ends with '.'"), ("a..b", "an empty name"),
            (".items[", "'[' is not closed"), (".items[x]", "write [] for every element"),
            (".items[-1]", "counts from the end"), (#"."open"#, "quoted name is not closed"),
            (".items.*", "write every element as []"), ("a\u{1B}b", "control character"),
            (".a]b", "unexpected"),
        ]
        for (text, reason) in problems {
            #expect {
                try RecordPath(text)
            } throws: { error in
                "\(error)".contains(reason)
            }
        }
        let deep = "." + Array(repeating: "a", count: 40).joined(separator: ".")
        #expect(throws: FieldPath.Invalid.self) { try RecordPath(deep) }
    }

    static let reddit = """
        [{"kind": "Listing", "data": {"children": [{"t": "post"}]}},
         {"kind": "Listing", "data": {"children": [{"t": "c1", "replies": {"data": {"children": []}}}, {"t": "c2"}]}}]
        """

    static let aws = """
        {"Reservations": [
          {"Groups": [], "Instances": [{"InstanceId": "i-1"}, {"InstanceId": "i-2"}]},
          {"Instances": [{"InstanceId": "i-3", "Tags": [{"Key": "Name", "Value": "]}"}]}], "OwnerId": "1"}
        ]}
        """

    @Test func indexesFlatteningAndQuotedKeysReachTheRecords() throws {
        for size in [1, 2, 5, 4096] {
            #expect(
                try records(Self.reddit, ".[1].data.children", blockSize: size) == [
                    #"{"t": "c1", "replies": {"data": {"children": []}}}"#, #"{"t": "c2"}"#,
                ])
            #expect(
                try records(Self.aws, ".Reservations[].Instances[]", blockSize: size) == [
                    #"{"InstanceId": "i-1"}"#, #"{"InstanceId": "i-2"}"#,
                    #"{"InstanceId": "i-3", "Tags": [{"Key": "Name", "Value": "]}"}]}"#,
                ])
            #expect(
                try records(#"{"3166-1": [{"a": 1}, "x", 2, null, [3]]}"#, #"."3166-1""#, blockSize: size) == [
                    #"{"a": 1}"#, #""x""#, "2", "null", "[3]",
                ])
        }
        // Each top-level value (a JSONL line) is walked on its own.
        #expect(try records("{\"a\": [1, 2]}\n{\"a\": [3]}\n{\"b\": [4]}\n", ".a") == ["1", "2", "3"])
        // Digits after a dot are a position on an array, as they were.
        #expect(try records(Self.reddit, "0.data.children") == [#"{"t": "post"}"#])
    }

    @Test func aPathThatReachesNothingIsMissingButAnEmptyArrayIsNot() throws {
        var scanner = RecordScanner(records: try RecordsLocation(path: ".Reservations[].Nope"))
        var spans: [RecordSpan] = []
        Array(Self.aws.utf8).withUnsafeBufferPointer { scanner.scan($0, into: &spans) }
        scanner.finishProbing()
        #expect(spans.isEmpty && scanner.missingRecords == "Reservations[].Nope")
        var empty = RecordScanner(records: try RecordsLocation(path: ".Reservations[].Groups"))
        Array(Self.aws.utf8).withUnsafeBufferPointer { empty.scan($0, into: &spans) }
        empty.finishProbing()
        #expect(spans.isEmpty && empty.missingRecords == nil)
    }

    @Test func aScannerResumedAtARecordFindsTheRestAsTheFirstDid() throws {
        let path = try RecordPath(".Reservations[].Instances[]")
        let bytes = Array(Self.aws.utf8)
        var first = RecordScanner(records: .path(path))
        var all: [RecordSpan] = []
        bytes.withUnsafeBufferPointer { first.scan($0, into: &all) }
        #expect(all.count == 3)
        for (n, start) in all.enumerated() {
            var resumed = RecordScanner(resumingAt: start.start, line: start.line, format: .path(path))
            var spans: [RecordSpan] = []
            bytes[start.start...].withUnsafeBufferPointer { resumed.scan($0, into: &spans) }
            #expect(spans == Array(all[n...]), "from record \(n)")
        }
    }

    @Test func deepOrBrokenInputStaysBounded() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(try records(deep, ".a", blockSize: 4096).isEmpty)
        let open = #"{"items": [{"a": "unclosed"#
        #expect(try records(open, ".items") == [#"{"a": "unclosed"#])
        #expect(try records(#"{"items": [1, 2"#, ".items") == ["1", "2"])
    }
}
