import BurinCore
import Testing

@testable import FeedData

/// What the sniffer refuses and what it lets through. The random samples are what `burin /dev/urandom`
/// reads first: before the density rule about one in a hundred of them passed as a feed (one starting
/// with `{`, or with a short clean first line), which made the end-to-end test of that command flaky.
@Suite struct BinarySnifferTests {
    private func randomSample(_ rng: inout SplitMix64, startingWith start: [UInt8] = []) -> [UInt8] {
        start + (start.count..<BinarySniffer.sampleSize).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }

    @Test func randomBytesAreBinaryData() {
        var rng = SplitMix64(seed: 1)
        var passed = 0
        for _ in 0..<20_000 where BinarySniffer.binaryKind(of: randomSample(&rng)) == nil { passed += 1 }
        #expect(passed == 0)
    }

    @Test(arguments: ["{", "[", "  {", "x\n", "{}\n", "ab\n"])
    func randomBytesAfterATextStartAreBinaryData(_ start: String) {
        var rng = SplitMix64(seed: 2)
        var passed = 0
        for _ in 0..<2_000 {
            if BinarySniffer.binaryKind(of: randomSample(&rng, startingWith: Array(start.utf8))) == nil { passed += 1 }
        }
        #expect(passed == 0)
    }

    @Test func aFeedWithAFewStrayControlBytesIsAFeed() {
        let record = #"{"id":1,"name":"Noodle bar","rating":4.5}"#
        var lines = Array(repeating: record, count: 12)
        lines[2] = #"{"id":3,"name":"a"# + "\u{0}\u{1}\u{1B}" + #"b"}"#
        #expect(BinarySniffer.binaryKind(of: Array(lines.joined(separator: "\n").utf8)) == nil)
    }

    @Test func textThatIsNotJSONIsStillAFeedOfBadRecords() {
        #expect(BinarySniffer.binaryKind(of: Array("x\nhello\nworld\n".utf8)) == nil)
        // Latin-1 bytes are not UTF-8, but a record that starts like JSON is judged as a record.
        #expect(BinarySniffer.binaryKind(of: Array(#"{"name":"caf"#.utf8) + [0xE9, 0x22, 0x7D, 0x0A]) == nil)
    }

    @Test func signaturesAndControlStartsAreNamed() {
        #expect(BinarySniffer.binaryKind(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == "a PNG image")
        #expect(BinarySniffer.binaryKind(of: [0x1F, 0x8B, 8, 0]) == "gzip-compressed data")
        #expect(BinarySniffer.binaryKind(of: [UInt8](repeating: 0, count: 512)) == "binary data")
        #expect(BinarySniffer.binaryKind(of: Array("ab\u{1}c".utf8)) == "binary data")
    }
}
