public import FeedData

extension FeedItem {
    /// Lower-cased text a filter matches against: name, category and tags for a merchant, title and
    /// subtitle for a banner, the fields shown for another record, what its card shows for a generic
    /// record (title, byline, facts, tags, excerpt, the link as shown), nothing for an invalid record.
    public var searchText: String {
        switch self {
        case .merchant(let m):
            return ([m.name, m.category] + m.tags).joined(separator: " ").lowercased()
        case .banner(let b):
            return "\(b.title) \(b.subtitle)".lowercased()
        case .invalid:
            return ""
        case .other(let r):
            return r.fields.map { "\($0.name) \($0.value)" }.joined(separator: " ").lowercased()
        case .generic(let r):
            var parts = [r.title, r.byline, r.excerpt, r.link.map(ShortLink.text)].compactMap { $0 }
            parts += r.facts.map { $0.kind == .flag ? $0.name : "\($0.name) \($0.value)" }
            parts += r.tags
            return parts.joined(separator: " ").lowercased()
        }
    }

    /// Whether `query` (case-insensitive) occurs in `searchText`; an empty query matches everything.
    public func matches(_ query: String) -> Bool {
        query.isEmpty || searchText.contains(query.lowercased())
    }
}
