import BurinText
import Testing

@testable import FeedData

@testable import MerchantFeed

/// The fallback tile's initial comes from the name's sanitised display clusters (issue 13, finding 9;
/// issue 11, item 20): one cell or two, measured as the terminal will show it.
@Suite struct InitialsTests {
    /// Names and the initial each must give.
    static let cases: [(name: String, initial: String)] = [
        ("👨‍👩‍👧‍👦 family", "👨"), ("🧑‍🤝‍🧑 pair", "🧑"), ("☝🏻 up", "☝"), ("\u{301}combining", "C"),
        (scalar(0xFFF9) + "anchor", "A"), (scalar(0xE0001) + "tag", "T"), (scalar(0x378) + "unassigned", "U"),
        (scalar(0xFDD0) + "nonchar", "N"),
        (scalar(0x3FFFD) + "plane3", "P"), ("\u{202E}rtl", "R"), ("\u{200D}zwj", "Z"), ("ßtraße", "S"), ("陈记", "陈"),
        ("  (hello)", "H"), ("", "?"), ("\u{1B}]2;x\u{7}", "?"), ("🇩🇪 flag", "D"),
    ]

    @Test(arguments: cases)
    func theInitialIsOneMeasuredDisplayCluster(name: String, initial: String) {
        let result = MerchantCardDesign.initials(of: name)
        #expect(result == initial)
        #expect(!result.unicodeScalars.contains { $0.value == 0x200D || $0.value == 0xFE0F })
        let clusters = TextMetrics.clusters(result)
        #expect(clusters.count == 1)
        #expect(clusters.allSatisfy { $0.text == result && ($0.width == 1 || $0.width == 2) })
    }
}

/// A string of one scalar given by number (some cannot be written as literals).
private func scalar(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
}
