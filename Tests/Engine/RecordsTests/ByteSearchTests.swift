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

    @Test func foldsLetters() {
        #expect(occurs("abc", in: "--ABC--"))
        #expect(occurs("a", in: "A"))
        #expect(!occurs("ABC", in: "--abc--", caseSensitive: true))
        #expect(!occurs("@", in: "`"))
        #expect(!occurs("[", in: "{"))
        #expect(occurs("咖啡", in: "陈记咖啡"))
        #expect(!occurs("咖啡", in: "咖 啡"))
        #expect(!occurs("abcd", in: "abc"))
        #expect(occurs("", in: ""))
        #expect(!occurs("a", in: ""))
    }

    @Test func foldsLettersOfEveryScript() {
        #expect(occurs("é", in: "É"))
        #expect(occurs("café", in: "LE CAFÉ CRÈME"))
        #expect(occurs("crème", in: "LE CAFÉ CRÈME"))
        #expect(occurs("москва", in: "Город МОСКВА"))
        #expect(occurs("σοφία", in: "ΣΟΦΊΑ"))
        #expect(occurs("straße", in: "STRAßE"))
        #expect(!occurs("é", in: "É", caseSensitive: true))
        #expect(!occurs("café", in: "CAFE"))
        #expect(!occurs("москва", in: "москв"))
        #expect(occurs("ü", in: "xxÜ"))
        #expect(!occurs("ü", in: "xxU"))
    }

    @Test func foldedEqualityOfEveryScript() {
        func equals(_ needle: String, _ value: String) -> Bool {
            let pattern = BytePattern(Array(needle.utf8), caseSensitive: false)
            return Array(value.utf8).withUnsafeBytes { pattern.equals($0) }
        }
        #expect(equals("café", "CAFÉ"))
        #expect(equals("café", "Café"))
        #expect(!equals("café", "CAFÉS"))
        #expect(!equals("café", "CAF"))
        #expect(equals("дом", "ДОМ"))
    }

    @Test func caseFormsAreKeptOnlyWhereFoldingASCIIIsNotEnough() {
        #expect(CaseVariants("abc") == nil)
        #expect(CaseVariants("咖啡 1") == nil)
        #expect(CaseVariants("é")?.forms == [[Array("é".utf8), Array("É".utf8)]])
        #expect(BytePattern(Array("é".utf8), caseSensitive: true).variants == nil)
        // Invalid UTF-8 (a slice of a character) is searched as bytes.
        #expect(BytePattern([0xC3], caseSensitive: false).variants == nil)
    }

    @Test func theAnchorIsTheRarestByte() {
        let pattern = BytePattern(Array("e\"q".utf8), caseSensitive: false)
        #expect(pattern.anchor == 2)
    }
}
