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

    public init(limits: DecodeLimits = .standard, baseDirectory: String) {
        self.limits = limits
        self.baseDirectory = baseDirectory
    }

    /// The decoded record, its issues, and its `id` when it had one (for duplicate detection).
    public struct Result: Sendable {
        public let item: FeedItem
        public let issues: [DecodeIssue]
        public let recordID: String?
        /// The 1-based line the record starts on.
        public let line: Int
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
            return fields.reject("expected an object, found \(value.typeName)")
        }
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
