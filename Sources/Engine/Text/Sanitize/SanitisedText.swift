public import BurinCore

/// Display-safe clusters made from an arbitrary string: every cluster is 1 or 2 columns wide and holds
/// no control, escape, bidi or other invisible troublemaker.
public struct SanitisedText: Hashable, Sendable {
    /// The clusters of every line, one after the other.
    public var clusters: [Cluster]
    /// Indices into `clusters` where a hard line break starts a new line (only with
    /// `Sanitizer.NewlinePolicy.lineBreak`), ascending; an index may repeat for empty lines.
    public var lineBreaks: [Int]
    /// How many things were replaced by a visible marker (`␛`, `�`, a control picture, `◌`).
    public var sanitisedCount: Int

    public init(clusters: [Cluster] = [], lineBreaks: [Int] = [], sanitisedCount: Int = 0) {
        self.clusters = clusters
        self.lineBreaks = lineBreaks
        self.sanitisedCount = sanitisedCount
    }

    /// Total columns of all clusters.
    public var width: Int { clusters.reduce(0) { $0 + $1.width } }

    /// The clusters split at hard line breaks: always at least one line.
    public var lines: [ArraySlice<Cluster>] {
        var result = [ArraySlice<Cluster>]()
        var start = 0
        for end in lineBreaks {
            result.append(clusters[start..<end])
            start = end
        }
        result.append(clusters[start...])
        return result
    }
}
