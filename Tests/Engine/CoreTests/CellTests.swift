import Testing

@testable import BurinCore

@Suite struct CellTests {
    @Test func aCellIsSixteenBytesWithNoPadding() {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(MemoryLayout<Cell>.stride == 16)
        // Every byte belongs to a field, so rows may be compared and hashed as bytes.
        #expect(MemoryLayout<Cell>.offset(of: \.glyph) == 0)
        #expect(MemoryLayout<Cell>.offset(of: \.foreground) == 4)
        #expect(MemoryLayout<Cell>.offset(of: \.background) == 8)
        #expect(MemoryLayout<Cell>.offset(of: \.width) == 12)
        #expect(MemoryLayout<Cell>.offset(of: \.attributes) == 13)
        #expect(_isPOD(Cell.self))
    }

    @Test func oneScalarClustersAreInlineAndLongerOnesArePooled() {
        #expect(Glyph("▀").scalar == "▀")
        #expect(!Glyph("中").isPooled)
        let family = "👨‍👩‍👧"
        let pooled = Glyph(family)
        #expect(pooled.isPooled)
        #expect(pooled.text == family)
        #expect(pooled.firstScalar == "👨")
        // The same cluster always gets the same glyph, so equal cells stay equal as bytes.
        #expect(Glyph(family) == pooled)
        #expect(Glyph("").isEmpty)
        #expect(Cell("x", foreground: .rgb(1, 2, 3)).text == "x")
    }

    @Test func clustersAreKeyedByTheirBytesNotByCanonicalEquivalence() {
        // "e" + combining acute + combining cedilla, in two orders: equal as Strings, not as bytes.
        let a = Glyph("e\u{301}\u{327}")
        let b = Glyph("e\u{327}\u{301}")
        #expect(a != b)
        #expect(Array(a.text.unicodeScalars) == ["e", "\u{301}", "\u{327}"])
    }

    @Test func aFullPoolGivesAVisibleCountedReplacement() {
        let pool = ClusterPool(capacity: 2)
        let first = pool.intern("a\u{301}")
        _ = pool.intern("b\u{301}")
        let overflow = pool.intern("c\u{301}")
        #expect(first.isPooled)
        #expect(overflow.scalar == "\u{FFFD}")
        #expect(pool.overflowCount == 1)
        #expect(pool.count == 2)
        // Known clusters are still found when the pool is full.
        #expect(pool.intern("a\u{301}") == first)
    }

    @Test func coloursPackIntoThirtyTwoBits() {
        #expect(CellColor.terminalDefault.components == nil)
        #expect(CellColor.rgb(0, 0, 0) != .terminalDefault)
        let c = CellColor.rgb(0x12, 0x34, 0x56)
        #expect(c.components?.r == 0x12 && c.components?.g == 0x34 && c.components?.b == 0x56)
        #expect(CellColor(RGBA(1, 2, 3, 4)) == .rgb(1, 2, 3))
    }

    @Test func rowsCompareAndHashAsTheirCells() {
        var rng = SplitMix64(seed: 0xCE11)
        for _ in 0..<200 {
            let width = rng.int(1...40)
            let a = (0..<width).map { _ in Self.randomCell(&rng) }
            var b = a
            let same = rng.percent(50)
            if !same { b[rng.int(0...(width - 1))] = Self.randomCell(&rng) }
            let equal = a == b
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    #expect(Cell.rowsEqual(pa, pb) == equal)
                    if equal { #expect(Cell.rowHash(pa) == Cell.rowHash(pb)) }
                }
            }
        }
    }

    private static func randomCell(_ rng: inout SplitMix64) -> Cell {
        let text = rng.pick(["a", "b", "▀", "中", "e\u{301}", " "])
        return Cell(
            text, width: UInt8(rng.int(0...2)),
            foreground: rng.percent(30) ? .terminalDefault : .rgb(UInt8(rng.int(0...3)), 0, 0),
            background: .rgb(0, UInt8(rng.int(0...3)), 0), attributes: CellAttributes(rawValue: UInt8(rng.int(0...3))))
    }
}
