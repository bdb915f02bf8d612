import BurinRecords

extension CommonOptions {
    /// `--sort [-]FIELD` for the viewer and snapshots: read here, so a path that cannot be read is a
    /// usage error before the screen starts.
    mutating func readSort(_ args: inout Arguments) throws(UsageError) {
        guard let text = args.value("sort") else { return }
        do { viewer.sort = try SortOrder(parsing: text) } catch { throw UsageError("--sort: \(error)") }
    }
}
