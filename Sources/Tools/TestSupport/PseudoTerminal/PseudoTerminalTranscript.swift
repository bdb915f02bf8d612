/// Output read over several reads, each chunk with its arrival, and why the reading stopped.
public struct PseudoTerminalTranscript: Sendable, Equatable {
    /// Why a read of several chunks ended.
    public enum Ending: Sendable, Equatable {
        /// Nothing arrived for the quiet gap after the last byte.
        case quiet
        /// What was waited for is there.
        case satisfied
        /// The time allowed ran out while output was still coming (or before what was waited for).
        case timedOut
        /// The child's side of the terminal closed.
        case closed
    }

    public var chunks: [PseudoTerminalChunk] = []
    public var ending: Ending

    public init(chunks: [PseudoTerminalChunk] = [], ending: Ending) {
        self.chunks = chunks
        self.ending = ending
    }

    /// Every byte, in order.
    public var bytes: [UInt8] { chunks.flatMap(\.bytes) }
    /// The bytes as UTF-8 text (invalid sequences replaced).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// When the first and the last byte arrived; nil when nothing did.
    public var firstArrival: ContinuousClock.Instant? { chunks.first?.arrival }
    public var lastArrival: ContinuousClock.Instant? { chunks.last?.arrival }
    public var byteCount: Int { chunks.reduce(0) { $0 + $1.bytes.count } }
}
