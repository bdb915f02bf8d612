import BurinCore

/// Reads the fields of one record object, collecting issues as it goes. One per record.
struct FieldReader {
    let row: RowID
    let line: Int
    let limits: DecodeLimits
    private(set) var issues: [DecodeIssue] = []
    private(set) var recordID: String?

    init(row: RowID, line: Int, limits: DecodeLimits) {
        self.row = row
        self.line = line
        self.limits = limits
    }

    mutating func note(_ kind: DecodeIssue.Kind, _ field: String?, _ reason: String) {
        issues.append(DecodeIssue(kind: kind, row: row, line: line, field: field, reason: reason))
    }

    mutating func reject(_ reason: String) -> RecordDecoder.Result {
        note(.rejected, nil, reason)
        let item = FeedItem.invalid(InvalidRecord(row: row, line: line, reason: reason))
        return RecordDecoder.Result(item: item, issues: issues, recordID: nil, line: line)
    }

    mutating func merchant(_ object: JSONValue, baseDirectory: String) -> Merchant {
        let id = readID(object["id"])
        recordID = id
        let thumbnail = thumbnail(object, baseDirectory: baseDirectory)
        return Merchant(
            row: row,
            id: id ?? "",
            name: string(object, "name", required: true, default: "(unnamed)"),
            category: string(object, "category", default: ""),
            rating: number(object, "rating", range: 0...5),
            monthlySales: integer(object, "monthly_sales", range: 0...1_000_000_000),
            deliveryMinutes: integer(object, "delivery_minutes", range: 0...10_000),
            distanceKm: number(object, "distance_km", range: 0...100_000),
            minOrder: number(object, "min_order", range: 0...10_000_000),
            deliveryFee: number(object, "delivery_fee", range: 0...10_000_000),
            avgPrice: number(object, "avg_price", range: 0...10_000_000),
            tags: stringArray(object, "tags"),
            promotions: stringArray(object, "promotions"),
            deliveryBrand: optionalString(object, "delivery_brand"),
            preorder: optionalString(object, "preorder"),
            status: status(object["status"]),
            thumbnailPath: thumbnail)
    }

    mutating func banner(_ object: JSONValue) -> Banner {
        var colors: [RGBA] = []
        for item in array(object, "colors") {
            if case .string(let s) = item, let color = RGBA(hexString: s) {
                colors.append(color)
            } else {
                note(.defaulted, "colors", "\(RecordDecoder.preview(item)) is not a #rrggbb colour; skipped")
            }
        }
        if colors.isEmpty { colors = Self.defaultBannerColors }
        return Banner(
            row: row,
            title: string(object, "title", required: true, default: ""),
            subtitle: string(object, "subtitle", default: ""),
            colors: colors)
    }

    /// A record of no known kind, kept as its first fields with one-line previews of their values, and
    /// every field for the unfolded card. `why` it is not a merchant is reported (`.notMerchant`); nil
    /// when the fields were asked for (`--card fields`), which is no issue.
    mutating func other(_ object: JSONValue, why: String?) -> OtherRecord {
        guard case .object(let members) = object else {
            return OtherRecord(row: row, line: line, fields: [], fieldCount: 0)
        }
        let count = members.count
        if let why { note(.notMerchant, nil, "\(why); shown as a record of \(count) field" + (count == 1 ? "" : "s")) }
        let kept = members.prefix(Self.otherFieldsKept).map { member in
            OtherRecord.Field(name: clean(member.key, field: "field name"), value: preview(member.value))
        }
        return OtherRecord(
            row: row, line: line, fields: kept, fieldCount: count,
            outline: FieldOutliner.outline(members, limits: limits), isChosen: why == nil)
    }

    /// Fields of another record kept for display: a card shows a few, a filter matches on them.
    static let otherFieldsKept = 8

