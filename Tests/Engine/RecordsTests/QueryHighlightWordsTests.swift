import BurinRecords
import Testing

/// The words a viewer marks in the rows a query found: the texts its terms look for, nothing a
/// comparison, a regular expression or a negated term asks.
@Suite struct QueryHighlightWordsTests {
    @Test func wordsAndFieldTextsAreMarkedInOrderOnce() throws {
        let query = try Query(parsing: #"rating>4.5 category:咖啡 -tags:新店 "hand pulled" name=Foo /^a+$/ noodle noodle"#)
        #expect(query.highlightWords == ["咖啡", "hand pulled", "Foo", "noodle"])
    }

    @Test func aQueryOfComparisonsMarksNothing() throws {
        #expect(try Query(parsing: "rating>=4.8").highlightWords.isEmpty)
        #expect(try Query(parsing: "rating>=4.80 monthly_sales<100").highlightWords.isEmpty)
        #expect(try Query(parsing: "").highlightWords.isEmpty)
    }
}
