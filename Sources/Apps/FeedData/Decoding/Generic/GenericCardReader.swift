import BurinCore

/// Reads an object record into a `GenericRecord`: each part of the card through its path when the
/// command line gave one (`CardOverrides`), else by the guessing rules (`CardGuess`, and
/// docs/DECISIONS.md), and every field into the outline.
///
/// Cheap and bounded whatever the record holds: the rules look at the top level and one level down
/// only, paths stop at 64 values, every kept string has a bound, and the outline has its own.
struct GenericCardReader {
    let limits: DecodeLimits
    let baseDirectory: String
    let overrides: CardOverrides

    /// Kept lengths, in UTF-8 bytes.
    static let titleBytes = 512
    static let bylineBytes = 128
    static let excerptBytes = 600
    static let factBytes = 64
    /// Facts shown at most; strings longer than `factCharacters` are no facts.
    static let maximumFacts = 4
    static let factCharacters = 24
    static let maximumTags = 8

    /// The record, and the parts whose path found nothing in it.
    struct Result {
        let record: GenericRecord
        let misses: CardParts
    }

    func read(_ root: JSONValue, row: RowID, line: Int) -> Result {
        guard case .object(let members) = root else {
            return Result(record: GenericRecord(row: row, line: line), misses: [])
        }
        var misses: CardParts = []
        var used: Set<String> = []
        func note(_ part: CardPart, found: Bool) { if !found { misses.insert(CardParts(part)) } }

        let title: String?
        var titleSource: (level: Int, key: String)?
        // A title made of a body's first paragraph leaves the rest of the body for the excerpt.
        var restOfBody: String?
        if let path = overrides.title {
            title = joinedText(path.values(in: root)).map { oneLine($0, bytes: Self.titleBytes) }
            note(.title, found: title != nil)
        } else if let found = guessTitle(root) {
            title = found.text
            titleSource = (found.level, found.key)
            restOfBody = found.rest
            if found.level == 0 { used.insert(found.key) }
        } else {
            title = nil
        }

        var byline: String?
        if let path = overrides.byline {
            byline = joinedText(path.values(in: root)).map { oneLine($0, bytes: Self.bylineBytes) }
            note(.byline, found: byline != nil)
        } else if let found = guessByline(root) {
            byline = found.text
            used.insert(found.key)
        }
        if byline == title { byline = nil }

        let picture: String?
        if let path = overrides.image {
            picture = path.values(in: root).lazy.compactMap { address(of: $0) }.first
            note(.image, found: picture != nil)
        } else {
            let found = guessPicture(root)
            picture = found?.address
            if let key = found?.key { used.insert(key) }
        }

        let time: RecordTime?
        if let path = overrides.time {
            time = path.values(in: root).lazy.compactMap(TimeReading.time(of:)).first
            note(.time, found: time != nil)
        } else {
            let found = guessTime(root)
            time = found?.time
            if let key = found?.key { used.insert(key) }
        }

        var excerpt: String?
        if let path = overrides.body {
            let texts = path.values(in: root).compactMap(\.scalarText)
            excerpt =
                texts.isEmpty ? nil : TextExcerpt.prose(texts.joined(separator: " "), maximumBytes: Self.excerptBytes)
            note(.body, found: !(excerpt ?? "").isEmpty)
        } else if let rest = restOfBody {
            excerpt = rest
        } else if let found = guessExcerpt(root, except: titleSource) {
            excerpt = found.text
            if found.level == 0 { used.insert(found.key) }
        }
        if excerpt?.isEmpty == true || excerpt == title { excerpt = nil }

        let link = guessLink(root)
        if let key = link?.key { used.insert(key) }

        var facts: [RecordFact] = []
        var tags: [String] = []
        if let paths = overrides.fields {
            var found = false
            for path in paths {
                let values = path.values(in: root)
                if !values.isEmpty { found = true }
                if path.isMultiple {
                    tags += values.compactMap(tagText).prefix(Self.maximumTags - tags.count)
                } else if let value = values.first, let fact = fact(named: path.shownName, value: value, asked: true) {
                    facts.append(fact)
                }
            }
            note(.fields, found: found)
        } else {
            (facts, tags) = guessFacts(members, except: used)
        }

        let record = GenericRecord(
            row: row, line: line, title: title, byline: byline, picture: picture, time: time,
            facts: facts.filter { if case .badge = $0.kind { true } else { false } }
                + facts.filter { if case .badge = $0.kind { false } else { true } },
            tags: tags, excerpt: excerpt, link: link?.address,
            outline: FieldOutliner.outline(members, limits: limits))
        return Result(record: record, misses: misses)
    }

