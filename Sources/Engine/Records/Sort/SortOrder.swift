/// How a view is ordered: by a field, ascending or descending (`--sort [-]FIELD`, `-` for
/// descending). Stable; records without the field come last either way.
public struct SortOrder: Sendable, Equatable {
    public let path: QueryPath
    public let descending: Bool

    /// `FIELD` or `-FIELD`; a path that cannot be read is a `QueryError` at its position.
    public init(parsing text: String) throws(QueryError) {
        descending = text.hasPrefix("-")
        let body = descending ? String(text.dropFirst()) : text
        do throws(QueryPath.PathError) {
            path = try QueryPath(body)
        } catch {
            throw QueryError(term: text, message: error.message, position: descending ? 1 : 0)
        }
    }

    /// `-rating`, as typed.
    public var text: String { (descending ? "-" : "") + path.text }
}
