extension FeedItem {
    /// Lower-cased text a filter matches against: name, category and tags for a merchant, title and
    /// subtitle for a banner, nothing for an invalid record.
    public var searchText: String {
        switch self {
        case .merchant(let m):
            return ([m.name, m.category] + m.tags).joined(separator: " ").lowercased()
        case .banner(let b):
            return "\(b.title) \(b.subtitle)".lowercased()
        case .invalid:
            return ""
        }
    }

    /// Whether `query` (case-insensitive) occurs in `searchText`; an empty query matches everything.
    public func matches(_ query: String) -> Bool {
        query.isEmpty || searchText.contains(query.lowercased())
    }
}
