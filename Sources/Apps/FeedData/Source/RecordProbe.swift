/// Reads an input's first object byte by byte, for `RecordScanner`, to tell what the input is: the
/// members it passes (with their paths), the arrays of objects under the names a wrapper gives its
/// records, the array `--records` names, where the object ends and whether anything follows it.
/// It keeps no more than the open containers and those arrays, whatever the object's size.
struct RecordProbe {
    /// What a byte told.
    enum Event: Equatable {
        case none
        /// This `[` opens the array `--records` names.
        case foundRecords([String])
        /// This byte closed the first object.
        case closed
        /// This non-blank byte, after the first object, starts another value.
        case following
    }

    /// An array of objects a wrapper may hold its records in.
    struct Candidate: Equatable {
        let path: [String]
        /// The byte after its `[`, and that byte's line.
        let offset: Int
        let line: Int
        var elements = 0
        var firstIsObject: Bool?
    }

    /// Names under which APIs wrap their records (`{"items": [...]}`), one or two levels down
    /// (`{"data": {"children": [...]}}`, Elasticsearch's `hits.hits`).
    static let wrapperNames: Set<String> = [
        "items", "data", "results", "result", "records", "entries", "hits", "rows", "nodes", "edges", "list",
        "values", "value", "objects", "elements", "children", "docs", "documents", "posts", "articles", "stories",
        "issues", "messages", "events", "users", "repositories", "repos", "collection", "content", "features",
    ]

    private enum Container {
        case object(key: String?, expectingKey: Bool)
        case array(candidate: Int?, expectingValue: Bool)
    }

    /// The array `--records` names, or nil to look for a wrapper's (when `unwraps`).
    let target: [String]?
    let unwraps: Bool
    /// Where the first object starts, and its line.
    var start = 0
    var startLine = 1
    /// One past the first object's last byte, once it closed, and the line it closed on.
    private(set) var rootEnd: Int?
    private(set) var rootEndLine = 0
    /// Whether a line ended after the first object.
    private(set) var newlineAfterRoot = false
    private(set) var candidates: [Candidate] = []
    private var stack: [Container] = []
    private var string = JSONStringState()
    private var capturingKey = false
    private var keyBytes: [UInt8] = []

    init(records: RecordsLocation) {
        switch records {
        case .automatic:
            target = nil
            unwraps = true
        case .topLevel:
            target = nil
            unwraps = false
        case .path(let path):
            target = path
            unwraps = false
        }
    }

    /// The wrapper's array the records are in, if the first object is a wrapper: of the arrays of
    /// objects under a wrapper's name, one directly in the object before one a level down, then the
    /// longest.
    var chosen: Candidate? {
        let arrays = candidates.filter { $0.firstIsObject == true }
        return arrays.min { a, b in
            if a.path.count != b.path.count { return a.path.count < b.path.count }
            return a.elements > b.elements
        }
    }

    /// Reads byte `b` at `offset`, on `line`.
    mutating func feed(_ b: UInt8, at offset: Int, line: Int) -> Event {
        if rootEnd != nil {
            if b == 0x0A { newlineAfterRoot = true }
            return Self.isBlank(b) ? .none : .following
        }
        if string.isInside {
            if string.closes(at: b) {
                if capturingKey { setKey(String(decoding: keyBytes, as: UTF8.self)) }
                capturingKey = false
                return .none
            }
            if capturingKey, keyBytes.count < 256 { keyBytes.append(b) }
            return .none
        }
        if Self.isBlank(b) { return .none }
        switch b {
        case UInt8(ascii: "\""):
            if case .object(_, true) = stack.last {
                capturingKey = true
                keyBytes.removeAll(keepingCapacity: true)
            } else {
                valueStarts(isObject: false)
            }
            string.open()
        case UInt8(ascii: "{"):
            valueStarts(isObject: true)
            stack.append(.object(key: nil, expectingKey: true))
        case UInt8(ascii: "["):
            valueStarts(isObject: false)
            let path = objectPath()
            if let target, path == target { return .foundRecords(target) }
            var candidate: Int?
            if unwraps, let path, (1...2).contains(path.count), let last = path.last,
                Self.wrapperNames.contains(last.lowercased())
            {
                candidates.append(Candidate(path: path, offset: offset + 1, line: line))
                candidate = candidates.count - 1
            }
            stack.append(.array(candidate: candidate, expectingValue: true))
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            _ = stack.popLast()
            if stack.isEmpty {
                rootEnd = offset + 1
                rootEndLine = line
                return .closed
            }
        case UInt8(ascii: ":"):
            if case .object(let key, _) = stack.last { stack[stack.count - 1] = .object(key: key, expectingKey: false) }
        case UInt8(ascii: ","):
            switch stack.last {
            case .object(let key, _): stack[stack.count - 1] = .object(key: key, expectingKey: true)
            case .array(let candidate, _): stack[stack.count - 1] = .array(candidate: candidate, expectingValue: true)
            case nil: break
            }
        default:
            valueStarts(isObject: false)
        }
        return .none
    }

    /// A value starts; in an array, it is the next element.
    private mutating func valueStarts(isObject: Bool) {
        guard case .array(let candidate, true) = stack.last else { return }
        stack[stack.count - 1] = .array(candidate: candidate, expectingValue: false)
        guard let candidate else { return }
        candidates[candidate].elements += 1
        if candidates[candidate].firstIsObject == nil { candidates[candidate].firstIsObject = isObject }
    }

    private mutating func setKey(_ key: String) {
        guard case .object = stack.last else { return }
        stack[stack.count - 1] = .object(key: key, expectingKey: false)
    }

    /// The member names down to here, when every open container is an object; nil inside an array.
    private func objectPath() -> [String]? {
        var path: [String] = []
        for container in stack {
            guard case .object(let key?, _) = container else { return nil }
            path.append(key)
        }
        return path
    }

    private static func isBlank(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }
}