    /// A record that is no object: a string, a number or a boolean, or an array of them, as one row
    /// of its text (a long text's first paragraph, the rest as the excerpt); nil for anything else.
    func readScalar(_ value: JSONValue, row: RowID, line: Int) -> GenericRecord? {
        let text: String
        switch value {
        case .array(let elements):
            let texts = elements.prefix(Self.maximumTags * 8).compactMap(\.scalarText)
            guard texts.count == elements.prefix(Self.maximumTags * 8).count else { return nil }
            text = texts.joined(separator: ", ")
        default:
            guard let scalar = value.scalarText else { return nil }
            text = scalar
        }
        let (first, rest) = TextExcerpt.split(text, maximumBytes: Self.titleBytes, restBytes: Self.excerptBytes)
        let title = oneLine(first.isEmpty ? text : first, bytes: Self.titleBytes)
        return GenericRecord(
            row: row, line: line, title: title.isEmpty ? "\"\"" : title, excerpt: rest.isEmpty ? nil : rest,
            link: webAddress(text))
    }

    // MARK: Guesses

    /// The root, then the objects among its members (people left out when asked): the levels a part
    /// is looked for in, with the root's member that holds each.
    private func levels(_ root: JSONValue, skippingPeople: Bool) -> [(key: String?, value: JSONValue)] {
        guard case .object(let members) = root else { return [] }
        var out: [(key: String?, value: JSONValue)] = [(nil, root)]
        for member in members {
            guard case .object = member.value else { continue }
            if skippingPeople, CardGuess.people.contains(member.key.lowercased()) { continue }
            out.append((member.key, member.value))
        }
        return out
    }

    /// The title, its level and key, and (for a title made of a body) the rest of that body.
    private func guessTitle(_ root: JSONValue) -> (text: String, level: Int, key: String, rest: String?)? {
        for (index, level) in levels(root, skippingPeople: true).enumerated() {
            let key = level.key
            for name in CardGuess.titles {
                if let s = text(level.value[name]), !ImageAddress.isWeb(s) {
                    return (oneLine(s, bytes: Self.titleBytes), index, key ?? name, nil)
                }
            }
            for name in CardGuess.titleTexts {
                guard let s = text(level.value[name]) else { continue }
                let (first, rest) = TextExcerpt.split(s, maximumBytes: Self.titleBytes, restBytes: Self.excerptBytes)
                if !first.isEmpty, !ImageAddress.isWeb(first) {
                    return (oneLine(first, bytes: Self.titleBytes), index, key ?? name, rest.isEmpty ? nil : rest)
                }
            }
        }
        return nil
    }

    private func guessByline(_ root: JSONValue) -> (text: String, key: String)? {
        for level in levels(root, skippingPeople: false) {
            for path in CardGuess.bylines {
                var value: JSONValue? = level.value
                for name in path { value = value?[name] }
                if let value, let s = text(value), !ImageAddress.isWeb(s) {
                    return (oneLine(s, bytes: Self.bylineBytes), level.key ?? path[0])
                }
            }
        }
        return nil
    }

    private func guessPicture(_ root: JSONValue) -> (address: String, key: String)? {
        for level in levels(root, skippingPeople: false) {
            guard case .object(let members) = level.value else { continue }
            for member in members {
                let name = member.key
                if CardGuess.isPicture(name), let address = address(of: member.value) {
                    return (address, level.key ?? name)
                }
                if CardGuess.pictureLists.contains(name.lowercased()), case .array(let items) = member.value,
                    let first = items.first, let address = address(of: first)
                {
                    return (address, level.key ?? name)
                }
            }
        }
        return nil
    }

