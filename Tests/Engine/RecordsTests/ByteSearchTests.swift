import Testing

@testable import BurinRecords

@Suite struct ByteSearchTests {
    private func occurs(_ needle: String, in haystack: String, caseSensitive: Bool = false) -> Bool {
        let pattern = BytePattern(Array(needle.utf8), caseSensitive: caseSensitive)
        return Array(haystack.utf8).withUnsafeBytes { pattern.occurs(in: $0) }
    }

    @Test func findsAtEveryPlaceAgainstANaiveSearch() {
        let haystack = "xXabcABCaBcxyz 咖啡店 end"
        let bytes = Array(haystack.utf8)
        for start in 0..<bytes.count {
            for length in 1...min(6, bytes.count - start) {
                let needle = Array(bytes[start..<(start + length)])
                let exact = BytePattern(needle, caseSensitive: true)
                #expect(bytes.withUnsafeBytes { exact.occurs(in: $0) })
                let folded = BytePattern(needle, caseSensitive: false)
                #expect(bytes.withUnsafeBytes { folded.occurs(in: $0) })
            }
        }
    }

    @Test func foldsASCIILettersOnly() {
        #expect(occurs("abc", in: "--ABC--"))
        #expect(occurs("a", in: "A"))
        #expect(!occurs("ABC", in: "--abc--", caseSensitive: true))
        #expect(!occurs("@", in: "`"))
        #expect(!occurs("é", in: "É"))
        #expect(occurs("咖啡", in: "陈记咖啡"))
        #expect(!occurs("咖啡", in: "咖 啡"))
        #expect(!occurs("abcd", in: "abc"))
        #expect(occurs("", in: ""))
        #expect(!occurs("a", in: ""))
    }

    @Test func theAnchorIsTheRarestByte() {
        let pattern = BytePattern(Array("e\"q".utf8), caseSensitive: false)
        #expect(pattern.anchor == 2)
    }
}
