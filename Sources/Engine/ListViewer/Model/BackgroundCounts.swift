/// What the records in view hold, counted off the main loop (a feed's records scanned on every core):
/// the fields they have, for the `s` and `c` pickers, and one field's most frequent values, for the
/// counts panel. Both cover the list as it is filtered now; starting one cancels the other.
/// - Note: Main loop only (the counting itself runs where the app puts it).
public protocol BackgroundCounts: AnyObject {
    /// Starts counting which fields the records in view have.
    func startCensus()
    /// Starts counting the values of `field` (a dotted path, `tags`, `labels.*.name`) in the records
    /// in view; a path that cannot be read is refused with what is wrong.
    func startCounts(of field: String) throws(FilterError)
    /// How far the counting got since the last call, and its result once it is done; nil when
    /// nothing happened.
    func drain() -> CountsUpdate?
    /// Stops the counting; nothing more of it is reported.
    func cancel()
    /// Blocks until the counting is done (stepped runs: snapshots and tests).
    func waitUntilComplete()
    /// The filter's term that keeps the records whose `field` is `value` (`category=快餐`, quoted
    /// where the value needs it); nil when the query language cannot say it.
    func filterTerm(field: String, value: String) -> String?
}

/// A field offered by the field picker.
public struct FieldChoice: Sendable, Equatable {
    /// What the picker lists: the field's path, or an app's name for a sort (`sales`).
    public let name: String
    /// What picking it sorts by or counts (`-monthly_sales`, `labels.name`).
    public let field: String
    /// Records in view that have the field.
    public let records: Int
    /// Whether it is one of the app's named sorts (offered first, and only to sort).
    public let isNamedSort: Bool

    public init(name: String, field: String, records: Int, isNamedSort: Bool = false) {
        self.name = name
        self.field = field
        self.records = records
        self.isNamedSort = isNamedSort
    }
}

/// One field's values in the records in view, most frequent first.
public struct ValueCounts: Sendable, Equatable {
    public struct Value: Sendable, Equatable {
        /// The value's text as the records hold it (a string decoded; not sanitised).
        public let text: String
        /// Records holding it.
        public let count: Int
        /// `count` over the records counted, 0...1.
        public let share: Double

        public init(text: String, count: Int, share: Double) {
            self.text = text
            self.count = count
            self.share = share
        }
    }

    public let field: String
    /// Records counted (those in view).
    public let records: Int
    /// Records in which the field has a value.
    public let recordsWithField: Int
    /// The most frequent values (all of them, or as many as the app hands over).
    public let values: [Value]
    /// Distinct values counted: `values.count` unless the app handed over only the most frequent.
    public let distinct: Int
    /// Values not tallied because too many distinct ones were.
    public let untallied: Int

    public init(
        field: String, records: Int, recordsWithField: Int, values: [Value], distinct: Int? = nil, untallied: Int = 0
    ) {
        self.field = field
        self.records = records
        self.recordsWithField = recordsWithField
        self.values = values
        self.distinct = max(values.count, distinct ?? values.count)
        self.untallied = untallied
    }
}

/// What a background count reports at a drain.
public struct CountsUpdate: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// The fields the records have, the app's named sorts first, then most common first.
        case fields([FieldChoice], records: Int)
        case values(ValueCounts)
    }

    /// How much of the records it has looked at, 0...1.
    public var progress: Double
    /// Set once the counting is done.
    public var result: Result?

    public init(progress: Double, result: Result? = nil) {
        self.progress = progress
        self.result = result
    }
}
