import Foundation

/// Text's place in a sort at the first level of a collation: case and accents do not count
/// (`école` sorts beside `ecole`, `Émile` beside `emile`), compared as UTF-8 bytes. Scripts without
/// case or accents (Chinese) keep code point order, not a dictionary's (pinyin, strokes).
enum CollationKey {
    /// The key of `text` (UTF-8): ASCII with its letters lowered, else Foundation's case and
    /// diacritic folding.
    static func of(_ text: [UInt8]) -> [UInt8] {
        if text.allSatisfy({ $0 < 0x80 }) {
            return text.contains(where: { $0 &- 0x41 < 26 }) ? text.map(ByteSearch.lowered) : text
        }
        let folded = String(decoding: text, as: UTF8.self).folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return Array(folded.utf8)
    }
}