    private func guessTime(_ root: JSONValue) -> (time: RecordTime, key: String)? {
        for level in levels(root, skippingPeople: true) {
            for name in CardGuess.times {
                if let value = level.value[name], let time = TimeReading.time(of: value) {
                    return (time, level.key ?? name)
                }
            }
            guard case .object(let members) = level.value else { continue }
            for member in members where CardGuess.isTime(member.key) {
                if let time = TimeReading.time(of: member.value) { return (time, level.key ?? member.key) }
            }
        }
        return nil
    }

    private func guessExcerpt(_ root: JSONValue, except title: (level: Int, key: String)?) -> (
        text: String, level: Int, key: String
    )? {
        for (index, level) in levels(root, skippingPeople: true).enumerated() {
            for name in CardGuess.bodies {
                if let title, title.level == index, title.key == (level.key ?? name) { continue }
                guard let s = text(level.value[name]) else { continue }
                let prose = TextExcerpt.prose(s, maximumBytes: Self.excerptBytes)
                if !prose.isEmpty { return (prose, index, level.key ?? name) }
            }
        }
        return nil
    }

    private func guessLink(_ root: JSONValue) -> (address: String, key: String)? {
        for level in levels(root, skippingPeople: true) {
            for name in CardGuess.links {
                if case .string(let s) = level.value[name], let address = webAddress(s) {
                    return (address, level.key ?? name)
                }
            }
        }
        return nil
    }

    /// Facts and tags from the top-level members not used by another part, in the record's order.
    private func guessFacts(
        _ members: [(key: String, value: JSONValue)], except used: Set<String>
    ) -> ([RecordFact], [String]) {
        var facts: [RecordFact] = []
        var tags: [String] = []
        var seen: Set<String> = []
        for member in members where !used.contains(member.key) && seen.insert(member.key).inserted {
            if CardGuess.tagLists.contains(member.key.lowercased()), case .array(let items) = member.value {
                tags += items.lazy.compactMap(tagText).prefix(Self.maximumTags - tags.count)
                continue
            }
            guard facts.count < Self.maximumFacts, let fact = fact(named: member.key, value: member.value, asked: false)
            else { continue }
            facts.append(fact)
        }
        return (facts, tags)
    }

    /// A fact of field `name`: a number, a true flag, a short string (a state as a badge). A value
    /// the command line asked for (`--fields`) is shown whatever its name; a guessed one is not an
    /// identity, an address, a time or a long text.
    private func fact(named name: String, value: JSONValue, asked: Bool) -> RecordFact? {
        let shownName = TextExcerpt.cut(FieldReader.replacingControls(name), maximumBytes: Self.factBytes)
        let lastName = name.split(separator: ".").last.map(String.init) ?? name
        if !asked, CardGuess.isIdentity(name) || CardGuess.isAddress(name) { return nil }
        switch value {
        case .bool(true): return RecordFact(name: shownName, value: "true", kind: .flag)
        case .bool(false): return asked ? RecordFact(name: shownName, value: "false", kind: .text) : nil
        case .number(let n):
            guard n.isFinite, asked || !CardGuess.isTime(name) else { return nil }
            return RecordFact(name: shownName, value: Self.number(n), kind: .number)
        case .string(let s):
            let trimmed = oneLine(s, bytes: Self.factBytes)
            guard !trimmed.isEmpty else { return nil }
            if !asked {
                guard trimmed.count <= Self.factCharacters, !ImageAddress.isWeb(trimmed),
                    TimeReading.text(trimmed) == nil, !s.contains("\n")
                else { return nil }
            }
            if CardGuess.states.contains(lastName.lowercased()) {
                return RecordFact(name: shownName, value: trimmed, kind: .badge(BadgeTone(value: trimmed)))
            }
            return RecordFact(name: shownName, value: trimmed, kind: .text)
        default:
            guard asked, let text = value.scalarText ?? joinedText([value]) else { return nil }
            return RecordFact(name: shownName, value: oneLine(text, bytes: Self.factBytes), kind: .text)
        }
    }

    // MARK: Values

