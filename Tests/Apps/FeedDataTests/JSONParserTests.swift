import Testing

@testable import FeedData

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesNestedValues() throws {
        let value = try parse(#" {"a": [1, -2.5e1, true, false, null], "b": {"c": "d"}} "#)
        #expect(value["a"] == .array([.number(1), .number(-25), .bool(true), .bool(false), .null]))
        #expect(value["b"]?["c"] == .string("d"))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try parse(#""a\"\\\/\n\t\u00e9\ud83c\udf5c""#)
        #expect(value == .string("a\"\\/\n\té🍜"))
    }

    @Test func replacesLoneSurrogatesAndInvalidUTF8() throws {
        #expect(try parse(#""x\ud800y""#) == .string("x\u{FFFD}y"))
        #expect(try parse(#""\udc00""#) == .string("\u{FFFD}"))
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xC3, 0x22]
        #expect(try JSONParser.parse(bytes) == .string("a\u{FFFD}\u{FFFD}"))
    }

    @Test func lastRepeatedKeyWins() throws {
        #expect(try parse(#"{"k": 1, "k": 2}"#)["k"] == .number(2))
    }

    @Test(arguments: [
        ("", "unexpected end of record"),
        ("{", "expected a member name"),
        (#"{"a" 1}"#, "expected ':'"),
        ("[1 2]", "expected ',' or ']'"),
        ("01", "after the value"),
        ("-", "invalid number"),
        ("1.", "invalid number"),
        ("tru", "unexpected end of record"),
        (#""abc"#, "unterminated string"),
        (#""\x""#, "invalid escape"),
        (#""\u12zz""#, "invalid \u{5C}u escape"),
        (#""\u12""#, "truncated \u{5C}u escape"),
        ("{} {}", "after the value"),
    ])
    func rejectsMalformedInputWithAReason(text: String, reason: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test func limitsNestingDepth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try parse(deep)
            Issue.record("deep nesting was accepted")
        } catch {
            #expect(error.reason.contains("nesting deeper than"))
        }
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parse(ok)
    }

    @Test func hugeExponentsBecomeInfinityNotACrash() throws {
        #expect(try parse("1e999") == .number(.infinity))
    }
}
