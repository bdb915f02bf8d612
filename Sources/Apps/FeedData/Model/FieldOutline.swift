/// Every field of a record as lines, for the unfolded card: each field's name and a one-line value,
/// an object's or an array's members indented under it. Bounded (see `FieldOutliner`), with what did
/// not fit counted, so a huge record costs no more memory than the bound.
public struct FieldOutline: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        /// 0 for a top-level field, 1 for a member of one, and so on.
        public let depth: Int
        /// The field's name, or an array element's position.
        public let name: String
        /// The value on one line; a container's size (`{3 fields}`, `[12 items]`).
        public let value: String
        /// Whether the value is an object or an array (its members follow, indented).
        public let isContainer: Bool

        public init(depth: Int, name: String, value: String, isContainer: Bool = false) {
            self.depth = depth
            self.name = name
            self.value = value
            self.isContainer = isContainer
        }
    }

    public let lines: [Line]
    /// Top-level fields not (wholly) kept because the record's outline reached its bound.
    public let omitted: Int

    public init(lines: [Line], omitted: Int = 0) {
        self.lines = lines
        self.omitted = omitted
    }

    public static let empty = FieldOutline(lines: [])
}
