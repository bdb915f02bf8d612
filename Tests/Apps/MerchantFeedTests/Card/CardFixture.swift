import BurinCore
import BurinListViewer
import Testing

@testable import FeedData

@testable import MerchantFeed

/// One row to snapshot: a name (its snapshot file is `card-<name>.txt`) and the content to lay out.
struct CardFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let content: FeedRowContent

    var testDescription: String { name }

    /// Every fixture, realistic cards first, then the hostile ones; names are unique.
    static let all: [CardFixture] = realistic + torture

    /// A merchant with ordinary values wherever a fixture does not say otherwise.
    static func merchant(
        row: Int, name: String, category: String = "快餐简餐", rating: Double? = 4.6, monthlySales: Int? = 3421,
        deliveryMinutes: Int? = 32, distanceKm: Double? = 1.8, minOrder: Double? = 20, deliveryFee: Double? = 3.5,
        avgPrice: Double? = 28, tags: [String] = [], promotions: [String] = [], deliveryBrand: String? = nil,
        preorder: String? = nil, status: MerchantStatus = .open, thumbnailPath: String? = CardThumbnail.path
    ) -> Merchant {
        Merchant(
            row: RowID(row), id: "m\(row)", name: name, category: category, rating: rating,
            monthlySales: monthlySales, deliveryMinutes: deliveryMinutes, distanceKm: distanceKm, minOrder: minOrder,
            deliveryFee: deliveryFee, avgPrice: avgPrice, tags: tags, promotions: promotions,
            deliveryBrand: deliveryBrand, preorder: preorder, status: status, thumbnailPath: thumbnailPath)
    }

    static func card(
        _ name: String, _ merchant: Merchant, expanded: Bool = false, focused: Bool = false, highlights: [String] = []
    ) -> CardFixture {
        CardFixture(
            name: name,
            content: FeedRowContent(
                item: .merchant(merchant),
                presentation: RowPresentation(focused: focused, unfolded: expanded, highlights: highlights)))
    }
}
