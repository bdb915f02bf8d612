import Testing

@testable import BurinRecords

/// The term the counts panel adds to a filter keeps exactly the records holding the value.
@Suite struct EqualityTermTests {
    private func matches(_ query: String, _ record: String) throws -> Bool {
        let matcher = RecordMatcher(try Query(parsing: query))
        return Array(record.utf8).withUnsafeBytes { matcher.matches($0, scratch: MatchScratch()) }
    }

    @Test func plainValuesAreWrittenAsTheyAre() {
        #expect(Query.equalityTerm(path: "category", value: "快餐") == "category=快餐")
        #expect(Query.equalityTerm(path: "rating", value: "4.5") == "rating=4.5")
        #expect(Query.equalityTerm(path: "labels.name", value: "bug") == "labels.name=bug")
    }

    @Test func valuesWithSpacesQuotesOrBackslashesAreQuotedAndMatch() throws {
        let cases: [(String, String)] = [
            ("Noodle House", #"name="Noodle House""#),
            (#""quoted""#, #"name="\"quoted\"""#),
            (#"a\b "c""#, #"name="a\\b \"c\"""#),
            ("two\nlines", "name=\"two\nlines\""),
        ]
        for (value, written) in cases {
            let term = try #require(Query.equalityTerm(path: "name", value: value))
            #expect(term == written)
            var escaped = ""
            for character in value {
                if character == "\"" || character == "\\" { escaped += "\\" }
                escaped += character == "\n" ? "\\n" : String(character)
            }
            #expect(try matches(term, #"{"name":""# + escaped + #""}"#), "\(term)")
            #expect(try !matches(term, #"{"name":"other"}"#))
        }
    }

    @Test func whatTheLanguageCannotSayIsRefused() {
        #expect(Query.equalityTerm(path: "name", value: "") == nil, "an empty value")
        #expect(Query.equalityTerm(path: "full name", value: "x") == nil, "a space in the path")
        #expect(Query.equalityTerm(path: "a:b", value: "x") == nil, "an operator in the path")
        #expect(Query.equalityTerm(path: "-x", value: "x") == nil, "a path read as a negation")
    }

    @Test func aValueStartingWithAnOperatorStaysAValue() throws {
        let term = try #require(Query.equalityTerm(path: "op", value: ">=5"))
        #expect(try matches(term, #"{"op":">=5"}"#))
    }
}
