/// Reads an input's first object byte by byte, for `RecordScanner`, to tell what the input is: the
/// arrays it holds (with their paths, a few levels down), where the object ends and whether anything
/// follows it. It keeps no more than the open containers and those arrays, whatever the object's size.
struct RecordProbe {
    /// What a byte told.
    enum Event: Equatable {
        case none
        /// This byte closed the first object.
        case closed
        /// This non-blank byte, after the first object, starts another value.
        case following
        /// The object grew past `commitBytes` and holds an array of records: the records are in
        /// this one (`chosen`), found without reading the rest.
        case committed(Candidate)
    }

    /// An array the object may hold its records in.
    struct Candidate: Equatable {
        let path: [String]
        /// The byte after its `[`, and that byte's line.
        let offset: Int
        let line: Int
        var elements = 0
        /// What its first element is.
        var first: Element?
    }

    enum Element: Equatable { case object, array, scalar }

    /// Names under which APIs wrap their records (`{"items": [...]}`): an array under one of them
    /// holds the records even when the object around it reads as one record itself (a JSON Feed has
    /// a `title` and its `items`).
    static let wrapperNames: Set<String> = [
        "items", "data", "results", "result", "records", "entries", "hits", "rows", "nodes", "edges", "list",
        "values", "value", "objects", "elements", "docs", "documents", "posts", "articles", "stories",
        "issues", "messages", "events", "users", "repositories", "repos", "collection", "features",
    ]
    /// Members that make an object read as one record (a repository's `name`, an HN item's `title`).
    static let titleNames: Set<String> = ["title", "name", "full_name", "headline", "subject"]
    /// How deep, in member names, an array of records is looked for (`data.repository.discussions.nodes`).
    static let maximumDepth = 4
    /// Arrays noted at most (an object of a million arrays is not an envelope worth more).
    static let maximumCandidates = 4096
    /// Scalar members above which an object reads as one record rather than an envelope.
    static let recordScalars = 4
    /// An object longer than this is no record (over the per-record limit, it could only be a "bad
    /// record" row): once past it, its largest array of records so far holds the records, and the
    /// scan turns to them at once (a million records in an envelope show at once, not after it was
    /// read to its end).
    static let commitBytes = 1 << 20

    private enum Container {
        case object(key: String?, expectingKey: Bool)
        case array(candidate: Int?, expectingValue: Bool)
    }

    /// Whether to look for an array of records in the object at all (`--records .` does not).
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
    private var name = MemberNameCapture(limit: 256)
    /// The byte being read, and whether the object is long enough to commit to its records.
    private var offset = 0
    private var committing = false
    private var nextCommitCheck = 0
    /// Inside a number, `true`, `false` or `null` (its bytes start one value, not several).
    private var isInBareValue = false

    /// Scalar members of the object (strings, numbers, booleans), and whether one is a title or name.
    private(set) var topScalars = 0
    private(set) var topHasTitle = false

    init(unwraps: Bool) {
        self.unwraps = unwraps
    }

    /// The array the records are in, if the first object is an envelope (docs/DECISIONS.md, "Finding
    /// the records"): the largest non-empty array (the shallower on a tie) under member names only,
    /// of objects, arrays or, when the object has little else, scalars. An object that reads as one
    /// record (a title or name, or more than a few scalar members: a repository, an HN item, a
    /// package's manifest) stays one, unless the array is under a wrapper's name.
    var chosen: Candidate? {
        let readsAsRecord = topHasTitle || topScalars > Self.recordScalars
        let arrays = candidates.filter { c -> Bool in
            guard c.elements > 0, let first = c.first else { return false }
            if first == .scalar, topScalars > 2 { return false }
            return !readsAsRecord || (c.path.count == 1 && Self.wrapperNames.contains(c.path[0].lowercased()))
        }
        return arrays.min { a, b in
            if a.elements != b.elements { return a.elements > b.elements }
            return a.path.count < b.path.count
        }
    }

    /// Reads byte `b` at `offset`, on `line`.
    mutating func feed(_ b: UInt8, at offset: Int, line: Int) -> Event {
        if string.isInside, rootEnd == nil {
            if let key = name.read(b, closed: string.closes(at: b)) { setKey(key) }
            return .none
        }
        if committing, let chosen { return .committed(chosen) }
        if rootEnd != nil {
            if b == 0x0A { newlineAfterRoot = true }
            return Self.isBlank(b) ? .none : .following
        }
        self.offset = offset
        if Self.isBlank(b) {
            isInBareValue = false
            return .none
        }
        if b != UInt8(ascii: "\""), b != UInt8(ascii: "{"), b != UInt8(ascii: "["), b != UInt8(ascii: "}"),
            b != UInt8(ascii: "]"), b != UInt8(ascii: ":"), b != UInt8(ascii: ",")
        {
            if !isInBareValue { valueStarts(.scalar, isNull: b == UInt8(ascii: "n")) }
            isInBareValue = true
            return .none
        }
        isInBareValue = false
        switch b {
        case UInt8(ascii: "\""):
            if case .object(_, true) = stack.last {
                name.start()
            } else {
                valueStarts(.scalar, isString: true)
            }
            string.open()
        case UInt8(ascii: "{"):
            valueStarts(.object)
            stack.append(.object(key: nil, expectingKey: true))
        case UInt8(ascii: "["):
            valueStarts(.array)
            var candidate: Int?
            if unwraps, candidates.count < Self.maximumCandidates, let path = objectPath(),
                (1...Self.maximumDepth).contains(path.count)
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
            break
        }
        return .none
    }

    /// A value starts; in the object, it may be a scalar member; in an array, it is the next element.
    private mutating func valueStarts(_ element: Element, isString: Bool = false, isNull: Bool = false) {
        if stack.count == 1, case .object(let key?, false) = stack.last, element == .scalar, !isNull {
            topScalars += 1
            if isString, Self.titleNames.contains(key.lowercased()) { topHasTitle = true }
        }
        guard case .array(let candidate, true) = stack.last else { return }
        stack[stack.count - 1] = .array(candidate: candidate, expectingValue: false)
        guard let candidate else { return }
        candidates[candidate].elements += 1
        if candidates[candidate].first == nil { candidates[candidate].first = element }
        // Whether to commit is asked again every 64 KiB at most (`chosen` looks at every array).
        if !committing, offset - start > Self.commitBytes, offset >= nextCommitCheck {
            nextCommitCheck = offset + 1 << 16
            committing = chosen != nil
        }
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
