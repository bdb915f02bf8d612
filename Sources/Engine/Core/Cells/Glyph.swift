/// The text of one cell, in 32 bits: a grapheme cluster as the terminal will show it.
///
/// Nearly every cell holds a single Unicode scalar (a space, `▀`, a letter, a CJK character), which is
/// kept inline. A cluster of several scalars (an emoji sequence, a letter with combining marks) is
/// interned in the process-wide `ClusterPool` and the glyph holds its index, so equal clusters have
/// equal glyphs and a row of cells compares as bytes. That is what keeps the main loop's copying and
/// diffing of ten thousand cells a frame to tens of microseconds (notcurses' `nccell` makes the same
/// trade with its per-plane pool).
public struct Glyph: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// A Unicode scalar value, or `pooledBit | index` for a cluster in `ClusterPool.shared`.
    public let rawValue: UInt32

    static let pooledBit: UInt32 = 1 << 31

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No text: the right half of a wide cluster. Screens and writers show it as nothing.
    public static let empty = Glyph(rawValue: 0)
    public static let space = Glyph(" " as Unicode.Scalar)

    /// A one-scalar cluster, inline.
    @inline(__always)
    public init(_ scalar: Unicode.Scalar) { rawValue = scalar.value }

    /// `text` as a glyph: inline when it is one scalar, interned when it is more, `.empty` when it is
    /// empty. `text` should be one grapheme cluster; the glyph keeps whatever it is given.
    public init(_ text: String) {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            self = .empty
            return
        }
        if scalars.next() == nil {
            self.init(first)
        } else {
            self = ClusterPool.shared.intern(text)
        }
    }

    /// Whether the text lives in the cluster pool (more than one scalar).
    @inline(__always)
    public var isPooled: Bool { rawValue & Self.pooledBit != 0 }

    /// Whether there is no text (a continuation cell).
    @inline(__always)
    public var isEmpty: Bool { rawValue == 0 }

    /// The scalar of an inline glyph; nil for an empty or pooled one.
    @inline(__always)
    public var scalar: Unicode.Scalar? {
        guard !isPooled, rawValue != 0 else { return nil }
        return Unicode.Scalar(rawValue)
    }

    /// The first scalar of the text, which decides its terminal width; nil when empty.
    public var firstScalar: Unicode.Scalar? {
        if isPooled { return ClusterPool.shared.text(of: self).unicodeScalars.first }
        return scalar
    }

    /// The cluster as a string ("" for `.empty`).
    public var text: String {
        if isPooled { return ClusterPool.shared.text(of: self) }
        return scalar.map { String(Character($0)) } ?? ""
    }

    /// Appends the cluster's scalars to `scalars` (nothing for `.empty`), without making a `String`
    /// for inline glyphs.
    public func appendScalars(to scalars: inout String.UnicodeScalarView) {
        if isPooled {
            scalars.append(contentsOf: ClusterPool.shared.text(of: self).unicodeScalars)
        } else if let scalar {
            scalars.append(scalar)
        }
    }

    public var description: String { text }
}
