/// Where the records of an input are (`--records`).
public enum RecordsLocation: Sendable, Hashable {
    /// Found by themselves: a JSON array's elements, one record a line (JSONL), or, when the input is
    /// one object wrapping an array of records (`{"items": [...]}`, `{"data": [...]}`, a GitHub search
    /// answer), that array's elements (see `RecordScanner`).
    case automatic
    /// The input's top-level values as they are: an object is one record, never unwrapped (`--records .`).
    case topLevel
    /// The elements of the array at this path of names in the top-level object (`--records data.children`).
    case path([String])

    /// `.` for the top level, else a dotted path of member names; nil (with why) for anything else.
    public init(path text: String) throws(FieldPath.Invalid) {
        if text == "." {
            self = .topLevel
            return
        }
        let path = try FieldPath(text)
        var names: [String] = []
        for component in path.components {
            guard case .name(let name) = component else {
                throw FieldPath.Invalid(path: text, reason: "the records are one array: '*' picks no single one")
            }
            names.append(name)
        }
        self = .path(names)
    }
}
