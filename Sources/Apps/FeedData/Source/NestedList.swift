/// An array of records inside a record, to walk into (findmnt's `children`, a release's `assets`, an
/// HN comment's replies): where it is in the record, and how many elements it has.
public struct NestedList: Sendable, Hashable {
    /// The member names down to it from the record (`children`, `replies.data.children`).
    public let keys: [String]
    public let count: Int

    /// The path as the status bar shows it after the record's own (`.children`, `."3166-1"`).
    public var text: String { keys.map(RecordPath.written).joined() }

    /// The lists of arrays a record's bytes hold, a few member names down (`RecordProbe.maximumDepth`),
    /// largest first, then in the record's order: each non-empty array of objects, arrays or scalars.
    /// A byte scan, not a parse: bounded in memory whatever the nesting (10,000 levels cost a counter).
    public static func lists(in bytes: ArraySlice<UInt8>) -> [NestedList] {
        var finder = Finder()
        bytes.withUnsafeBufferPointer { buffer in
            for b in buffer { finder.feed(b) }
        }
        return finder.found.enumerated()
            .filter { $0.element.count > 0 }
            .sorted { a, b in
                a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
            }
            .map(\.element)
    }

    /// Walks a record's bytes, keeping the containers only while they are objects a few names deep.
    private struct Finder {
        private enum Container {
            case object(key: String?, expectingKey: Bool)
            case array(list: Int?, expectingValue: Bool)
        }
        /// Containers on the path of names (at most `maximumDepth + 1`); deeper ones are skipped.
        private var stack: [Container] = []
        private var deeper = SkippedContainer()
        private var string = JSONStringState()
        private var name = MemberNameCapture(limit: 256)
        private var inBare = false
        private(set) var found: [NestedList] = []
        private var counts: [Int] = []

        mutating func feed(_ b: UInt8) {
            if string.isInside {
                if let key = name.read(b, closed: string.closes(at: b)), case .object = stack.last {
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
                return
            }
            let structural =
                b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: "}")
                || b == UInt8(ascii: "]") || b == UInt8(ascii: ",") || b == UInt8(ascii: ":") || b == UInt8(ascii: "\"")
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 {
                inBare = false
                return
            }
            if !structural {
                if !inBare, !deeper.isSkipping { elementStarts() }
                inBare = true
                return
            }
            inBare = false
            if deeper.isSkipping {
                deeper.read(b, string: &string)
                return
            }
            switch b {
            case UInt8(ascii: "\""):
                if case .object(_, true) = stack.last {
                    name.start()
                } else {
                    elementStarts()
                }
                string.open()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                elementStarts()
                let keys = path()
                guard let keys, stack.count <= RecordProbe.maximumDepth else {
                    deeper.enter()
                    return
                }
                if b == UInt8(ascii: "{") {
                    stack.append(.object(key: nil, expectingKey: true))
                } else if !keys.isEmpty {
                    found.append(NestedList(keys: keys, count: 0))
                    stack.append(.array(list: found.count - 1, expectingValue: true))
                } else {
                    stack.append(.array(list: nil, expectingValue: true))
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ":"):
                if case .object(let key, _) = stack.last {
                    stack[stack.count - 1] = .object(key: key, expectingKey: false)
                }
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let key, _): stack[stack.count - 1] = .object(key: key, expectingKey: true)
                case .array(let list, _): stack[stack.count - 1] = .array(list: list, expectingValue: true)
                case nil: break
                }
            default: break
            }
        }

        /// A value starts: in a list, its next element.
        private mutating func elementStarts() {
            guard case .array(let list, true) = stack.last else { return }
            stack[stack.count - 1] = .array(list: list, expectingValue: false)
            if let list { found[list] = NestedList(keys: found[list].keys, count: found[list].count + 1) }
        }

        /// The names down to here below the record itself, when every container is an object; nil in an array.
        private func path() -> [String]? {
            var keys: [String] = []
            for (n, container) in stack.enumerated() {
                switch container {
                case .object(let key, _):
                    if let key { keys.append(key) } else if n != stack.count - 1 { return nil }
                case .array: return nil
                }
            }
            return keys
        }
    }
}
