/// Finds the records a `RecordPath` reaches in a byte stream fed block by block, without parsing
/// them: `.Reservations[].Instances[]` gives every instance of every reservation, in order, each as
/// the span of its bytes. Each top-level value (a document, a JSONL line) is walked on its own.
///
/// It keeps a frame only for the containers on the path (at most one per step), and counts the
/// others' depth: memory is bounded by the path, not by the input's nesting or size. A scanner can
/// also start at a record found earlier (`resumingAt`): the frames above it follow from the path,
/// since each step is one level; a key or position step matches once, so after it nothing in that
/// container does, while `[]` takes every later element too.
struct RecordPathScanner: Sendable {
    let path: RecordPath

    private struct Frame: Sendable {
        let isObject: Bool
        /// Steps of the path the container itself matched.
        let matched: Int
        var expectingKey = true
        var key: String?
        /// Elements started so far (arrays).
        var count = 0
        /// Nothing more in this container can match (a resumed key or position step).
        var done = false
    }

    private enum Kind { case object, array, string, bare }

    private var frames: [Frame] = []
    /// A container entered off the path (not a record).
    private var offPath = SkippedContainer()
    private var string = JSONStringState()
    private var name = MemberNameCapture(limit: 1024)
    private var skippingBare = false
    /// The next value started is a record (a resumed scanner stands at one).
    private var nextIsRecord = false
    // The record being read.
    private var recordStart: Int?
    private var recordLine = 1
    private var recordEnd = 0
    private var recordNesting = 0
    private var recordIsBare = false
    /// Whether the container holding the records was reached (else the path names nothing here).
    private(set) var reachedRecords = false

    init(path: RecordPath) {
        self.path = path
    }

    /// A scanner standing at the start of a record found earlier.
    init(resumingAt path: RecordPath) {
        self.path = path
        for (k, step) in path.steps.enumerated() {
            let isObject = if case .key = step { true } else { false }
            frames.append(Frame(isObject: isObject, matched: k, expectingKey: false, done: step != .each))
        }
        nextIsRecord = true
        reachedRecords = true
    }

    /// The record open at the current end, if any.
    var pendingTail: RecordSpan? {
        recordStart.map { RecordSpan(start: $0, end: recordEnd, line: recordLine) }
    }

    /// Scans `block[first...]`, whose byte `i` is at `base + i`; `line` is the current line.
    mutating func scan(
        _ block: UnsafeBufferPointer<UInt8>, from first: Int, base: Int, line: inout Int,
        into spans: inout [RecordSpan]
    ) {
        var i = first
        while i < block.count {
            let b = block[i]
            let at = base + i
            i += 1
            if b == 0x0A { line += 1 }
            if string.isInside {
                let closed = string.closes(at: b)
                if recordStart != nil {
                    recordEnd = at + 1
                    if closed, recordNesting == 0 { emit(into: &spans) }
                } else if let key = name.read(b, closed: closed), !frames.isEmpty {
                    frames[frames.count - 1].key = key
                }
                continue
            }
            if recordStart != nil {
                if recordIsBare {
                    if !Self.endsBare(b) {
                        recordEnd = at + 1
                        continue
                    }
                    emit(into: &spans)
                } else {
                    if Self.isBlank(b) { continue }
                    recordEnd = at + 1
                    switch b {
                    case UInt8(ascii: "{"), UInt8(ascii: "["): recordNesting += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        recordNesting -= 1
                        if recordNesting <= 0 { emit(into: &spans) }
                    case UInt8(ascii: "\""): string.open()
                    default: break
                    }
                    continue
                }
            }
            if skippingBare {
                guard Self.endsBare(b) else { continue }
                skippingBare = false
            }
            if Self.isBlank(b) { continue }
            if offPath.isSkipping {
                offPath.read(b, string: &string)
                continue
            }
            switch b {
            case UInt8(ascii: "\""):
                if let top = frames.last, top.isObject, top.expectingKey {
                    name.start()
                    string.open()
                } else {
                    valueStarts(.string, at: at, line: line, into: &spans)
                }
            case UInt8(ascii: "{"): valueStarts(.object, at: at, line: line, into: &spans)
            case UInt8(ascii: "["): valueStarts(.array, at: at, line: line, into: &spans)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = frames.popLast()
            case UInt8(ascii: ":"):
                if !frames.isEmpty, frames[frames.count - 1].isObject { frames[frames.count - 1].expectingKey = false }
            case UInt8(ascii: ","):
                if !frames.isEmpty, frames[frames.count - 1].isObject {
                    frames[frames.count - 1].expectingKey = true
                    frames[frames.count - 1].key = nil
                }
            default: valueStarts(.bare, at: at, line: line, into: &spans)
            }
        }
    }

    /// A value of `kind` starts at `at`: a record when the path reaches it, a frame when it is a
    /// container on the path, else skipped.
    private mutating func valueStarts(_ kind: Kind, at: Int, line: Int, into spans: inout [RecordSpan]) {
        var matched: Int?
        if frames.isEmpty {
            matched = 0
        } else {
            let top = frames.count - 1
            let index = frames[top].count
            frames[top].count += 1
            if nextIsRecord {
                matched = path.steps.count
                nextIsRecord = false
            } else if !frames[top].done, matches(path.steps[frames[top].matched], in: frames[top], index: index) {
                matched = frames[top].matched + 1
            }
        }
        if matched == path.steps.count {
            recordStart = at
            recordLine = line
            recordEnd = at + 1
            recordNesting = 0
            recordIsBare = false
            switch kind {
            case .object, .array: recordNesting = 1
            case .string: string.open()
            case .bare: recordIsBare = true
            }
            return
        }
        switch kind {
        case .object, .array:
            if let matched {
                frames.append(Frame(isObject: kind == .object, matched: matched))
                if matched == path.steps.count - 1 { reachedRecords = true }
            } else {
                offPath.enter()
            }
        case .string: string.open()
        case .bare: skippingBare = true
        }
    }

    private func matches(_ step: RecordPath.Step, in frame: Frame, index: Int) -> Bool {
        switch step {
        case .key(let key): frame.isObject ? frame.key == key : Int(key) == index
        case .index(let n): !frame.isObject && index == n
        case .each: !frame.isObject
        }
    }

    private mutating func emit(into spans: inout [RecordSpan]) {
        if let start = recordStart { spans.append(RecordSpan(start: start, end: recordEnd, line: recordLine)) }
        recordStart = nil
        recordIsBare = false
    }

    private static func endsBare(_ b: UInt8) -> Bool {
        isBlank(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}")
            || b == UInt8(ascii: ":")
    }

    private static func isBlank(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }
}
