/// Where the records are in a document, as jq users write it (`--records`): `.items`,
/// `.[1].data.children`, `.Reservations[].Instances[]` (`[]` takes every element of an array),
/// quoted keys (`."3166-1"`, `.["a b"]`). The records are the values the path reaches; a path that
/// does not end in `[]` reaches an array, whose elements are the records (`.items` is `.items[]`).
/// Older dotted paths without the leading `.` (`data.children`) read the same.
public struct RecordPath: Sendable, Hashable, CustomStringConvertible {
    public enum Step: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// One element of an array (0-based).
        case index(Int)
        /// Every element of an array.
        case each
    }

    /// The steps down to the records themselves (the last is always `.each` or an `.index`).
    public let steps: [Step]
    /// The path as written, without a leading `.` (`data.children`, `[1].data.children`).
    public let text: String

    /// Steps a path may have.
    static let maximumSteps = 32

    public var description: String { text }

    /// The path to an array, found in a document: its elements are the records.
    init(keys: [String]) {
        steps = keys.map(Step.key) + [.each]
        text = String(keys.map(Self.written).joined().dropFirst())
    }

    /// Parses `text`; throws `FieldPath.Invalid` naming the path and what is wrong with it.
    public init(_ text: String) throws(FieldPath.Invalid) {
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw FieldPath.Invalid(
                path: String(text.unicodeScalars.filter { $0.value >= 0x20 }), reason: "it holds a control character")
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), text: text)
        var steps = try parser.parse()
        guard !steps.isEmpty else { throw FieldPath.Invalid(path: text, reason: "it names no array") }
        if steps.last != .each { steps.append(.each) }
        guard steps.count <= Self.maximumSteps else {
            throw FieldPath.Invalid(path: text, reason: "more than \(Self.maximumSteps) steps")
        }
        self.steps = steps
        self.text = text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// A key as written in a path: `.name`, or `."3166-1"` when it is not a plain name.
    /// A key found in a file may hold anything: controls are written as `\u{1b}`, never raw, since
    /// the path is shown in the status bar.
    static func written(_ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        if plain { return "." + key }
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return ".\"" + escaped + "\""
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let text: String
        var i = 0

        init(scalars: [Unicode.Scalar], text: String) {
            self.scalars = scalars
            self.text = text
        }

        func fail(_ reason: String) -> FieldPath.Invalid { FieldPath.Invalid(path: text, reason: reason) }

        mutating func parse() throws(FieldPath.Invalid) -> [Step] {
            var steps: [Step] = []
            // An old-style path starts with a name, no dot.
            if i < scalars.count, scalars[i] != ".", scalars[i] != "[" { steps.append(.key(try name())) }
            while i < scalars.count {
                switch scalars[i] {
                case ".":
                    i += 1
                    guard i < scalars.count else {
                        if steps.isEmpty { return [] }
                        throw fail("it ends with '.'")
                    }
                    if scalars[i] == "[" { continue }
                    if scalars[i] == "\"" {
                        steps.append(.key(try quoted()))
                    } else {
                        steps.append(try nameOrPosition())
                    }
                case "[":
                    steps.append(try bracket())
                default:
                    throw fail("unexpected '\(scalars[i])' at character \(i + 1)")
                }
            }
            return steps
        }

        /// A plain name up to the next `.` or `[`; digits alone are a position (`labels.0`, as before).
        mutating func nameOrPosition() throws(FieldPath.Invalid) -> Step {
            let word = try name()
            if word == "*" { throw fail("write every element as [] (.items[]), not '*'") }
            return .key(word)
        }

        mutating func name() throws(FieldPath.Invalid) -> String {
            let start = i
            while i < scalars.count, scalars[i] != ".", scalars[i] != "[" {
                if scalars[i] == "\"" || scalars[i] == "]" { throw fail("unexpected '\(scalars[i])' in a name") }
                i += 1
            }
            guard i > start else { throw fail(start == 0 ? "an empty name at the start" : "an empty name (..)") }
            return String(String.UnicodeScalarView(scalars[start..<i]))
        }

        /// `"..."` with `\"` and `\\` escapes.
        mutating func quoted() throws(FieldPath.Invalid) -> String {
            i += 1
            var out = String.UnicodeScalarView()
            while i < scalars.count {
                let s = scalars[i]
                i += 1
                if s == "\"" { return String(out) }
                if s == "\\" {
                    guard i < scalars.count else { break }
                    out.append(scalars[i])
                    i += 1
                } else {
                    out.append(s)
                }
            }
            throw fail("a quoted name is not closed")
        }

        /// `[]`, `[N]` or `["key"]`.
        mutating func bracket() throws(FieldPath.Invalid) -> Step {
            i += 1
            guard i < scalars.count else { throw fail("'[' is not closed") }
            var step: Step
            if scalars[i] == "]" {
                step = .each
            } else if scalars[i] == "\"" {
                step = .key(try quoted())
            } else {
                let start = i
                if scalars[i] == "-" { i += 1 }
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                let digits = String(String.UnicodeScalarView(scalars[start..<i]))
                guard let n = Int(digits) else {
                    throw fail("write [] for every element, [N] for one, or [\"key\"]")
                }
                guard n >= 0 else { throw fail("positions count from 0; [\(n)] counts from the end") }
                step = .index(n)
            }
            guard i < scalars.count, scalars[i] == "]" else { throw fail("'[' is not closed") }
            i += 1
            return step
        }
    }
}
