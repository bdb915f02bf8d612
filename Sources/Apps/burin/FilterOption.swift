import BurinRecords

/// `--filter QUERY`, read once for every command that takes it: a query that cannot be read is a
/// usage error with the parser's reason, before any work.
enum FilterOption {
    /// The query given (empty: none), checked.
    static func parse(_ args: inout Arguments) throws(UsageError) -> (text: String, query: Query) {
        let text = args.value("filter") ?? ""
        do { return (text, try Query(parsing: text)) } catch { throw UsageError("--filter: \(error)") }
    }
}
