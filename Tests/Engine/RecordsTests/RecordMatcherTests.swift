import Testing

@testable import BurinRecords

@Suite struct RecordMatcherTests {
    private func matches(_ query: String, _ record: String) throws -> Bool {
        let matcher = RecordMatcher(try Query(parsing: query))
        return Array(record.utf8).withUnsafeBytes { matcher.matches($0, scratch: MatchScratch()) }
    }

    private let merchant = #"""
        {"id":1,"name":"Blue Bottle 咖啡","category":"咖啡","rating":4.7,"sales":"1200","tags":["新店","品牌"],
        "owner":{"name":"Ann","since":"2021-03-04T08:00:00Z"},"labels":[{"name":"bug"},{"name":"Easy"}],"fee":null,
        "open":true}
        """#

    @Test func bareWordsMatchValuesAtAnyDepthNotKeys() throws {
        #expect(try matches("bottle", merchant))
        #expect(try matches("ann", merchant))
        #expect(try matches("easy", merchant))
        #expect(try !matches("category", merchant))
        #expect(try !matches("since", merchant))
        #expect(try matches("bottle 咖啡 ann", merchant))
        #expect(try !matches("bottle nowhere", merchant))
    }

    @Test func smartCase() throws {
        #expect(try matches("blue", merchant))
        #expect(try matches("Blue", merchant))
        #expect(try !matches("BLUE", merchant))
        #expect(try matches("name:ANN", #"{"name":"ANN"}"#))
        #expect(try !matches("name:Ann", #"{"name":"ANN"}"#))
    }

    @Test func smartCaseFoldsEveryScript() throws {
        let record = #"{"name":"CAFÉ Ünter","city":"МОСКВА","note":"caf\u00c9"}"#
        #expect(try matches("café", record))
        #expect(try matches("name:ünter", record))
        #expect(try matches("city=москва", record))
        #expect(try !matches("city=Москва", record))
        #expect(try matches("note=café", record))
        #expect(try !matches("-café", record))
    }

    @Test func fieldsContainAndEqual() throws {
        #expect(try matches("category:咖啡", merchant))
        #expect(try matches("category=咖啡", merchant))
        #expect(try !matches("category=咖", merchant))
        #expect(try matches("name:bottle", merchant))
        #expect(try !matches("category:bottle", merchant))
        #expect(try matches("open=true", merchant))
        #expect(try !matches("fee:null", merchant))
        #expect(try matches("fee=null", merchant))
    }

    @Test func theMerchantQueryOfTheIssue() throws {
        #expect(try !matches("rating>4.5 category:咖啡 -tags:新店", merchant))
        #expect(try matches("rating>4.5 category:咖啡 -tags:老店", merchant))
    }

    @Test func numbersCompareAsNumbersAlsoInStrings() throws {
        #expect(try matches("rating>4.5", merchant))
        #expect(try !matches("rating>4.7", merchant))
        #expect(try matches("rating>=4.7", merchant))
        #expect(try matches("rating<=4.7", merchant))
        #expect(try matches("sales>1000", merchant))
        #expect(try matches("sales=1200.0", merchant))
        #expect(try matches("rating=4.70", merchant))
        #expect(try matches("n>-3", #"{"n":-2.5e0}"#))
        #expect(try !matches("name>3", merchant))
    }

    @Test func missingFieldsNeverMatchAndTheirNegationsDo() throws {
        #expect(try !matches("price>3", merchant))
        #expect(try matches("-price>3", merchant))
        #expect(try !matches("price:x", merchant))
        #expect(try matches("-nowhere:x", merchant))
    }

    @Test func datesCompareAsTimes() throws {
        #expect(try matches("owner.since>2021-03-04", merchant))
        #expect(try !matches("owner.since>2021-03-04T09:00:00+00:00", merchant))
        #expect(try matches("owner.since<2021-03-04T09:00:00+00:00", merchant))
        #expect(try matches("owner.since>2021-03-04T15:30:00+08:00", merchant))
        #expect(try matches("t>2024-01-01", #"{"t":1717200000}"#))
        #expect(try matches("t>2024-01-01", #"{"t":1717200000000}"#))
    }

    @Test func nestedPathsAndArrays() throws {
        #expect(try matches("owner.name=Ann", merchant))
        #expect(try matches("labels.name:bug", merchant))
        #expect(try matches("labels.*.name:easy", merchant))
        #expect(try matches("labels.1.name=Easy", merchant))
        #expect(try !matches("labels.0.name=Easy", merchant))
        #expect(try matches("tags:新店", merchant))
        #expect(try matches("tags=品牌", merchant))
        #expect(try matches("labels:bug", merchant))
        #expect(try matches("a.b.c=1", #"{"a":[[{"b":{"c":1}}]]}"#))
        #expect(try matches("*.name=Ann", merchant))
    }

    @Test func escapesInRecordsAreDecodedBeforeMatching() throws {
        #expect(try matches("café", #"{"name":"caf\u00e9"}"#))
        #expect(try matches("category:咖啡", #"{"category":"\u5496\u5561"}"#))
        #expect(try matches(#""say \"hi\"""#, #"{"t":"say \"hi\""}"#))
        #expect(try matches("emoji=😀", #"{"emoji":"\ud83d\ude00"}"#))
        #expect(try matches("n\\u0061me:x", #"{"n\u0061me":"x"}"#) == false)
        #expect(try matches("name:x", #"{"n\u0061me":"x"}"#))
        #expect(try !matches("name:y", #"{"n\u0061me":"x"}"#))
    }

    @Test func escapesThatAreNoCharacterReadAsReplacementCharacters() throws {
        #expect(try matches("a=x\u{FFFD}y", #"{"a":"x\ud800y"}"#))
        #expect(try matches("a=x\u{FFFD}y", #"{"a":"x\udc00y"}"#))
        #expect(try matches("a=\u{FFFD}\u{FFFD}", #"{"a":"\ud800\ud800"}"#))
        #expect(try matches("a=x\u{FFFD}zz", #"{"a":"x\uzz"}"#))
        #expect(try matches("a=é€😀", #"{"a":"\u00e9\u20ac\ud83d\ude00"}"#))
    }

    @Test func regexes() throws {
        #expect(try matches("/b.ttle/", merchant))
        #expect(try matches("name:/^blue/", merchant))
        #expect(try !matches("name:/^Bottle/", merchant))
        #expect(try matches("category:/^咖.$/", merchant))
        #expect(try matches("-name:/^x/", merchant))
    }

    @Test func aCatastrophicRegexGivesUpInsteadOfHanging() throws {
        let matcher = RecordMatcher(try Query(parsing: "/(a+)+b/"))
        let scratch = MatchScratch()
        // A 'b' after the run, so PCRE2's "a b must follow" shortcut does not settle it at once.
        let record = Array(#"{"s":""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: 40) + Array(#"cb"}"#.utf8)
        #expect(!record.withUnsafeBytes { matcher.matches($0, scratch: scratch) })
        #expect(scratch.regexGaveUp == 1)
    }

    @Test func hostileRecordsNeverCrash() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let deepObjects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        for record in [
            "", "{", #"{"a":"#, #"{"a":"unterminated"#, "\u{1}\u{2}", deep, deepObjects, #"{"a":[1,2"#, "[1,2,3]",
            "\"just a string\"", #"{"a":tru}"#,
        ] {
            for query in ["a:1", "x", "a>0", "a.a.a.a:1", "/./", "-a:1", "a=1"] {
                _ = try matches(query, record)
            }
        }
        let invalidUTF8: [UInt8] = Array(#"{"a":""#.utf8) + [0xFF, 0xC3, 0x28] + Array(#"x"}"#.utf8)
        let matcher = RecordMatcher(try Query(parsing: "/x/ a:x"))
        #expect(invalidUTF8.withUnsafeBytes { matcher.matches($0, scratch: MatchScratch()) })
        #expect(try matches("a:1", deepObjects))
        #expect(try matches("a.a.a:1", #"{"a":{"a":{"a":1}}}"#))
    }

    @Test func thePrefilterNeverRejectsAMatch() throws {
        // Needles are searched for in the raw bytes; an escape may spell them differently.
        #expect(try matches("tag:ab", #"{"tag":"\u0061b"}"#))
        #expect(try matches("AB", #"{"tag":"\u0041B"}"#))
    }
}
