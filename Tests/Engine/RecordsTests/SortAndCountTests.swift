import Testing

@testable import BurinRecords

@Suite struct SortAndCountTests {
    private func scan(_ records: [String], _ plan: ScanPlan, chunkSize: Int = 2) -> ScanResult? {
        let scan = QueryScan(workers: 2)
        scan.start(plan, over: RecordsInMemory(records.map { Array($0.utf8) }, chunkSize: chunkSize))
        return scan.waitUntilFinished()
    }

    private func sorted(_ records: [String], by text: String) throws -> [UInt32]? {
        scan(records, ScanPlan(query: try Query(parsing: ""), sort: try SortOrder(parsing: text)))?.order
    }

    @Test func numbersAscendingAndDescendingWithMissingLastAndStableTies() throws {
        let records = [
            #"{"r":3}"#, #"{"x":1}"#, #"{"r":"10"}"#, #"{"r":3}"#, #"{"r":-1.5}"#, #"{"r":null}"#, #"{"r":3}"#,
        ]
        #expect(try sorted(records, by: "r") == [4, 0, 3, 6, 2, 1, 5])
        #expect(try sorted(records, by: "-r") == [2, 0, 3, 6, 4, 1, 5])
    }

    @Test func timesAsTimesAndTextFolded() throws {
        let times = [#"{"t":"2024-01-02"}"#, #"{"t":"2023-12-31T23:00:00-02:00"}"#, #"{"t":"2024-01-01T00:30:00Z"}"#]
        #expect(try sorted(times, by: "t") == [2, 1, 0])
        let names = [#"{"n":"beta"}"#, #"{"n":"Alpha"}"#, #"{"n":"alpha"}"#, #"{"n":"咖啡"}"#, #"{"n":"Beta"}"#]
        #expect(try sorted(names, by: "n") == [1, 2, 4, 0, 3])
    }

    @Test func textSortsByCollationIgnoringCaseAndAccents() throws {
        let names = [
            #"{"n":"zoo"}"#, #"{"n":"École"}"#, #"{"n":"ecole"}"#, #"{"n":"Émile"}"#, #"{"n":"eclair"}"#,
            #"{"n":"ÉCOLE"}"#, #"{"n":"Ärger"}"#, #"{"n":"arbre"}"#,
        ]
        // Beside their unaccented spellings, not after "z"; ties broken by the exact bytes.
        #expect(try sorted(names, by: "n") == [7, 6, 4, 2, 5, 1, 3, 0])
    }

    @Test func sortsNestedFieldsAndFilteredViews() throws {
        let records = [#"{"a":{"b":2},"k":"x"}"#, #"{"a":{"b":1},"k":"y"}"#, #"{"a":{"b":0},"k":"x"}"#]
        let result = scan(records, ScanPlan(query: try Query(parsing: "k:x"), sort: try SortOrder(parsing: "a.b")))
        #expect(result?.rows == [0, 2])
        #expect(result?.order == [2, 0])
    }

    @Test func countsOfArraysAndNestedPathsWithShares() throws {
        let records = [
            #"{"tags":["a","b","a"],"labels":[{"name":"bug"}]}"#,
            #"{"tags":["a"],"labels":[{"name":"bug"},{"name":"ui"}]}"#,
            #"{"tags":[]}"#, #"{"other":1}"#,
        ]
        let tags = scan(records, ScanPlan(query: try Query(parsing: ""), counts: try QueryPath("tags")))?.counts
        #expect(tags?.records == 4)
        #expect(tags?.recordsWithField == 2)
        #expect(tags?.entries.map(\.value) == ["a", "b"])
        #expect(tags?.entries.map(\.count) == [2, 1])
        #expect(tags?.entries.first?.share == 0.5)
        let labels = scan(records, ScanPlan(query: try Query(parsing: ""), counts: try QueryPath("labels.*.name")))?
            .counts
        #expect(labels?.entries.map(\.value) == ["bug", "ui"])
        #expect(labels?.entries.map(\.count) == [2, 1])
    }

    @Test func countsFollowTheFilter() throws {
        let records = [#"{"c":"x","k":1}"#, #"{"c":"y","k":2}"#, #"{"c":"x","k":3}"#, #"{"c":"\u0078","k":4}"#]
        let counts = scan(records, ScanPlan(query: try Query(parsing: "k>1"), counts: try QueryPath("c")))?.counts
        #expect(counts?.records == 3)
        #expect(counts?.entries.map(\.value) == ["x", "y"])
        #expect(counts?.entries.map(\.count) == [2, 1])
    }

    @Test func theCensusCountsRecordsPerField() throws {
        let records = [#"{"a":1,"b":{"c":2}}"#, #"{"a":null,"b":{"c":3,"d":[{"e":1}]}}"#, #"{"a":2}"#]
        let census = scan(records, ScanPlan(query: try Query(parsing: ""), census: true))?.census
        #expect(census?.records == 3)
        let fields = Dictionary(uniqueKeysWithValues: (census?.fields ?? []).map { ($0.path, $0.records) })
        #expect(fields == ["a": 2, "b": 2, "b.c": 2, "b.d": 1, "b.d.e": 1])
    }
}
