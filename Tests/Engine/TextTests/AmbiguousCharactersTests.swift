import Testing

@testable import BurinText

/// East Asian Width class A, as GNOME Terminal's "ambiguous-width characters: wide" draws it.
@Suite struct AmbiguousCharactersTests {
    @Test func theAppsGlyphsAndCommonTextAreAmbiguous() {
        for scalar: Unicode.Scalar in ["▀", "▄", "★", "☆", "·", "▕", "▏", "—", "…", "’", "é", "А", "α", "─", "①"] {
            #expect(AmbiguousCharacters.contains(scalar), "\(scalar)")
        }
    }

    @Test func narrowAndWideCharactersAreNot() {
        for scalar: Unicode.Scalar in ["a", " ", "~", "\u{A0}", "▐", "▖", "⋅", "中", "한", "😀", "\u{10FFFF}"] {
            #expect(!AmbiguousCharacters.contains(scalar), "\(scalar)")
        }
    }

    @Test func theRangesAreAscendingAndDisjoint() {
        let ranges = EastAsianAmbiguousTable.ranges
        #expect(ranges.count % 2 == 0)
        for i in stride(from: 0, to: ranges.count, by: 2) {
            #expect(ranges[i] <= ranges[i + 1])
            if i > 0 { #expect(ranges[i - 1] + 1 < ranges[i]) }
        }
        // Each range's ends are inside it, and the code points just outside are not.
        for i in stride(from: 0, to: ranges.count, by: 2) {
            for value in [ranges[i], ranges[i + 1]] {
                #expect(Unicode.Scalar(value).map(AmbiguousCharacters.contains) ?? true, "\(value)")
            }
            if let before = Unicode.Scalar(ranges[i] - 1), ranges[i] > 0xA1 {
                #expect(!AmbiguousCharacters.contains(before), "\(before.value)")
            }
        }
    }

    @Test func lookalikesAreASCIIAndObvious() {
        let expected: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("é", "e"), ("ü", "u"), ("—", "-"), ("Ж", "Z"), ("α", "a"), ("Ω", "O"), ("─", "-"), ("│", "|"),
            ("┼", "+"), ("←", "<"), ("①", "1"),
        ]
        for (scalar, lookalike) in expected {
            #expect(AmbiguousCharacters.asciiLookalike(of: scalar) == lookalike, "\(scalar)")
        }
        #expect(AmbiguousCharacters.asciiLookalike(of: "★") == nil)
        #expect(AmbiguousCharacters.asciiLookalike(of: "a") == nil)
        let table = EastAsianAmbiguousTable.lookalikes
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 < $1 })
        #expect(table.allSatisfy { (0x21...0x7E).contains($0 & 0xFF) })
    }
}
