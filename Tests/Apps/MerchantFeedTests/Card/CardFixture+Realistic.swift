import BurinCore
import BurinListViewer

@testable import FeedData

@testable import MerchantFeed

extension CardFixture {
    static let manyPromotions = ["满30减12", "满60减25", "满100减45", "新客立减8", "折扣商品7折起", "免配送费", "赠饮品", "满150减70"]

    /// Cards as the demo feed shows them: every element present, each absent in turn, each status.
    static let realistic: [CardFixture] = [
        card(
            "all-badges",
            merchant(
                row: 0, name: "老北京炸酱面馆(望京店)", category: "面馆", tags: ["品牌", "准时宝", "新店"],
                promotions: ["满30减12", "满60减25"], deliveryBrand: "美团专送", preorder: "2.26 21:30起送")),
        card(
            "brand-without-preorder",
            merchant(
                row: 1, name: "Blue Bottle Coffee", category: "咖啡", rating: 4.84, monthlySales: 28_750,
                deliveryMinutes: 25, distanceKm: 0.85, minOrder: 15, deliveryFee: 0, avgPrice: 36,
                tags: ["精品咖啡", "可开发票"], promotions: ["满40减6"], deliveryBrand: "蜂鸟专送")),
        card(
            "many-promotions",
            merchant(
                row: 2, name: "川味小厨", category: "川菜", rating: 4.2, tags: ["辣"], promotions: manyPromotions,
                deliveryBrand: "美团专送")),
        card(
            "expanded-promotions",
            merchant(
                row: 3, name: "川味小厨", category: "川菜", rating: 4.2, tags: ["辣"], promotions: manyPromotions,
                deliveryBrand: "美团专送"), expanded: true),
        card(
            "focused",
            merchant(
                row: 4, name: "Pizza Hut 必胜客", category: "西餐", rating: 3.9, tags: ["品牌"],
                promotions: ["满99减30"], deliveryBrand: "美团专送"), focused: true),
        card(
            "closed",
            merchant(
                row: 5, name: "深夜食堂·拉面", category: "日料", rating: 4.7, monthlySales: 980, tags: ["夜宵"],
                promotions: ["满50减20", "新客立减5"], deliveryBrand: "美团专送", preorder: "明天 10:30起送",
                status: .closed)),
        card(
            "busy",
            merchant(
                row: 6, name: "喜茶 HEYTEA", category: "奶茶饮品", rating: 4.9, monthlySales: 123_456,
                deliveryMinutes: 58, distanceKm: 3.25, tags: ["排队王"], promotions: ["第二杯半价"], status: .busy)),
        card(
            "missing-thumbnail",
            merchant(
                row: 7, name: "abc Bakery", category: "面包甜点", tags: ["现烤"],
                thumbnailPath: "/nonexistent/burin-card-tests/missing.png")),
        card("no-thumbnail-nothing-else", merchant(row: 8, name: "  (美味)便当", rating: 0, thumbnailPath: nil)),
        card(
            "long-names",
            merchant(
                row: 9,
                name: "Supercalifragilistic Expialidocious International Noodle House & Dumpling Emporium 超长名字的面馆分店",
                category: "Extraordinarily Long Category Name", rating: 5, monthlySales: 99_999_999,
                deliveryMinutes: 240, distanceKm: 123.456, minOrder: 1234.5, deliveryFee: 99.9, avgPrice: 888.8,
                tags: ["Averyveryverylongtagwithoutanyspaces", "短"],
                promotions: ["满一千减五百的超长促销活动说明文字仅限今日有效", "满30减12"],
                deliveryBrand: "超长配送品牌名称专送服务", preorder: "2026.12.31 23:59 起送（节假日除外）")),
        CardFixture(
            name: "banner",
            content: FeedRowContent(
                item: .banner(
                    Banner(
                        row: RowID(10), title: "Spring Festival 春节特惠", subtitle: "全场满100减50 · 仅限今日",
                        colors: [RGBA(hex: 0xFF5A5F), RGBA(hex: 0xFFB020)])))),
        // A record that gives only a name and a category: nothing else is shown, nothing is made up
        // (no 0.0 stars, no 月售0, no free delivery).
        card(
            "absent-numbers",
            merchant(
                row: 12, name: "只有名字的店", category: "小吃", rating: nil, monthlySales: nil, deliveryMinutes: nil,
                distanceKm: nil, minOrder: nil, deliveryFee: nil, avgPrice: nil, thumbnailPath: nil)),
        card(
            "filter-highlight",
            merchant(
                row: 13, name: "老北京炸酱面馆(望京店)", category: "面馆", tags: ["手擀面", "品牌"],
                promotions: ["满30减12"]), highlights: ["面"]),
        CardFixture(
            name: "other-record",
            content: FeedRowContent(
                item: .other(
                    OtherRecord(
                        row: RowID(14), line: 7,
                        fields: [
                            .init(name: "title", value: "Release notes"),
                            .init(name: "body", value: "Burin now draws cards of records that are not merchants"),
                            .init(name: "tags", value: "[2 items]"), .init(name: "draft", value: "false"),
                        ], fieldCount: 5)))),
        CardFixture(
            name: "invalid-record",
            content: FeedRowContent(
                item: .invalid(InvalidRecord(row: RowID(11), line: 1234, reason: "expected ':' after key at byte 17")))),
    ]
}
