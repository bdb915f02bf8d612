/// An object member's name read byte by byte as a record scanner passes over its string, for the
/// scanners that find structure without parsing (`RecordProbe`, `RecordPathScanner`, `NestedList`):
/// raw (escapes as written) and cut at `limit` bytes, so a huge name costs no more than that.
struct MemberNameCapture {
    private let limit: Int
    private var isCapturing = false
    private var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// The opening quote of a member's name was read.
    mutating func start() {
        isCapturing = true
        bytes.removeAll(keepingCapacity: true)
    }

    /// Reads byte `b` of a string (`closed`: `b` ended it): the name once its string ended, nil
    /// before then and in a string that is not a name.
    mutating func read(_ b: UInt8, closed: Bool) -> String? {
        guard isCapturing else { return nil }
        if closed {
            isCapturing = false
            return String(decoding: bytes, as: UTF8.self)
        }
        if bytes.count < limit { bytes.append(b) }
        return nil
    }
}
