import BurinCore
import FeedData
import Testing

@testable import MerchantFeed

@Suite struct FeedItemSearchTests {
    @Test func aMerchantMatchesItsNameCategoryAndTags() throws {
        let line =
            #"{"id": 7, "name": "老王麻辣烫", "category": "麻辣烫", "rating": 4.7, "tags": ["品牌"], "status": "open"}"#
        let decoded = try FeedDecoder.decode(Array(line.utf8), baseDirectory: "/data", limits: .standard, strict: false)
        let item = try #require(decoded.items.first)
        #expect(item.searchText.contains("品牌"))
        #expect(item.matches("麻辣"))
        #expect(!item.matches("烧烤"))
    }
}
