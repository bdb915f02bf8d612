/// A finished scan: the matching rows and what was computed from them.
public struct ScanResult: Sendable {
    public let generation: Int
    /// Matching rows in source order: the filtered view, an index over the source. (32 bits: the
    /// feed's `--max-rows` ceiling is 4 billion.)
    public let rows: [UInt32]
    /// `rows` in the plan's sort order (stable; records without the field last), when it had one.
    public let order: [UInt32]?
    public let counts: FieldCounts?
    public let census: FieldCensus?
    /// Each row's place in the source, in `viewRows`' order, when the plan kept them.
    public let places: [RecordPlace]?
    /// Records looked at, and records that could not be read.
    public let scanned: Int
    public let unread: Int
    /// Values a regular expression gave up on (its match limit), treated as not matching.
    public let regexGaveUp: Int

    /// The rows in the order the view shows them: sorted when a sort was asked for.
    public var viewRows: [UInt32] { order ?? rows }
}

/// What the main loop learns from a scan at one drain.
public struct ScanUpdate: Sendable {
    public let generation: Int
    /// Matching rows found since the last drain, in source order, after every row given before.
    public let newRows: [UInt32]
    /// Matching rows so far.
    public let matches: Int
    /// Records looked at so far, of `total`.
    public let scanned: Int
    public let total: Int
    /// Set once the scan is over (and everything it computed is ready).
    public let result: ScanResult?

    /// 0...1.
    public var progress: Double { total == 0 ? 1 : min(1, Double(scanned) / Double(total)) }
    public var isFinished: Bool { result != nil }
}
