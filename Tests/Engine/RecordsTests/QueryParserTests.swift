import Testing

@testable import BurinRecords

@Suite struct QueryParserTests {
    private func terms(_ text: String) throws -> [QueryTerm] { try Query(parsing: text).terms }

    private func error(_ text: String) -> QueryError? {
        do {
            _ = try Query(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func blankTextMatchesEverything() throws {
        #expect(try Query(parsing: "").matchesEverything)
        #expect(try Query(parsing: "  \t ").matchesEverything)
    }

    @Test func bareWordsAreAndedContainsTermsWithSmartCase() throws {
        let t = try terms("coffee Latte")
        #expect(t.count == 2)
        guard case .contains(let first) = t[0].test, case .contains(let second) = t[1].test else {
            Issue.record("expected contains terms")
            return
        }
        #expect(t[0].path == nil && !t[0].negated)
        #expect(first.text == "coffee" && !first.caseSensitive)
        #expect(second.text == "Latte" && second.caseSensitive)
    }

    @Test func fieldOperators() throws {
        let t = try terms("name:caf status=open rating>4.5 sales>=100 km<3 fee<=0 stars:>5")
        #expect(t.map { $0.path?.text } == ["name", "status", "rating", "sales", "km", "fee", "stars"])
        guard case .contains(let c) = t[0].test, case .equals(let e) = t[1].test else {
            Issue.record("expected contains and equals")
            return
        }
        #expect(c.text == "caf" && e.text == "open")
        let comparisons: [(QueryComparison, Double)] = t[2...].compactMap {
            if case .compare(let op, .number(let n)) = $0.test { return (op, n) }
            return nil
        }
        #expect(comparisons.map(\.0) == [.greater, .greaterOrEqual, .less, .lessOrEqual, .greater])
        #expect(comparisons.map(\.1) == [4.5, 100, 3, 0, 5])
    }

    @Test func datesAreComparedAsTimes() throws {
        let t = try terms("created>2024-05-01 updated<=2024-05-01T12:30:00Z")
        guard case .compare(.greater, .time(let day)) = t[0].test,
            case .compare(.lessOrEqual, .time(let moment)) = t[1].test
        else {
            Issue.record("expected time comparisons")
            return
        }
        #expect(day == 1_714_521_600)
        #expect(moment == 1_714_521_600 + 12 * 3600 + 30 * 60)
    }

    @Test func negationQuotesAndRegex() throws {
        let t = try terms(#"-tags:新店 "two words" /b.g/ name:/^Caf/ -"not this""#)
        #expect(t.map(\.negated) == [true, false, false, false, true])
        guard case .contains(let quoted) = t[1].test, case .matches(let bare) = t[2].test,
            case .matches(let field) = t[3].test
        else {
            Issue.record("expected a phrase and two regexes")
            return
        }
        #expect(quoted.text == "two words")
        #expect(bare.pattern == "b.g" && !bare.caseSensitive)
        #expect(field.pattern == "^Caf" && field.caseSensitive)
        #expect(t[3].path?.text == "name")
        #expect(t[0].written == "-tags:新店")
    }

    @Test func quotedFieldValuesAndEscapedQuotes() throws {
        let t = try terms(#"title:"hello \"world\"" name="a b""#)
        guard case .contains(let title) = t[0].test, case .equals(let name) = t[1].test else {
            Issue.record("expected quoted values")
            return
        }
        #expect(title.text == #"hello "world""#)
        #expect(name.text == "a b")
    }

    @Test func backslashesStandForThemselvesUnlessTheyEscapeTheDelimiter() throws {
        let t = try terms(#"a:"x\\y\"z\w" /a\/b\d/ /c\\/"#)
        guard case .contains(let quoted) = t[0].test, case .matches(let slash) = t[1].test,
            case .matches(let backslash) = t[2].test
        else {
            Issue.record("expected a phrase and two regexes")
            return
        }
        #expect(quoted.text == #"x\y"z\w"#)
        #expect(slash.pattern == #"a/b\d"#)
        #expect(backslash.pattern == #"c\\"#)
        #expect(error(#""end\"#)?.message.hasPrefix("expected a closing '\"'") == true)
        #expect(t.count == 3)
    }

    @Test func dottedPathsWithPositionsAndStars() throws {
        let t = try terms("author.name:ann labels.*.name:bug items.0.id=3 .user.login:x")
        #expect(t[0].path?.components == [.name(Array("author".utf8)), .name(Array("name".utf8))])
        #expect(t[1].path?.components == [.name(Array("labels".utf8)), .every, .name(Array("name".utf8))])
        #expect(t[2].path?.components.count == 3)
        #expect(t[3].path?.components == [.name(Array("user".utf8)), .name(Array("login".utf8))])
    }

    @Test func unicodeFieldNamesAndValues() throws {
        let t = try terms("类别:咖啡 rating>4.5")
        #expect(t[0].path?.text == "类别")
        guard case .contains(let value) = t[0].test else {
            Issue.record("expected contains")
            return
        }
        #expect(value.bytes == Array("咖啡".utf8))
    }

    @Test func errorsSayWhere() {
        let doubled = error("score>>5")
        #expect(doubled?.description == "score>>5: expected a number after '>'")
        #expect(doubled?.position == 6)
        #expect(error("a b>x")?.position == 4)
        #expect(error("rating>")?.message == "expected a value after '>'")
        #expect(error("created>2024-13-01")?.message.hasPrefix("expected a date") == true)
        #expect(error(#"name:"open"#)?.message.hasPrefix("expected a closing '\"'") == true)
        #expect(error(#"name:"open"#)?.position == 5)
        #expect(error("-")?.message == "expected a term after '-'")
        #expect(error(":x")?.message == "expected a field name before ':'")
        #expect(error("a..b:x")?.message.hasPrefix("an empty name") == true)
        #expect(error("a*b:x")?.message.hasPrefix("'*' stands alone") == true)
        #expect(error("//")?.message == "an empty regular expression")
        #expect(error("/abc")?.message.hasPrefix("expected a closing '/'") == true)
        #expect(error(#""x"y"#)?.message == "expected a space after the closing '\"'")
        #expect(error(#""""#)?.message == "nothing between the quotes")
    }

    @Test func regexErrorsPointIntoThePattern() {
        let e = error("name:/(ab/")
        #expect(e?.term == "name:/(ab/")
        #expect(e?.message.contains("parenthesis") == true)
        #expect(e?.position == 9)
        #expect(error("/[a/")?.message.isEmpty == false)
    }

    @Test func sortOrders() throws {
        let down = try SortOrder(parsing: "-rating")
        #expect(down.descending && down.path.text == "rating" && down.text == "-rating")
        #expect(try !SortOrder(parsing: "author.name").descending)
        #expect(throws: QueryError.self) { try SortOrder(parsing: "-") }
    }
}