    /// A string with something in it, as given.
    private func text(_ value: JSONValue?) -> String? {
        guard case .string(let s) = value, s.contains(where: { !$0.isWhitespace }) else { return nil }
        return s
    }

    /// The values' texts joined with ", " (strings, numbers, booleans; an object by its name-like
    /// member); nil when none has text.
    private func joinedText(_ values: [JSONValue]) -> String? {
        let texts = values.compactMap { $0.scalarText ?? tagText($0) }.filter { $0.contains { !$0.isWhitespace } }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// A label's text: a string, a number, or an object's `name` (or `label`, `title`...).
    private func tagText(_ value: JSONValue) -> String? {
        var text: String?
        if case .object = value {
            text = CardGuess.tagNames.lazy.compactMap { value[$0]?.scalarText }.first
        } else {
            text = value.scalarText
        }
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        return oneLine(text, bytes: Self.factBytes)
    }

    /// `s` on one line (controls and newlines as spaces, ends trimmed), at most `bytes`.
    private func oneLine(_ s: String, bytes: Int) -> String {
        let cut = TextExcerpt.cut(s, maximumBytes: bytes)
        let clean = FieldReader.replacingControls(cut)
        guard let first = clean.firstIndex(where: { !$0.isWhitespace }),
            let last = clean.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(clean[first...last])
    }

    /// A picture's address in `value`: a web address, a local picture file (`.png`, `.jpg`, `.jpeg`,
    /// resolved against the feed's folder), or an object holding one (`{"url": ...}`).
    private func address(of value: JSONValue) -> String? {
        switch value {
        case .string(let s):
            let trimmed = oneLine(s, bytes: limits.maximumURLBytes + 1)
            if ImageAddress.isWeb(trimmed) { return webAddress(trimmed) }
            let lower = trimmed.lowercased()
            guard !trimmed.contains("://"), [".png", ".jpg", ".jpeg"].contains(where: { lower.hasSuffix($0) }) else {
                return nil
            }
            if trimmed.hasPrefix("/") { return trimmed }
            let relative = trimmed.hasPrefix("./") ? String(trimmed.dropFirst(2)) : trimmed
            return baseDirectory.hasSuffix("/") ? baseDirectory + relative : baseDirectory + "/" + relative
        case .object:
            return CardGuess.pictureAddresses.lazy.compactMap { value[$0].flatMap { self.address(of: $0) } }.first
        default:
            return nil
        }
    }

    /// `s` when it is an http or https address within the URL bound (a longer one names no page Burin
    /// would open; it is never cut).
    private func webAddress(_ s: String) -> String? {
        let trimmed = s.trimmingWhitespace
        guard ImageAddress.isWeb(trimmed), trimmed.utf8.count <= limits.maximumURLBytes else { return nil }
        return FieldReader.replacingControls(trimmed)
    }

    /// `1234`, `12.3k`, `4.5M`, `0.25`: short, as a card has room for.
    static func number(_ n: Double) -> String {
        let magnitude = abs(n)
        func trimmed(_ v: Double, _ unit: String) -> String {
            let tenths = Int64((v * 10).rounded())
            return (tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))") + unit
        }
        if magnitude >= 1e15 { return String(n) }
        if magnitude >= 999_950 * 1000 { return trimmed(n / 1e9, "G") }
        if magnitude >= 999_950 { return trimmed(n / 1e6, "M") }
        if magnitude >= 10_000 { return trimmed(n / 1e3, "k") }
        if n.rounded() == n { return String(Int64(n)) }
        let hundredths = Int64((n * 100).rounded())
        let whole = hundredths / 100
        var fraction = String(abs(hundredths % 100))
        if fraction.count == 1 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = n < 0 && whole == 0 ? "-" : ""
        return fraction.isEmpty ? sign + String(whole) : "\(sign)\(whole).\(fraction)"
    }
}

extension JSONValue {
    /// A string, a number or a boolean as text; nil for null, arrays and objects.
    var scalarText: String? {
        switch self {
        case .string(let s): s
        case .number(let n): FieldReader.format(n)
        case .bool(let b): String(b)
        default: nil
        }
    }
}

extension String {
    /// Without leading and trailing whitespace.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
