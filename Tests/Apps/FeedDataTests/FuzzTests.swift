import BurinCore
import BurinTestSupport
import Testing

@testable import BurinDemoData
@testable import FeedData

/// Random bytes and random JSON through the parser, the decoder and the loader: nothing may trap,
/// and every decoded merchant must satisfy the model's invariants.
@Suite struct FuzzTests {
    private static let alphabet =
        Array(#"{}[]":,\ntruefalsn0123456789-+.eE\u"#.utf8) + [0x00, 0xFF, 0xC3, 0xE4, 0x80, 0x0A, 0x20]

    private func randomBytes(_ rng: inout SplitMix64) -> [UInt8] {
        let count = rng.int(0...200)
        return (0..<count).map { _ in rng.percent(80) ? rng.pick(Self.alphabet) : UInt8(truncatingIfNeeded: rng.next())
        }
    }

    private func randomValue(_ rng: inout SplitMix64, depth: Int = 0) -> String {
        let keys = [
            "id", "name", "category", "rating", "monthly_sales", "delivery_minutes", "distance_km", "min_order",
            "delivery_fee", "avg_price", "tags", "promotions", "delivery_brand", "preorder", "status", "thumbnail",
            "type", "title", "subtitle", "colors", "x",
        ]
        switch rng.int(depth > 3 ? 0...4 : 0...6) {
        case 0: return "null"
        case 1: return rng.percent(50) ? "true" : "false"
        case 2:
            return rng.pick([
                "0", "-1", "5.5", "1e308", "-1e308", "1e999", "4.2", "123456789012345678901234567890", "-0",
            ])
        case 3:
            return FeedGenerator.quoted(
                rng.pick([
                    "", "open", "banner", "#ff0000", "满30减12", "\u{1B}[31m", "thumbs/a.png", "/abs",
                    String(repeating: "长", count: rng.int(0...300)),
                ]))
        case 4: return "\"\\ud800\\u0041\\n\""
        case 5:
            return "[" + (0..<rng.int(0...40)).map { _ in randomValue(&rng, depth: depth + 1) }.joined(separator: ",")
                + "]"
        default:
            return "{"
                + (0..<rng.int(0...12)).map { _ in "\"\(rng.pick(keys))\":" + randomValue(&rng, depth: depth + 1) }
                .joined(separator: ",") + "}"
        }
    }

    private func checkInvariants(_ items: [FeedItem]) {
        for (index, item) in items.enumerated() {
            #expect(item.row == RowID(index))
            guard case .merchant(let m) = item else { continue }
            #expect(m.rating.map { (0...5).contains($0) } ?? true)
            #expect((m.monthlySales ?? 0) >= 0 && (m.deliveryMinutes ?? 0) >= 0)
            for amount in [m.minOrder, m.deliveryFee, m.avgPrice, m.distanceKm] {
                #expect(amount.map { $0 >= 0 && $0.isFinite } ?? true)
            }
            #expect(m.tags.count <= 32 && m.promotions.count <= 32)
            #expect(m.name.utf8.count <= 512)
            #expect(!m.name.unicodeScalars.contains { $0.value < 0x20 })
        }
    }

    @Test func randomBytesNeverTrap() throws {
        var rng = SplitMix64(seed: 2024)
        for _ in 0..<5_000 {
            let bytes = randomBytes(&rng)
            _ = try? JSONParser.parse(bytes)
            let decoded = try FeedDecoder.decode(bytes, baseDirectory: "/")
            checkInvariants(decoded.items)
        }
    }

    @Test func randomJSONValuesNeverTrap() throws {
        var rng = SplitMix64(seed: 77)
        var merchants = 0
        var others = 0
        for _ in 0..<3_000 {
            let lines = (0..<rng.int(1...4)).map { _ in randomValue(&rng, depth: rng.percent(70) ? 5 : 0) }
            let text = rng.percent(20) ? "[" + lines.joined(separator: ",") + "]" : lines.joined(separator: "\n")
            let decoded = try FeedDecoder.decode(Array(text.utf8), baseDirectory: "/")
            checkInvariants(decoded.items)
            merchants += decoded.items.count { if case .merchant = $0 { true } else { false } }
            others += decoded.items.count {
                switch $0 {
                case .other, .generic: true
                default: false
                }
            }
        }
        // Objects that look like merchants are merchants; the rest show as the records they are.
        #expect(merchants > 300)
        #expect(others > 100)
    }

    @Test func randomFilesLoadThroughTheSource() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var rng = SplitMix64(seed: 5)
        var loaded = 0
        for round in 0..<40 {
            // Half the files open with an object, so the rest of their bytes are read as records
            // rather than the whole file refused as binary data.
            var bytes: [UInt8] = rng.percent(50) ? Array("{}\n".utf8) : []
            for _ in 0..<rng.int(0...60) {
                bytes += rng.percent(50) ? Array(randomValue(&rng).utf8) : randomBytes(&rng)
                bytes.append(rng.percent(90) ? 0x0A : 0x2C)
            }
            let path = try dir.write(bytes, to: "fuzz\(round).jsonl")
            let options = FeedSource.Options(pageSize: 7, maximumCachedPages: 3, strict: rng.percent(30))
            let source: FeedSource
            do {
                source = try FeedSource(path: path, options: options)
            } catch {
                guard case .notAFeed = error else { throw error }
                #expect(BinarySniffer.binaryKind(of: bytes) != nil)
                #expect(try dir.read("fuzz\(round).jsonl") == bytes)
                continue
            }
            let items = source.allItems()
            checkInvariants(items)
            let expected = try FeedDecoder.decode(bytes, baseDirectory: dir.path)
            #expect(items == expected.items)
            #expect(try dir.read("fuzz\(round).jsonl") == bytes)
            loaded += 1
        }
        // Most files are records with hostile bytes among them, not binary data refused whole.
        #expect(loaded >= 20, "only \(loaded) of 40 files loaded")
    }
}
