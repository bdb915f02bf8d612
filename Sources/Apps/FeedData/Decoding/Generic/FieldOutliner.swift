/// Makes a record's `FieldOutline`: every field, depth first, members of objects and arrays indented
/// under them, each value on one line.
///
/// Bounded like every other part of a record (`DecodeLimits`): a string value keeps its first
/// `maximumValueBytes`, an array its first `limits.maximumArrayItems` elements (then a line counting
/// the rest), and a record its first `maximumLines` lines and `maximumBytes` of text; the top-level
/// fields past that are counted in `omitted`. 8,192 decoded records (the page cache) of GitHub
/// issues hold about 4 KB of outline each.
struct FieldOutliner {
    static let maximumLines = 400
    static let maximumBytes = 16 << 10
    static let maximumValueBytes = 1 << 10
    static let maximumNameBytes = 128

    let limits: DecodeLimits
    private var lines: [FieldOutline.Line] = []
    private var bytes = 0

    init(limits: DecodeLimits) {
        self.limits = limits
    }

    /// The outline of an object's `members`.
    static func outline(_ members: [(key: String, value: JSONValue)], limits: DecodeLimits) -> FieldOutline {
        var outliner = FieldOutliner(limits: limits)
        for (index, member) in members.enumerated() {
            guard outliner.add(name: member.key, value: member.value, depth: 0) else {
                return FieldOutline(lines: outliner.lines, omitted: members.count - index)
            }
        }
        return FieldOutline(lines: outliner.lines)
    }

    /// Adds a field and what it holds; false once the bound is reached (the field may be cut).
    private mutating func add(name: String, value: JSONValue, depth: Int) -> Bool {
        guard lines.count < Self.maximumLines, bytes < Self.maximumBytes else { return false }
        let shownName = TextExcerpt.cut(FieldReader.replacingControls(name), maximumBytes: Self.maximumNameBytes)
        let line: FieldOutline.Line
        switch value {
        case .string(let s):
            let clean = FieldReader.replacingControls(TextExcerpt.cut(s, maximumBytes: Self.maximumValueBytes + 4))
            let cut = TextExcerpt.cut(clean, maximumBytes: Self.maximumValueBytes)
            line = FieldOutline.Line(depth: depth, name: shownName, value: cut.count < clean.count ? cut + "…" : cut)
        case .number(let n): line = FieldOutline.Line(depth: depth, name: shownName, value: FieldReader.format(n))
        case .bool(let b): line = FieldOutline.Line(depth: depth, name: shownName, value: String(b))
        case .null: line = FieldOutline.Line(depth: depth, name: shownName, value: "null")
        case .array(let items):
            line = FieldOutline.Line(
                depth: depth, name: shownName, value: "[\(items.count) item" + (items.count == 1 ? "]" : "s]"),
                isContainer: true)
        case .object(let members):
            line = FieldOutline.Line(
                depth: depth, name: shownName, value: "{\(members.count) field" + (members.count == 1 ? "}" : "s}"),
                isContainer: true)
        }
        lines.append(line)
        bytes += line.name.utf8.count + line.value.utf8.count + 8
        switch value {
        case .array(let items):
            for (index, item) in items.prefix(limits.maximumArrayItems).enumerated() {
                guard add(name: String(index), value: item, depth: depth + 1) else { return false }
            }
            if items.count > limits.maximumArrayItems {
                let more = items.count - limits.maximumArrayItems
                lines.append(FieldOutline.Line(depth: depth + 1, name: "…", value: "+\(more) more items"))
            }
        case .object(let members):
            for member in members {
                guard add(name: member.key, value: member.value, depth: depth + 1) else { return false }
            }
        default: break
        }
        return true
    }
}
