extension FeedSource {
    /// The lists record `row` holds, largest first (`NestedList.lists(in:)`); none past the end.
    public func nestedLists(row: Int) -> [NestedList] {
        recordBytes(row: row).map { NestedList.lists(in: ArraySlice($0)) } ?? []
    }

    /// The list `list` of record `row`, opened as records of their own, decoded as the feed's are.
    public func openNested(_ list: NestedList, row: Int) -> NestedRecords? {
        guard let bytes = recordBytes(row: row) else { return nil }
        let parent = (recordsPath.map { "." + $0 } ?? "") + "[\(row)]"
        return NestedRecords(list: list, in: ArraySlice(bytes), parentPath: parent, decoder: decoder)
    }
}
