import BurinCore
import BurinListViewer

@testable import FeedData

@testable import MerchantFeed

extension CardFixture {
    /// Hostile and exotic text, by fixture name. Each string goes into every text field of a merchant.
    static let tortureStrings: [(name: String, text: String)] = [
        ("cjk", "北京烤鸭店 漢字汉字 中文名称测试"),
        ("kana", "ひらがなカタカナ ｶﾀｶﾅ ラーメン屋"),
        ("hangul", "한국어 치킨집 \u{1112}\u{1161}\u{11AB}글"),
        ("emoji-zwj", "Family 👩‍👩‍👧‍👦 Café 👨‍🍳🧑‍🤝‍🧑"),
        ("flags", "🇨🇳🇯🇵 Flags 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} 🇯"),
        ("skin-tones", "👍🏽 Thumbs 👋🏿👩🏻‍💻"),
        ("combining", "Cafe\u{301} Zoe\u{308} n\u{303}o \u{301}lone"),
        (
            "zalgo",
            "Z\u{336}\u{334}\u{31B}a\u{35C}\u{360}l\u{489}g\u{327}\u{35D}o\u{338}\u{334}\u{336}\u{337}\u{338}\u{321}!"
        ),
        ("rtl-arabic", "مطعم الشام مرحبا"),
        ("rtl-hebrew", "מסעדה שלום"),
        ("bidi-override", "abc\u{202E}exe.live\u{202C} \u{2067}isolate\u{2069} \u{200F}mark"),
        ("controls", "NUL\u{0}BEL\u{7}DEL\u{7F}NEL\u{85}TAB\tCR\rLF\nEND"),
        (
            "escapes",
            "\u{1B}[31mRED\u{1B}[0m \u{1B}]8;;https://evil.example\u{7}link\u{1B}]8;;\u{7} \u{1B}]0;title\u{7}\u{9B}2J!"
        ),
        ("zero-width", "zero\u{200B}width\u{200C}non\u{200D}joiner\u{2060}word\u{FEFF}"),
        ("long-5000", String((0..<5000).map { Array("Noodle面🍜 ")[$0 % 9] })),
        ("empty", ""),
        ("whitespace-only", " \t  \u{3000} "),
    ]

    /// A merchant per torture string, a banner and a bad record made of several of them, and a card
    /// whose expanded promotions are all hostile.
    static let torture: [CardFixture] =
        tortureStrings.enumerated().map { i, entry in
            card(
                "torture-" + entry.name,
                merchant(
                    row: 100 + i, name: entry.text, category: entry.text, tags: [entry.text, "ok"],
                    promotions: [entry.text, "满30减12"], deliveryBrand: entry.text, preorder: entry.text))
        } + [
            card(
                "torture-promotions-expanded",
                merchant(
                    row: 200, name: "Torture 折扣", promotions: tortureStrings.map(\.text).filter { $0.count < 100 },
                    deliveryBrand: "美团专送"), expanded: true),
            CardFixture(
                name: "torture-banner",
                content: FeedRowContent(
                    item: .banner(
                        Banner(
                            row: RowID(201), title: "👩‍👩‍👧‍👦\u{1B}[31m春节\u{202E}SALE\u{0}",
                            subtitle: "\u{1B}]0;title\u{7}مرحبا 🇨🇳 e\u{301}" + String(repeating: "长", count: 500),
                            colors: [])))),
            CardFixture(
                name: "torture-invalid-record",
                content: FeedRowContent(
                    item: .invalid(
                        InvalidRecord(
                            row: RowID(202), line: Int.max,
                            reason: "\u{1B}[2J\u{1B}]8;;x\u{7}bad\u{85}\u{202E}👩‍👩‍👧‍👦" + String(repeating: "字", count: 300)))
                )),
        ]
}
