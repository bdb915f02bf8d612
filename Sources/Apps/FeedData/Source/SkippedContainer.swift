/// A container a record scanner passes over without looking inside (off its path, or too deep):
/// how deep in it the scan is, its strings opened so that their brackets are text.
struct SkippedContainer {
    /// Containers open inside it, itself included; 0 when none is being skipped.
    private var depth = 0

    var isSkipping: Bool { depth > 0 }

    /// The container just opened is to be skipped.
    mutating func enter() { depth = 1 }

    /// Reads byte `b`, outside strings, of the container being skipped.
    mutating func read(_ b: UInt8, string: inout JSONStringState) {
        switch b {
        case UInt8(ascii: "\""): string.open()
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
    }
}
