import BurinRaster
import Testing

@Suite struct FontResolverTests {
    @Test func primaryFacesAreDejaVu() throws {
        let resolver = FontResolver()
        let sans = try #require(resolver.font(.sans, bold: false))
        let sansBold = try #require(resolver.font(.sans, bold: true))
        let mono = try #require(resolver.font(.monospace, bold: false))
        let monoBold = try #require(resolver.font(.monospace, bold: true))
        #expect(sans.path.hasSuffix("/DejaVuSans.ttf"))
        #expect(sansBold.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(mono.path.hasSuffix("/DejaVuSansMono.ttf"))
        #expect(monoBold.path.hasSuffix("/DejaVuSansMono-Bold.ttf"))
    }

    @Test func latinFallbackIsDejaVu() throws {
        let found = try #require(FontResolver().fallback(for: "A", preferring: .sans))
        #expect(found.path.contains("DejaVu"))
    }

    @Test func answersAreCachedAfterTheFirstQuery() {
        let resolver = FontResolver()
        let first = resolver.fallback(for: "é", preferring: .sans)
        let sans = resolver.font(.sans, bold: false)
        let queries = resolver.fontconfigQueryCount
        #expect(queries == 2)
        #expect(resolver.fallback(for: "é", preferring: .sans) == first)
        #expect(resolver.font(.sans, bold: false) == sans)
        #expect(resolver.fontconfigQueryCount == queries)
    }

    @Test func codePointNoFontHasResolvesToNilWithoutAMatch() {
        let resolver = FontResolver()
        #expect(resolver.fallback(for: "\u{10FFFD}", preferring: .sans) == nil)
        #expect(resolver.fallback(for: "\u{10FFFD}", preferring: .monospace) == nil)
        #expect(resolver.fontconfigQueryCount == 0)
    }

    /// scripts/install-deps.sh installs a CJK font (fonts-wqy-microhei): it must be found, and really
    /// draw the character.
    @Test func cjkFallbackIsAFaceThatHasTheCharacter() throws {
        let resolver = FontResolver()
        let found = try #require(
            resolver.fallback(for: "中", preferring: .sans), "no CJK font: scripts/install-deps.sh installs one")
        let rasterizer = GlyphRasterizer()
        #expect(rasterizer.glyph(for: "中", in: found) != nil)
        #expect(!found.path.contains("DejaVu"))
    }

    @Test func concurrentQueriesAgree() async {
        let resolver = FontResolver()
        let scalars: [Unicode.Scalar] = ["A", "ß", "Ж", "→", "中", "\u{10FFFD}", "★", "ア"]
        let answers = await withTaskGroup(of: [FontFile?].self) { group in
            for _ in 0..<8 {
                group.addTask { scalars.map { resolver.fallback(for: $0, preferring: .sans) } }
            }
            var all: [[FontFile?]] = []
            for await answer in group { all.append(answer) }
            return all
        }
        #expect(answers.count == 8)
        #expect(answers.allSatisfy { $0 == answers[0] })
        // Each covered code point was matched once; the uncovered one never.
        #expect(resolver.fontconfigQueryCount <= scalars.count - 1)
    }
}
