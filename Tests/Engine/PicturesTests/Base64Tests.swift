import BurinCore
import Testing

@testable import BurinPictures

@Suite struct Base64Tests {
    @Test func rfc4648Vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
            #expect(Base64.encodedCount(plain.utf8.count) == encoded.utf8.count)
            #expect(Base64.decode(Array(encoded.utf8)) == Array(plain.utf8))
        }
    }

    @Test func randomBytesRoundTrip() {
        var random = SplitMix64(seed: 64)
        for _ in 0..<200 {
            let bytes = (0..<random.int(0...300)).map { _ in UInt8(random.int(0...255)) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
    }

    @Test func decodingRefusesWhatIsNotPaddedBase64() {
        #expect(Base64.decode(Array("Zg=".utf8)) == nil)
        #expect(Base64.decode(Array("Z*==".utf8)) == nil)
        #expect(Base64.decode(Array("Zg==Zg==".utf8)) == nil, "padding only at the end")
    }
}
