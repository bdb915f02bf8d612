public import BurinCore

/// Measuring and cutting text without a layout engine (and without its cache): safe from any thread.
public enum TextMetrics {
    /// The display-safe clusters of `string`, newlines shown as spaces (see `Sanitizer`).
    public static func clusters(_ string: String) -> [Cluster] {
        Sanitizer().sanitize(string).clusters
    }

    /// Columns `string` takes on screen once sanitised.
    public static func width(_ string: String) -> Int {
        var clusters = [Cluster]()
        var lineBreaks = [Int]()
        _ = Sanitizer().append(string, to: &clusters, lineBreaks: &lineBreaks)
        return clusters.reduce(0) { $0 + $1.width }
    }

    /// Total columns of `clusters`.
    public static func width(of clusters: some Sequence<Cluster>) -> Int {
        clusters.reduce(0) { $0 + $1.width }
    }

    /// `clusters` cut to at most `width` columns with `…` where text was removed. Never wider than
    /// `width`: a wide cluster that does not fit whole is dropped and the ellipsis still fits. Empty
    /// for a width of zero or less.
    public static func truncate(_ clusters: [Cluster], toWidth width: Int, mode: Truncation) -> [Cluster] {
        guard
            let plan = TruncationPlan.make(
                count: clusters.count, limit: width, mode: mode,
                isSpace: { clusters[$0].text == " " }, width: { clusters[$0].width })
        else { return clusters }
        var result = Array(clusters[plan.head])
        if plan.ellipsis { result.append(TruncationPlan.ellipsisCluster) }
        result.append(contentsOf: clusters[plan.tail])
        return result
    }
}
