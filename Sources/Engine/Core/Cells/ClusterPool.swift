/// The process-wide store of grapheme clusters longer than one scalar, so that a `Glyph` (and so a
/// `Cell`) stays a plain 32-bit value.
///
/// Draw workers intern while they draw; the main loop reads a cluster back only when it writes that
/// cell to the terminal or a snapshot. Indices never change or get reused, so equal clusters always
/// have equal glyphs and a glyph stays valid for the life of the process.
///
/// Hostile data could hold millions of distinct clusters, so the pool is bounded: once `capacity`
/// clusters are stored, a new one becomes U+FFFD (a visible fallback) and is counted in
/// `overflowCount`. Clusters are keyed by their UTF-8 bytes, not by `String` equality, which would
/// merge canonically equivalent but differently encoded clusters.
public final class ClusterPool: Sendable {
    /// The pool every `Glyph` uses.
    public static let shared = ClusterPool(capacity: 1 << 16)

    /// The most clusters stored.
    public let capacity: Int

    private struct State {
        var clusters: [String] = []
        var indices: [[UInt8]: UInt32] = [:]
        var overflows = 0
    }

    private let state = Locked(State())

    /// A pool of at most `capacity` clusters (at most 2^31).
    public init(capacity: Int) {
        self.capacity = min(max(0, capacity), Int(Glyph.pooledBit - 1))
    }

    /// The glyph for `text`, storing it if it is new; U+FFFD once the pool is full.
    func intern(_ text: String) -> Glyph {
        let bytes = Array(text.utf8)
        return state.withLock { state in
            if let index = state.indices[bytes] { return Glyph(rawValue: Glyph.pooledBit | index) }
            guard state.clusters.count < capacity else {
                state.overflows += 1
                return Glyph("\u{FFFD}" as Unicode.Scalar)
            }
            let index = UInt32(state.clusters.count)
            state.clusters.append(text)
            state.indices[bytes] = index
            return Glyph(rawValue: Glyph.pooledBit | index)
        }
    }

    /// The text of a pooled glyph ("" for a glyph this pool did not make).
    func text(of glyph: Glyph) -> String {
        let index = Int(glyph.rawValue & ~Glyph.pooledBit)
        return state.withLock { state in index < state.clusters.count ? state.clusters[index] : "" }
    }

    /// Clusters stored.
    public var count: Int { state.withLock { $0.clusters.count } }

    /// Clusters that found the pool full and were shown as U+FFFD.
    public var overflowCount: Int { state.withLock { $0.overflows } }
}
