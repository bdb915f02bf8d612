/// The name of a URL's file in the disk cache: the FNV-1a 128-bit hash of its UTF-8 bytes, in hex.
///
/// A hash, never the URL itself, so a hostile URL (`../`, NUL, a 10 KB path) can never become a path
/// component. FNV is not a cryptographic hash and a hostile feed could make two URLs collide: the
/// file's header holds the whole URL and a read checks it, so a collision costs a refetch, never the
/// wrong image.
struct CacheKey: Hashable {
    let value: UInt128

    static let offsetBasis: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013b

    init(url: String) {
        var hash = Self.offsetBasis
        for byte in url.utf8 {
            hash ^= UInt128(byte)
            hash = hash &* Self.prime
        }
        value = hash
    }

    init(value: UInt128) {
        self.value = value
    }

    /// The key of a cache file name, or nil if the name is not one the cache writes.
    init?(fileName: String) {
        let utf8 = Array(fileName.utf8)
        guard utf8.count == 32 + Self.fileExtension.utf8.count, fileName.hasSuffix(Self.fileExtension) else {
            return nil
        }
        var hash: UInt128 = 0
        for byte in utf8.prefix(32) {
            guard let digit = Self.hexDigits.firstIndex(of: byte) else { return nil }
            hash = hash << 4 | UInt128(digit)
        }
        value = hash
    }

    /// 32 lowercase hex digits and the extension.
    var fileName: String {
        var digits = [UInt8](repeating: 0, count: 32)
        var rest = value
        for i in (0..<32).reversed() {
            digits[i] = Self.hexDigits[Int(rest & 0xF)]
            rest >>= 4
        }
        return String(decoding: digits, as: UTF8.self) + Self.fileExtension
    }

    static let fileExtension = ".img"
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
