/// Where the records of an input are (`--records`).
public enum RecordsLocation: Sendable, Hashable {
    /// Found by themselves: a JSON array's elements, one record a line (JSONL), or, when the input is
    /// one object wrapping an array of records (`{"items": [...]}`, `{"blockdevices": [...]}`, a
    /// GitHub search answer), that array's elements (see `RecordScanner` and `RecordProbe`).
    case automatic
    /// The input's top-level values as they are: an object is one record, never unwrapped (`--records .`).
    case topLevel
    /// The values a jq-like path reaches (`--records .data.children`, `.Reservations[].Instances[]`).
    case path(RecordPath)

    /// `.` for the top level, else a path (`RecordPath`); nil (with why) for anything else.
    public init(path text: String) throws(FieldPath.Invalid) {
        if text == "." {
            self = .topLevel
            return
        }
        self = .path(try RecordPath(text))
    }
}
