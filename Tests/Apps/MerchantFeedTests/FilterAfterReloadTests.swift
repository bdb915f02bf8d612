import FeedData
import Foundation
import Testing

@testable import BurinListViewer
@testable import MerchantFeed

/// A filter that had finished goes on over the records a reload brings (`R` after the file grew):
/// it went quiet once complete, and the list kept only the matches of before.
@Suite struct FilterAfterReloadTests {
    @Test func aCompleteFilterScansTheRecordsAReloadBrings() throws {
        let fixture = try FeedFixture(lines: FollowTests.shops("Noodles", 0, 20) + FollowTests.shops("Coffee", 20, 2))
        let h = ViewerHarness(feed: try fixture.source())
        #expect(h.settle())
        h.type("/name:Coffee")
        h.press(.enter)
        #expect(h.viewer.model.rowCount == 2)
        #expect(h.viewer.model.isFilterComplete)

        try FollowTests.append(
            FollowTests.shops("Noodles", 22, 3) + FollowTests.shops("Coffee", 25, 1), to: fixture.path)
        h.press(.character("R"))
        h.feed.waitUntilIndexed()
        #expect(h.settle())
        #expect(h.feed.knownCount == 26)
        #expect(h.viewer.model.rowCount == 3, "the new record that matches is in the list")
        #expect(h.viewer.model.isFilterComplete)
        #expect(h.grid.text.contains("Coffee 25"), "\(h.grid.text)")
        #expect(!h.grid.text.contains("Noodles"))
    }
}
