public import BurinCore

/// Turns the bytes of one record into a `FeedItem`, validating every field.
///
/// Pure and thread-agnostic: the loader queue calls it for each record of a page. It never fails:
/// a record that cannot be read becomes `.invalid` with a `.rejected` issue; a bad field gets its
/// default and a `.defaulted` issue; an over-long field is cut with a `.truncated` issue.
public struct RecordDecoder: Sendable {
    public let limits: DecodeLimits
    /// The folder relative thumbnail paths are resolved against (the data file's folder).
    public let baseDirectory: String
    /// Which card an object record shows (`--card`), and the generic card's paths.
    public let cards: CardReading

    public init(limits: DecodeLimits = .standard, baseDirectory: String, cards: CardReading = CardReading()) {
        self.limits = limits
        self.baseDirectory = baseDirectory
        self.cards = cards
    }

    /// The decoded record, its issues, and its `id` when it had one (for duplicate detection).
    public struct Result: Sendable {
        public let item: FeedItem
        public let issues: [DecodeIssue]
        public let recordID: String?
        /// The 1-based line the record starts on.
        public let line: Int
        /// The generic card's parts whose path (`--title` ...) found nothing in this record.
        public var misses: CardParts = []

        init(item: FeedItem, issues: [DecodeIssue], recordID: String?, line: Int, misses: CardParts = []) {
            self.item = item
            self.issues = issues
            self.recordID = recordID
            self.line = line
            self.misses = misses
        }
    }

    /// Decodes one record. `line` is its 1-based starting line, used in issues.
    public func decode(_ bytes: UnsafeBufferPointer<UInt8>, row: RowID, line: Int) -> Result {
        guard bytes.count <= limits.maximumRecordBytes else {
            return tooLarge(length: bytes.count, row: row, line: line)
        }
        var fields = FieldReader(row: row, line: line, limits: limits)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            let column = Self.column(of: error.offset, in: bytes)
            return fields.reject("malformed JSON at column \(column): \(error.reason)")
        }
        guard case .object = value else {
            // A string, a number or a list of them (`jq '.[].name'`, `[1, 2]`) is a row of its text.
            let reader = GenericCardReader(limits: limits, baseDirectory: baseDirectory, overrides: cards.overrides)
            guard let record = reader.readScalar(value, row: row, line: line) else {
                return fields.reject("expected an object, found \(value.typeName)")
            }
            return Result(item: .generic(record), issues: fields.issues, recordID: nil, line: line)
        }
        switch cards.choice {
        case .merchant:
            return merchantOrOther(value, fields: &fields, line: line)
        case .generic:
            return generic(value, fields: fields, row: row, line: line)
        case .fields:
            let record = fields.other(value, why: nil)
            return Result(item: .other(record), issues: fields.issues, recordID: nil, line: line)
        case .auto:
            switch value["type"] {
            case .string("banner"), .string("merchant"):
                return merchantOrOther(value, fields: &fields, line: line)
            case nil, .null:
                guard Self.looksLikeMerchant(value) else { return generic(value, fields: fields, row: row, line: line) }
                return merchantOrOther(value, fields: &fields, line: line)
            default:
                return generic(value, fields: fields, row: row, line: line)
            }
        }
    }

    /// The merchant feed's reading: a banner, a merchant, or a record of its fields counted as not a
    /// merchant.
    private func merchantOrOther(_ value: JSONValue, fields: inout FieldReader, line: Int) -> Result {
        switch value["type"] {
        case .string("banner"):
            return Result(item: .banner(fields.banner(value)), issues: fields.issues, recordID: nil, line: line)
        case .string("merchant"):
            break
        case nil, .null:
            // No kind said: a merchant if it gives any merchant field, else shown as what it is.
            guard Self.merchantFields.contains(where: { value[$0].map { $0 != .null } ?? false }) else {
                return Result(
                    item: .other(fields.other(value, why: "no merchant field")), issues: fields.issues, recordID: nil,
                    line: line)
            }
        case .some(let kind):
            let why = "type \(Self.preview(kind)) is not a merchant or a banner"
            return Result(
                item: .other(fields.other(value, why: why)), issues: fields.issues, recordID: nil, line: line)
        }
        let merchant = fields.merchant(value, baseDirectory: baseDirectory)
        return Result(item: .merchant(merchant), issues: fields.issues, recordID: fields.recordID, line: line)
    }

    /// The generic card of an object record.
    private func generic(_ value: JSONValue, fields: FieldReader, row: RowID, line: Int) -> Result {
        let reader = GenericCardReader(limits: limits, baseDirectory: baseDirectory, overrides: cards.overrides)
        let read = reader.read(value, row: row, line: line)
        return Result(
            item: .generic(read.record), issues: fields.issues, recordID: nil, line: line, misses: read.misses)
    }

    /// Whether a record with no `type` is a merchant in `--card auto`: it has a field only merchants
    /// have, or more than half of its fields (`id` aside) are merchant fields. A `name`, `status`,
    /// `tags` or `thumbnail` among other fields does not make one: records of many kinds have them
    /// (a GitHub repository has a `name` among 80 fields), and a merchant card of such a record would
    /// show nothing but its name and "no rating".
    static func looksLikeMerchant(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        var merchant = 0
        var others = 0
        var seen: Set<String> = []
        for member in members where member.key != "id" && member.value != .null && seen.insert(member.key).inserted {
            if merchantOnlyFields.contains(member.key) { return true }
            if merchantFields.contains(member.key) { merchant += 1 } else { others += 1 }
        }
        return merchant > others
    }

    /// Fields only a merchant has: one of them makes a record a merchant in `--card auto`.
    static let merchantOnlyFields: Set<String> = [
        "rating", "monthly_sales", "delivery_minutes", "distance_km", "min_order", "delivery_fee", "avg_price",
        "promotions", "delivery_brand", "preorder",
    ]

    /// Fields only merchants have (`id` is not one: any record may have an id).
    static let merchantFields = [
        "name", "category", "rating", "monthly_sales", "delivery_minutes", "distance_km", "min_order",
        "delivery_fee", "avg_price", "tags", "promotions", "delivery_brand", "preorder", "status", "thumbnail",
    ]

    /// The rejection of a record longer than `limits.maximumRecordBytes`, which is never read.
    public func tooLarge(length: Int, row: RowID, line: Int) -> Result {
        rejected("record is \(length) bytes; the limit is \(limits.maximumRecordBytes)", row: row, line: line)
    }

    /// A record that could not be read for `reason`.
    public func rejected(_ reason: String, row: RowID, line: Int) -> Result {
        var fields = FieldReader(row: row, line: line, limits: limits)
        return fields.reject(reason)
    }

    /// Decodes a record held in an array (tests, small inputs).
    public func decode(_ bytes: [UInt8], row: RowID, line: Int) -> Result {
        bytes.withUnsafeBufferPointer { decode($0, row: row, line: line) }
    }

    /// The 1-based column (in Unicode scalars, roughly what an editor shows) of a byte offset.
    private static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    static func preview(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): "\"\(s.prefix(32))\""
        case .number(let n): FieldReader.format(n)
        case .bool(let b): String(b)
        default: value.typeName
        }
    }
}
