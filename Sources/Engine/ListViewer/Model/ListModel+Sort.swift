extension ListModel {
    /// Sorts the list by `field` (`-rating` descending) through the app's sort; empty: the items'
    /// own order again. Refused, with why in `filterError`, when the app has no sort or cannot read it.
    public func setSort(_ field: String) {
        guard !field.isEmpty else {
            setOrder(nil)
            return
        }
        guard let sorter else {
            reportSortError("this list cannot be sorted")
            return
        }
        do throws(FilterError) {
            try sorter.start(field)
        } catch {
            reportSortError(error.description)
        }
    }

    /// Sorts by the same field the other way round; what to say instead when there is no sort.
    func reverseSort() -> String? {
        guard let field = sorter?.field else { return "no sort to reverse (--sort FIELD)" }
        setSort(field.hasPrefix("-") ? String(field.dropFirst()) : "-" + field)
        return nil
    }

    /// Takes the order the app's sort brought, if one came.
    func advanceSort() {
        guard let sorter, let fresh = sorter.drain() else { return }
        setOrder(fresh)
    }
}
