import Testing

@testable import BurinRecords

@Suite struct ByteKeyTableTests {
    private func id(_ table: inout ByteKeyTable, _ text: String, parent: Int32 = -1, adding: Bool = true) -> Int32? {
        Array(text.utf8).withUnsafeBytes { table.id(of: $0, parent: parent, adding: adding) }
    }

    @Test func numbersKeysDenselyAndFindsThemAgainAcrossGrowth() {
        var table = ByteKeyTable()
        for i in 0..<5_000 { #expect(id(&table, "key\(i)") == Int32(i)) }
        for i in stride(from: 0, to: 5_000, by: 7) { #expect(id(&table, "key\(i)", adding: false) == Int32(i)) }
        #expect(table.count == 5_000)
        #expect(Array(table.key(1234)) == Array("key1234".utf8))
        #expect(id(&table, "absent", adding: false) == nil)
        #expect(id(&table, "") == 5_000)
    }

    @Test func parentsAreSeparateNamespaces() {
        var table = ByteKeyTable()
        let top = id(&table, "name")
        let nested = id(&table, "name", parent: 0)
        #expect(top == 0 && nested == 1)
        #expect(id(&table, "name", parent: 0, adding: false) == 1)
        #expect(id(&table, "咖啡") == 2)
    }
}
