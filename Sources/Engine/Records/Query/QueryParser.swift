/// Reads a query's text into terms, one pass over its characters. Every failure is a `QueryError`
/// naming the term and the position; nothing in a query can crash it.
struct QueryParser {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parse() throws(QueryError) -> [QueryTerm] {
        var terms: [QueryTerm] = []
        while true {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
            guard position < characters.count else { return terms }
            terms.append(try term())
        }
    }

    // MARK: Terms

    private mutating func term() throws(QueryError) -> QueryTerm {
        let start = position
        var negated = false
        if characters[position] == "-" {
            position += 1
            guard position < characters.count, !characters[position].isWhitespace else {
                throw failure("expected a term after '-'", at: start, term: start)
            }
            negated = true
        }
        let body = position
        switch characters[position] {
        case "\"":
            let text = try quoted(term: start)
            try expectEnd(after: "'\"'", term: start)
            return QueryTerm(negated: negated, path: nil, test: .contains(QueryText(text)), written: written(start))
        case "/":
            let regex = try regex(term: start)
            try expectEnd(after: "'/'", term: start)
            return QueryTerm(negated: negated, path: nil, test: .matches(regex), written: written(start))
        default: break
        }
        var end = position
        while end < characters.count, !characters[end].isWhitespace, !Self.operators.contains(characters[end]) {
            end += 1
        }
        guard end < characters.count, Self.operators.contains(characters[end]) else {
            position = end
            let word = String(characters[body..<end])
            return QueryTerm(negated: negated, path: nil, test: .contains(QueryText(word)), written: written(start))
        }
        guard end > body else {
            throw failure("expected a field name before '\(characters[end])'", at: end, term: start)
        }
        let path: QueryPath
        do throws(QueryPath.PathError) {
            path = try QueryPath(String(characters[body..<end]))
        } catch {
            throw failure(error.message, at: body, term: start)
        }
        position = end
        let test = try fieldTest(term: start)
        return QueryTerm(negated: negated, path: path, test: test, written: written(start))
    }

    private static let operators: Set<Character> = [":", "=", "<", ">"]

    /// After a field's path: the operator and its value.
    private mutating func fieldTest(term: Int) throws(QueryError) -> QueryTest {
        var op = String(characters[position])
        position += 1
        // `field:>5` is `field>5`, as GitHub writes it.
        if op == ":", position < characters.count, characters[position] == "<" || characters[position] == ">" {
            op = String(characters[position])
            position += 1
        }
        if op == "<" || op == ">", position < characters.count, characters[position] == "=" {
            op += "="
            position += 1
        }
        let valueStart = position
        guard position < characters.count, !characters[position].isWhitespace else {
            throw failure("expected a value after '\(op)'", at: valueStart, term: term)
        }
        switch op {
        case ":":
            if characters[position] == "/" {
                let regex = try regex(term: term)
                try expectEnd(after: "'/'", term: term)
                return .matches(regex)
            }
            return .contains(QueryText(try value(term: term)))
        case "=":
            return .equals(QueryText(try value(term: term)))
        default:
            let comparison = QueryComparison(rawValue: op) ?? .greater
            let text = try value(term: term)
            let utf8 = Array(text.utf8)
            if let number = utf8.withUnsafeBufferPointer({ NumberReading.number(UnsafeRawBufferPointer($0)) }) {
                return .compare(comparison, .number(number))
            }
            if let time = utf8.withUnsafeBufferPointer({ TimeReading.seconds(UnsafeRawBufferPointer($0)) }) {
                return .compare(comparison, .time(time))
            }
            let looksLikeDate =
                utf8.count >= 5 && utf8.prefix(4).allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && utf8[4] == 0x2D
            throw failure(
                looksLikeDate
                    ? "expected a date such as 2024-05-01 or 2024-05-01T12:30:00Z after '\(op)'"
                    : "expected a number after '\(op)'", at: valueStart, term: term)
        }
    }

    /// A value: quoted words, or the characters up to the next space.
    private mutating func value(term: Int) throws(QueryError) -> String {
        if characters[position] == "\"" {
            let text = try quoted(term: term)
            try expectEnd(after: "'\"'", term: term)
            return text
        }
        let start = position
        while position < characters.count, !characters[position].isWhitespace { position += 1 }
        return String(characters[start..<position])
    }

    // MARK: Pieces

    /// `"..."` at `position`, with `\"` and `\\` inside.
    private mutating func quoted(term: Int) throws(QueryError) -> String {
        let open = position
        guard let text = delimited(unescaping: ["\"", "\\"]) else {
            throw failure("expected a closing '\"' for the quote opened here", at: open, term: term)
        }
        guard !text.isEmpty else { throw failure("nothing between the quotes", at: open, term: term) }
        return text
    }

    /// `/.../` at `position`; `\/` stands for a slash inside.
    private mutating func regex(term: Int) throws(QueryError) -> QueryRegex {
        let open = position
        guard let pattern = delimited(unescaping: ["/"]) else {
            throw failure("expected a closing '/' for the regular expression opened here", at: open, term: term)
        }
        guard !pattern.isEmpty else { throw failure("an empty regular expression", at: open, term: term) }
        do throws(QueryRegex.Invalid) {
            return try QueryRegex(pattern)
        } catch {
            let offset = String(decoding: Array(pattern.utf8).prefix(error.offset), as: UTF8.self).count
            throw failure(error.message, at: open + 1 + offset, term: term)
        }
    }

    /// The text between the delimiter at `position` and the next one not escaped, moving past both;
    /// nil, at the end, when none closes it. A backslash before one of `unescaping` stands for that
    /// character alone; before any other, both stay (a regex's `\d`).
    private mutating func delimited(unescaping: Set<Character>) -> String? {
        let delimiter = characters[position]
        position += 1
        var text = ""
        while position < characters.count {
            let c = characters[position]
            if c == "\\", position + 1 < characters.count {
                let next = characters[position + 1]
                if !unescaping.contains(next) { text.append(c) }
                text.append(next)
                position += 2
                continue
            }
            position += 1
            if c == delimiter { return text }
            text.append(c)
        }
        return nil
    }

    /// A quote or a regex must end its term.
    private mutating func expectEnd(after closing: String, term: Int) throws(QueryError) {
        guard position < characters.count, !characters[position].isWhitespace else { return }
        throw failure("expected a space after the closing \(closing)", at: position, term: term)
    }

    private func written(_ start: Int) -> String { String(characters[start..<position]) }

    /// An error for the term starting at `term`, which runs to the next space (or the end).
    private func failure(_ message: String, at position: Int, term: Int) -> QueryError {
        var end = max(position, term)
        var inQuote = false
        while end < characters.count, inQuote || !characters[end].isWhitespace {
            if characters[end] == "\"" { inQuote.toggle() }
            end += 1
        }
        return QueryError(term: String(characters[term..<end]), message: message, position: position)
    }
}
