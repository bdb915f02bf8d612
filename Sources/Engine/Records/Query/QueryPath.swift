/// The field a query term looks at: a dotted path (`rating`, `author.name`, `labels.*.name`,
/// `items.0.id`). Arrays on the way are looked through: `labels.name` is every label's name, as
/// `labels.*.name` is; a component of digits on an array is a position.
public struct QueryPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        /// A member of an object (its name's UTF-8), or a position in an array when all digits.
        case name([UInt8])
        /// Every member of an object, every element of an array.
        case every
    }

    public let components: [Component]
    /// The path as written.
    public let text: String

    /// Components a path may have.
    static let maximumComponents = 32

    /// Parses a dotted path; the error message says what is wrong (without naming the path).
    public init(_ text: String) throws(PathError) {
        self.text = text
        var body = Substring(text)
        if body.hasPrefix(".") { body = body.dropFirst() }
        guard !body.isEmpty else { throw PathError(message: "expected a field name") }
        var parsed: [Component] = []
        for part in body.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw PathError(message: "an empty name in the path '\(text)'") }
            if part.contains("*"), part != "*" {
                throw PathError(message: "'*' stands alone between dots (labels.*.name), not in '\(part)'")
            }
            parsed.append(part == "*" ? .every : .name(Array(part.utf8)))
        }
        guard parsed.count <= Self.maximumComponents else {
            throw PathError(message: "a path of more than \(Self.maximumComponents) names")
        }
        components = parsed
    }

    public var description: String { text }

    /// The last component that names a member (not a position, not `*`): a record that has the
    /// field holds this name as a key, `"name"`, in its bytes (unless written with escapes).
    var lastMemberName: [UInt8]? {
        for component in components.reversed() {
            if case .name(let name) = component, !name.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return name }
        }
        return nil
    }

    /// Why a path cannot be read.
    public struct PathError: Error, Sendable, Equatable {
        public let message: String
    }
}