    /// A value as one line: a string as itself, a number as written, a container by its size.
    private mutating func preview(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): clean(s, field: "value")
        case .number(let n): Self.format(n)
        case .bool(let b): String(b)
        case .null: "null"
        case .array(let items): "[\(items.count) item" + (items.count == 1 ? "]" : "s]")
        case .object(let members): "{\(members.count) field" + (members.count == 1 ? "}" : "s}")
        }
    }

    static let defaultBannerColors = [RGBA(hex: 0xFF7A45), RGBA(hex: 0xFF4D4F)]

    // MARK: Field kinds

    private mutating func readID(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s):
            return clean(s, field: "id")
        case .number(let n) where n.rounded() == n && abs(n) < 1e15:
            return String(Int64(n))
        case nil, .null:
            note(.defaulted, "id", "missing; the row is identified by its position only")
            return nil
        case .some(let other):
            note(.defaulted, "id", "expected a string or an integer, found \(RecordDecoder.preview(other))")
            return nil
        }
    }

    private mutating func string(_ object: JSONValue, _ key: String, required: Bool = false, default fallback: String)
        -> String
    {
        switch object[key] {
        case .string(let s):
            return clean(s, field: key)
        case nil, .null:
            if required { note(.defaulted, key, "missing; read as \"\(fallback)\"") }
            return fallback
        case .some(let other):
            note(.defaulted, key, "expected a string, found \(RecordDecoder.preview(other))")
            return fallback
        }
    }

    private mutating func optionalString(_ object: JSONValue, _ key: String) -> String? {
        switch object[key] {
        case .string(let s):
            let cleaned = clean(s, field: key)
            return cleaned.isEmpty ? nil : cleaned
        case nil, .null:
            return nil
        case .some(let other):
            note(.defaulted, key, "expected a string or null, found \(RecordDecoder.preview(other))")
            return nil
        }
    }

    /// A number in `range` (clamped, and reported, when outside it); nil when the record gives none or
    /// gives something else (reported): a missing number is shown as missing, never as a made-up 0.
    private mutating func number(_ object: JSONValue, _ key: String, range: ClosedRange<Double>) -> Double? {
        switch object[key] {
        case .number(let n) where range.contains(n):
            return n
        case .number(let n) where n.isNaN:
            note(.defaulted, key, "not a number; read as missing")
            return nil
        case .number(let n):
            let clamped = min(max(n, range.lowerBound), range.upperBound)
            let bound =
                n < range.lowerBound
                ? "below \(Self.format(range.lowerBound))" : "above \(Self.format(range.upperBound))"
            note(.defaulted, key, "\(Self.format(n)) is \(bound); read as \(Self.format(clamped))")
            return clamped
        case nil, .null:
            return nil
        case .some(let other):
            note(.defaulted, key, "expected a number, found \(RecordDecoder.preview(other)); read as missing")
            return nil
        }
    }

    private mutating func integer(_ object: JSONValue, _ key: String, range: ClosedRange<Int>) -> Int? {
        // In range by now, so the conversion cannot trap.
        number(object, key, range: Double(range.lowerBound)...Double(range.upperBound)).map { Int($0.rounded(.down)) }
    }

    private mutating func array(_ object: JSONValue, _ key: String) -> [JSONValue] {
        switch object[key] {
        case .array(let items):
            if items.count > limits.maximumArrayItems {
                note(.truncated, key, "\(items.count) items; cut to \(limits.maximumArrayItems)")
                return Array(items.prefix(limits.maximumArrayItems))
            }
            return items
        case nil, .null:
            return []
        case .some(let other):
            note(.defaulted, key, "expected an array, found \(RecordDecoder.preview(other))")
            return []
        }
    }

    private mutating func stringArray(_ object: JSONValue, _ key: String) -> [String] {
        var result: [String] = []
        for item in array(object, key) {
            guard case .string(let s) = item else {
                note(.defaulted, key, "item \(RecordDecoder.preview(item)) is not a string; skipped")
                continue
            }
            let cleaned = clean(s, field: key)
            if !cleaned.isEmpty { result.append(cleaned) }
        }
        return result
    }

    /// A thumbnail: a web address (`http://`, `https://`) kept as written, or a file path resolved
    /// against the data file's folder.
    private mutating func thumbnail(_ object: JSONValue, baseDirectory: String) -> String? {
        guard case .string(let text) = object["thumbnail"], ImageAddress.isWeb(text) else {
            return optionalString(object, "thumbnail").flatMap { resolve($0, against: baseDirectory) }
        }
        // Never resolved and never cut (a shortened URL names another picture): one too long is dropped.
        let size = text.utf8.count
        guard size <= limits.maximumURLBytes else {
            note(.defaulted, "thumbnail", "a URL of \(size) bytes, over \(limits.maximumURLBytes); no picture")
            return nil
        }
        // Controls become spaces, as in every field; the fetcher refuses a URL with spaces, visibly.
        return Self.replacingControls(text)
    }

    private mutating func status(_ value: JSONValue?) -> MerchantStatus {
        switch value {
        case .string(let s):
            if let status = MerchantStatus(rawValue: s.lowercased()) { return status }
            note(.defaulted, "status", "unknown status \"\(s.prefix(32))\"; read as open")
            return .open
        case nil, .null:
            return .open
        case .some(let other):
            note(.defaulted, "status", "expected a string, found \(RecordDecoder.preview(other)); read as open")
            return .open
        }
    }

    // MARK: Helpers

    /// Replaces control characters (which would move the terminal cursor) with spaces, and cuts the
    /// string at a character boundary when it is longer than the limit.
    private mutating func clean(_ s: String, field: String) -> String {
        let text = Self.replacingControls(s)
        let size = text.utf8.count
        guard size > limits.maximumStringBytes else { return text }
        var cut = ""
        var used = 0
        for character in text {
            let n = character.utf8.count
            if used + n > limits.maximumStringBytes { break }
            cut.append(character)
            used += n
        }
        note(.truncated, field, "\(size) bytes; cut to \(used)")
        return cut
    }

    static func replacingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// An absolute path: relative paths are joined to the data file's folder. No escape check:
    /// the data file names pictures to show, and reading one is no more than its author could do.
    private func resolve(_ path: String, against base: String) -> String? {
        if path.hasPrefix("/") { return path }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    static func format(_ n: Double) -> String {
        if n.isFinite, n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
