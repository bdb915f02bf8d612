/// Size limits applied at load, so one hostile record cannot make layout or memory explode.
public struct DecodeLimits: Sendable, Hashable {
    /// Strings longer than this many UTF-8 bytes are cut at a character boundary.
    public var maximumStringBytes: Int
    /// Arrays (tags, promotions, colours) longer than this are cut.
    public var maximumArrayItems: Int
    /// Records longer than this are rejected without being parsed.
    public var maximumRecordBytes: Int
    /// A thumbnail given as a web address longer than this many UTF-8 bytes is dropped (reported),
    /// never cut: a shortened URL names another picture. The fetcher's own limit is the same.
    public var maximumURLBytes: Int

    public init(
        maximumStringBytes: Int = 512, maximumArrayItems: Int = 32, maximumRecordBytes: Int = 1 << 20,
        maximumURLBytes: Int = 8192
    ) {
        self.maximumStringBytes = max(1, maximumStringBytes)
        self.maximumArrayItems = max(0, maximumArrayItems)
        self.maximumRecordBytes = max(2, maximumRecordBytes)
        self.maximumURLBytes = max(16, maximumURLBytes)
    }

    public static let standard = DecodeLimits()
}
