import BurinCore
import Testing

@testable import BurinRaster

@Suite struct JPEGCodecTests {
    @Test func roundTripKeepsSizeAndColoursWithinTolerance() throws {
        let original = TestImages.gradient(width: 40, height: 24)
        let bytes = try JPEGCodec.encode(original, quality: 95)
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try JPEGCodec.decode(bytes)
        #expect(decoded.width == 40)
        #expect(decoded.height == 24)
        var worst = 0
        for (a, b) in zip(original.pixels, decoded.pixels) {
            #expect(b.a == 255)
            worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
        }
        #expect(worst <= 12)
    }

    /// A progressive JPEG starts its frame with SOF2 (FF C2), a baseline one with SOF0 (FF C0); both
    /// decode to the same picture (same coefficients, only ordered differently in the stream).
    @Test func progressiveEncodingDecodesToTheSamePicture() throws {
        let image = TestImages.gradient(width: 48, height: 40)
        let baseline = try JPEGCodec.encode(image, quality: 80)
        let progressive = try JPEGCodec.encode(image, quality: 80, progressive: true)
        func hasMarker(_ bytes: [UInt8], _ marker: UInt8) -> Bool {
            zip(bytes, bytes.dropFirst()).contains { $0 == 0xFF && $1 == marker }
        }
        #expect(hasMarker(baseline, 0xC0) && !hasMarker(baseline, 0xC2))
        #expect(hasMarker(progressive, 0xC2) && !hasMarker(progressive, 0xC0))
        #expect(try JPEGCodec.decode(progressive) == JPEGCodec.decode(baseline))
    }

    @Test func lowerQualityGivesFewerBytes() throws {
        let image = TestImages.gradient(width: 64, height: 64)
        let small = try JPEGCodec.encode(image, quality: 10)
        let large = try JPEGCodec.encode(image, quality: 95)
        #expect(small.count < large.count)
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: ImageError.self) { try JPEGCodec.encode(PixelCanvas(width: 0, height: 3), quality: 80) }
    }

    @Test func garbageIsCorrupt() {
        #expect(throws: ImageError.self) { try JPEGCodec.decode([]) }
        #expect(throws: ImageError.self) { try JPEGCodec.decode([0x00, 0x01, 0x02, 0x03]) }
        #expect(throws: ImageError.self) { try JPEGCodec.decode([0xFF, 0xD8, 0xFF, 0xE0, 0x00]) }
    }

    @Test func truncatedStreamIsCorrupt() throws {
        let bytes = try JPEGCodec.encode(TestImages.gradient(width: 32, height: 32), quality: 80)
        for cut in [bytes.count / 4, bytes.count / 2, bytes.count - 3] {
            do {
                _ = try JPEGCodec.decode(Array(bytes.prefix(cut)))
                Issue.record("a stream cut at \(cut) of \(bytes.count) bytes decoded")
            } catch {
                guard case .corrupt = error else {
                    Issue.record("expected .corrupt, got \(error)")
                    continue
                }
            }
        }
    }

    @Test func flippedBytesNeverCrash() throws {
        let bytes = try JPEGCodec.encode(TestImages.gradient(width: 16, height: 16), quality: 80)
        var generator = SplitMix64(seed: 7)
        var decoded = 0
        var refused = 0
        for _ in 0..<200 {
            var damaged = bytes
            for _ in 0..<4 {
                let i = Int(generator.next() % UInt64(damaged.count))
                damaged[i] = UInt8(truncatingIfNeeded: generator.next())
            }
            // Either outcome is fine; the process must survive and any pixels must be well-formed.
            do {
                let canvas = try JPEGCodec.decode(damaged)
                #expect(canvas.pixels.count == canvas.width * canvas.height)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        // Both outcomes must come up, or one of the two paths went unchecked.
        #expect(decoded > 0 && refused > 0, "\(decoded) decoded, \(refused) refused")
    }

    @Test func oversizedHeaderIsRefusedBeforeDecoding() throws {
        var bytes = try JPEGCodec.encode(TestImages.gradient(width: 8, height: 8), quality: 80)
        // Patch the SOF0 frame header's height and width (big-endian, after the precision byte).
        guard let sof = (0..<(bytes.count - 1)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        else {
            Issue.record("no SOF0 marker")
            return
        }
        bytes[sof + 5] = 0x13
        bytes[sof + 6] = 0x88
        bytes[sof + 7] = 0x13
        bytes[sof + 8] = 0x88
        #expect(throws: ImageError.tooLarge(width: 5000, height: 5000)) { try JPEGCodec.decode(bytes) }
    }
}
