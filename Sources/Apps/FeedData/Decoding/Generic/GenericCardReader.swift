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
        /// A part read where the user's path points (noted when it finds nothing), else guessed (the
        /// key it was found at is then used, and left out of the card's facts).
        func part<Value>(
            _ role: CardPart, at path: FieldPath?, read: (FieldPath) -> Value?, guess: () -> (Value, key: String)?
        ) -> Value? {
            if let path {
                let value = read(path)
                note(role, found: value != nil)
                return value
            }
            guard let (value, key) = guess() else { return nil }
            used.insert(key)
            return value
        }

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

        var byline = part(
            .byline, at: overrides.byline,
            read: { joinedText($0.values(in: root)).map { oneLine($0, bytes: Self.bylineBytes) } },
            guess: { guessByline(root) })
        if byline == title { byline = nil }

        let picture = part(
            .image, at: overrides.image, read: { $0.values(in: root).lazy.compactMap { address(of: $0) }.first },
            guess: { guessPicture(root) })
        let time = part(
            .time, at: overrides.time, read: { $0.values(in: root).lazy.compactMap(TimeReading.time(of:)).first },
            guess: { guessTime(root) })

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

        let link = guessLink(root, except: picture)
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

    /// The title, its level and key, and (for a title made of a body) the rest of that body: a log
    /// line's message, else the first of `CardGuess.titleRanks`, else a body's first paragraph, at
    /// the top then one level down; else AWS's `Name` tag; else the first string that reads as text.
    private func guessTitle(_ root: JSONValue) -> (text: String, level: Int, key: String, rest: String?)? {
        let levels = levels(root, skippingPeople: true)
        if case .object(let members) = root, let (key, s) = awsNameTag(members) {
            return (oneLine(s, bytes: Self.titleBytes), 1, key, nil)
        }
        for (index, level) in levels.enumerated() {
            guard case .object(let members) = level.value else { continue }
            func found(_ key: String, _ s: String) -> (text: String, level: Int, key: String, rest: String?) {
                (oneLine(s, bytes: Self.titleBytes), index, level.key ?? key, nil)
            }
            if index == 0, Self.isLogLine(members) {
                for name in CardGuess.logMessages {
                    if let (key, s) = member(members, named: name), titleWorthy(s) { return found(key, s) }
                }
            }
            for rank in CardGuess.titleRanks {
                for name in rank {
                    guard let (key, s) = member(members, named: name), titleWorthy(s) else { continue }
                    // A qualified name wins over its last part (terraform's `address` over its `name`).
                    if let (qualified, q) = member(members, named: "address"), q.hasSuffix("." + s) {
                        return found(qualified, q)
                    }
                    return found(key, s)
                }
            }
            for name in CardGuess.titleTexts {
                guard let member = textMember(members, named: name) else { continue }
                let (key, isLines) = (member.key, member.isLines)
                var s = member.text
                var afterLine = ""
                if isLines, let newline = s.firstIndex(of: "\n") {
                    // Lines (code, a notebook cell): the first is the title, the others the excerpt.
                    afterLine = String(s[s.index(after: newline)...])
                    s = String(s[..<newline])
                }
                var (first, rest) = TextExcerpt.split(s, maximumBytes: Self.titleBytes, restBytes: Self.excerptBytes)
                if !afterLine.isEmpty { rest = TextExcerpt.prose(afterLine, maximumBytes: Self.excerptBytes) }
                if !first.isEmpty, !ImageAddress.isWeb(first) {
                    return (oneLine(first, bytes: Self.titleBytes), index, level.key ?? key, rest.isEmpty ? nil : rest)
                }
            }
        }
        for (index, level) in levels.enumerated() {
            guard case .object(let members) = level.value else { continue }
            for m in members {
                guard case .string(let s) = m.value, readsAsText(s), !CardGuess.isIdentity(m.key),
                    !m.key.hasPrefix("_"),
                    !CardGuess.notTitleNames.contains(m.key.lowercased()),
                    !CardGuess.isAddress(m.key), !CardGuess.isPicture(m.key), !CardGuess.isTime(m.key)
                else { continue }
                return (oneLine(s, bytes: Self.titleBytes), index, level.key ?? m.key, nil)
            }
        }
        // Better an identifier (an AWS reservation's `ReservationId`) than no title at all.
        if case .object(let members) = root {
            for m in members where CardGuess.isIdentity(m.key) {
                // A person's id (`OwnerId`) names someone else.
                let lower = m.key.lowercased()
                if CardGuess.people.contains(where: { lower.hasPrefix($0) }) { continue }
                if case .string(let s) = m.value, !s.trimmingWhitespace.isEmpty, s.utf8.count <= 128 {
                    return (oneLine(s, bytes: Self.titleBytes), 0, m.key, nil)
                }
            }
        }
        return nil
    }

    /// Whether a record is a log line: it has a level, a member only loggers write (`msg`,
    /// journald's `MESSAGE`, ECS's `@timestamp`), or a `message` and a `timestamp` (CloudWatch).
    static func isLogLine(_ members: [(key: String, value: JSONValue)]) -> Bool {
        var message = false
        var time = false
        for m in members {
            let lower = m.key.lowercased()
            if LogLevel.names.contains(lower) || m.key == "msg" || m.key == "MESSAGE" || m.key == "@timestamp" {
                return true
            }
            if lower == "message" { message = true }
            if ["timestamp", "time", "ts"].contains(lower) { time = true }
        }
        return message && time
    }

    /// The first member named `name` (case-insensitive; `*title` and `*name` match endings) holding
    /// a string, and its key.
    private func member(_ members: [(key: String, value: JSONValue)], named name: String) -> (String, String)? {
        let suffix = name.hasPrefix("*") ? String(name.dropFirst()) : nil
        for m in members {
            let lower = m.key.lowercased()
            if let suffix {
                guard lower.hasSuffix(suffix), lower != suffix, !lower.hasPrefix("_"),
                    !CardGuess.notTitleNames.contains(lower)
                else { continue }
            } else if lower != name {
                continue
            }
            if let s = text(m.value) { return (m.key, s) }
        }
        return nil
    }

    /// A body member's text: a string, or an array of lines joined (a notebook cell's `source`),
    /// and whether it was lines.
    private func textMember(
        _ members: [(key: String, value: JSONValue)], named name: String
    ) -> (key: String, text: String, isLines: Bool)? {
        for m in members where m.key.lowercased() == name {
            if let s = text(m.value) { return (m.key, s, false) }
            if case .array(let lines) = m.value {
                let joined = lines.prefix(64).compactMap { if case .string(let s) = $0 { s } else { nil } }.joined()
                if let s = text(.string(joined)) { return (m.key, s.trimmingWhitespace, true) }
            }
        }
        return nil
    }

    /// AWS's convention: `"Tags": [{"Key": "Name", "Value": "web-1"}]` names the resource.
    private func awsNameTag(_ members: [(key: String, value: JSONValue)]) -> (String, String)? {
        for m in members where m.key.lowercased() == "tags" {
            guard case .array(let tags) = m.value else { continue }
            for tag in tags.prefix(64) {
                if case .string(let key) = tag["Key"] ?? tag["key"], key == "Name",
                    let value = text(tag["Value"] ?? tag["value"])
                {
                    return (m.key, value)
                }
            }
        }
        return nil
    }

    /// A string that can be a title: not a web address, an identifier or a time.
    private func titleWorthy(_ s: String) -> Bool {
        let trimmed = s.trimmingWhitespace
        return !trimmed.isEmpty && !ImageAddress.isWeb(trimmed) && TimeReading.text(trimmed) == nil
            && !Self.looksLikeIdentifier(trimmed)
    }

    /// A string that reads as a name or a headline: short, with a letter, and a title's worth.
    private func readsAsText(_ s: String) -> Bool {
        s.utf8.count <= 200 && s.contains(where: \.isLetter) && titleWorthy(s)
    }

    /// A UUID, a hash or a number written as text: `3f2a...`, `550e8400-e29b-...`, `12345`.
    static func looksLikeIdentifier(_ s: String) -> Bool {
        let scalars = s.unicodeScalars
        if scalars.allSatisfy({ ("0"..."9").contains($0) }) { return true }
        let hex = scalars.filter { $0 != "-" }
        return hex.count >= 12 && !scalars.contains(" ") && hex.allSatisfy { $0.properties.isASCIIHexDigit }
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
        var levels = levels(root, skippingPeople: true)
        // Then two levels down, people included (`commit.author.date`).
        if case .object(let members) = root {
            for member in members {
                guard case .object(let inner) = member.value else { continue }
                for child in inner where CardGuess.people.contains(child.key.lowercased()) {
                    if case .object = child.value { levels.append((member.key, child.value)) }
                }
            }
        }
        for level in levels {
            guard case .object(let members) = level.value else { continue }
            for name in CardGuess.times {
                let lower = name.lowercased()
                for member in members where member.key.lowercased() == lower {
                    if let time = TimeReading.time(of: member.value) { return (time, level.key ?? member.key) }
                }
            }
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

    /// The record's page: the first of `CardGuess.links` that is not its picture (nor any picture).
    private func guessLink(_ root: JSONValue, except picture: String?) -> (address: String, key: String)? {
        for level in levels(root, skippingPeople: true) {
            for name in CardGuess.links {
                if case .string(let s) = level.value[name], let address = webAddress(s), address != picture,
                    !Self.isPictureAddress(address)
                {
                    return (address, level.key ?? name)
                }
            }
        }
        return nil
    }

    /// Whether a web address names a picture file (`.../thumb.jpg?s=64`).
    static func isPictureAddress(_ address: String) -> Bool {
        let path = address.lowercased().split(whereSeparator: { $0 == "?" || $0 == "#" }).first ?? ""
        return [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg"].contains { path.hasSuffix($0) }
    }

    /// Facts and tags from the top-level members not used by another part, in the record's order;
    /// states and levels (badges) first wherever they are (a run's `conclusion` after ten others).
    private func guessFacts(
        _ members: [(key: String, value: JSONValue)], except used: Set<String>
    ) -> ([RecordFact], [String]) {
        var badges: [RecordFact] = []
        var facts: [RecordFact] = []
        var tags: [String] = []
        var seen: Set<String> = []
        for member in members.prefix(256) where !used.contains(member.key) && seen.insert(member.key).inserted {
            if CardGuess.tagLists.contains(member.key.lowercased()), case .array(let items) = member.value {
                tags += items.lazy.compactMap(tagText).prefix(Self.maximumTags - tags.count)
                continue
            }
            guard badges.count < Self.maximumFacts,
                let fact = fact(named: member.key, value: member.value, asked: false)
            else { continue }
            if case .badge = fact.kind {
                badges.append(fact)
            } else if facts.count < Self.maximumFacts {
                facts.append(fact)
            }
        }
        return (Array((badges + facts).prefix(Self.maximumFacts)), tags)
    }

    /// A fact of field `name`: a number, a true flag, a short string (a state as a badge). A value
    /// the command line asked for (`--fields`) is shown whatever its name; a guessed one is not an
    /// identity, an address, a time or a long text.
    private func fact(named name: String, value: JSONValue, asked: Bool) -> RecordFact? {
        let shownName = TextExcerpt.cut(FieldReader.replacingControls(name), maximumBytes: Self.factBytes)
        let lastName = name.split(separator: ".").last.map(String.init) ?? name
        if !asked, CardGuess.isIdentity(name) || CardGuess.isAddress(name) { return nil }
        if LogLevel.names.contains(name.lowercased()), let level = LogLevel.read(value, name: name) {
            return RecordFact(
                name: shownName, value: oneLine(level.word, bytes: Self.factBytes), kind: .badge(level.tone))
        }
        switch value {
        case .bool(true): return RecordFact(name: shownName, value: "true", kind: .flag)
        case .bool(false): return asked ? RecordFact(name: shownName, value: "false", kind: .text) : nil
        case .number(let n):
            guard n.isFinite,
                asked || !(CardGuess.isTime(name) || TimeReading.looksLikeEpoch(n) && CardGuess.isEpochNamed(name))
            else { return nil }
            return RecordFact(name: shownName, value: Self.number(n), kind: .number)
        case .string(let raw):
            // Markup (a search's `<em>reac</em>t`) is shown as its text.
            let s =
                raw.contains("<") && raw.contains(">") ? TextExcerpt.prose(raw, maximumBytes: Self.factBytes * 4) : raw
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
