public import BurinCore

/// One merchant record, validated and clamped at load; immutable, so it crosses queues freely.
///
/// A number the record did not give (or gave as something that is not a number) is nil, never a
/// made-up 0: a card shows a missing delivery fee as missing, not as "free delivery", and a missing
/// rating as "no rating", not as 0.0 stars. Numbers given out of range are clamped. See
/// demo-data/README.md for the table.
public struct Merchant: Sendable, Hashable {
    /// The row's stable identity: its position in the source (see `FeedItem.row`).
    public let row: RowID
    /// The record's own id as written (an integer id is kept as its decimal text). Not unique:
    /// rows are identified by `RowID`, never by this.
    public let id: String
    public let name: String
    public let category: String
    /// 0...5; nil when the record has none.
    public let rating: Double?
    /// Orders a month, >= 0; nil when absent.
    public let monthlySales: Int?
    /// >= 0; nil when absent.
    public let deliveryMinutes: Int?
    /// >= 0; nil when absent.
    public let distanceKm: Double?
    /// Yuan, >= 0; nil when absent.
    public let minOrder: Double?
    /// Yuan, >= 0 (0 is free delivery); nil when absent (unknown, not free).
    public let deliveryFee: Double?
    /// Yuan per person, >= 0; nil when absent.
    public let avgPrice: Double?
    public let tags: [String]
    /// Promotion labels such as "满30减12".
    public let promotions: [String]
    /// A delivery brand label such as "美团专送", or nil.
    public let deliveryBrand: String?
    /// A pre-order note such as "2.26 21:30起送", or nil.
    public let preorder: String?
    public let status: MerchantStatus
    /// The picture: an absolute path, resolved against the data file's folder, or a web address
    /// (`http://`, `https://`) kept as the record gives it (`ImageAddress.isWeb` tells them apart);
    /// nil when the record has none. The file may not exist and the address may not answer: image
    /// loading reports that, not the decoder.
    public let thumbnailPath: String?

    public init(
        row: RowID, id: String, name: String, category: String, rating: Double?, monthlySales: Int?,
        deliveryMinutes: Int?, distanceKm: Double?, minOrder: Double?, deliveryFee: Double?, avgPrice: Double?,
        tags: [String], promotions: [String], deliveryBrand: String?, preorder: String?,
        status: MerchantStatus, thumbnailPath: String?
    ) {
        self.row = row
        self.id = id
        self.name = name
        self.category = category
        self.rating = rating
        self.monthlySales = monthlySales
        self.deliveryMinutes = deliveryMinutes
        self.distanceKm = distanceKm
        self.minOrder = minOrder
        self.deliveryFee = deliveryFee
        self.avgPrice = avgPrice
        self.tags = tags
        self.promotions = promotions
        self.deliveryBrand = deliveryBrand
        self.preorder = preorder
        self.status = status
        self.thumbnailPath = thumbnailPath
    }
}
