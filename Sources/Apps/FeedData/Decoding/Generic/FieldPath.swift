/// A dotted path into a record, as jq users write one: `user.login`, `labels.0.name`, `labels.*.name`
/// (a leading `.` is allowed: `.user.login`). A component is a member name, an array position, or
/// `*` for every element of an array (every member of an object).
public struct FieldPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        /// A member of an object; on an array, a position written as digits.
        case name(String)
        /// Every element of an array, or every member's value of an object.
        case every
    }

    /// A path that cannot be read, and why, naming it.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "bad path '\(path)': \(reason)" }
    }

    public let components: [Component]
    /// The path as given.
    public let text: String

    /// Components a path may have; deeper records are refused by the parser anyway.
    static let maximumComponents = 32
    /// Values a path with `*` gives at most.
    static let maximumValues = 64

    /// Parses `text`; throws `Invalid` naming the path and what is wrong with it.
    public init(_ text: String) throws(Invalid) {
        self.text = text
        var body = Substring(text)
        if body.hasPrefix(".") { body = body.dropFirst() }
        guard !body.isEmpty else {
            throw Invalid(path: text, reason: text.isEmpty ? "it is empty" : "it names no field")
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Invalid(path: Self.printable(text), reason: "it holds a control character")
        }
        var parsed: [Component] = []
        var after: String?
        for part in body.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else {
                throw Invalid(
                    path: text,
                    reason: after.map { "an empty name after '\($0)'" } ?? "an empty name at the start")
            }
            guard !part.contains(where: { $0 == "[" || $0 == "]" }) else {
                throw Invalid(path: text, reason: "write positions as .0 or .*, not [\(part.filter(\.isNumber))]")
            }
            if part.contains("*"), part != "*" {
                throw Invalid(path: text, reason: "'*' stands alone between dots (labels.*.name), not in '\(part)'")
            }
            parsed.append(part == "*" ? .every : .name(String(part)))
            after = String(part)
        }
        guard parsed.count <= Self.maximumComponents else {
            throw Invalid(path: text, reason: "more than \(Self.maximumComponents) names")
        }
        components = parsed
    }

    public var description: String { text }

    /// Whether the path can give several values (it has a `*`).
    public var isMultiple: Bool { components.contains(.every) }

    /// The path as a fact through it is called: as written, without a leading `.`.
    public var shownName: String { text.hasPrefix(".") ? String(text.dropFirst()) : text }

    /// The values the path reaches in `value`, in order (at most `maximumValues`); empty when it
    /// reaches none.
    func values(in value: JSONValue) -> [JSONValue] {
        var current = [value]
        for component in components {
            var next: [JSONValue] = []
            for item in current {
                switch (component, item) {
                case (.every, .array(let elements)): next += elements.prefix(Self.maximumValues - next.count)
                case (.every, .object(let members)):
                    next += members.prefix(Self.maximumValues - next.count).map(\.value)
                case (.name(let name), .object):
                    if let found = item[name] { next.append(found) }
                case (.name(let name), .array(let elements)):
                    if let index = Int(name), index >= 0, index < elements.count { next.append(elements[index]) }
                default: break
                }
                if next.count >= Self.maximumValues { break }
            }
            current = next
            if current.isEmpty { break }
        }
        return current.filter { $0 != .null }
    }

    /// Controls shown as `\u{…}` in a message.
    private static func printable(_ text: String) -> String {
        String(
            text.unicodeScalars.map {
                $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
            }.joined())
    }
}
