/// The layout of one disk cache file, so that a truncated, corrupted or foreign file is never taken
/// for an image:
///
/// ```
/// 0   8  magic "BURINIMG"
/// 8   4  format version (1), little-endian
/// 12  4  URL length in bytes
/// 16  8  payload length in bytes
/// 24  8  FNV-1a 64 checksum of the payload
/// 32  …  the URL's UTF-8 bytes, then the payload (the image exactly as fetched)
/// ```
///
/// A read accepts a file only if every field agrees with the file's own size, the URL is the one asked
/// for, and the checksum matches (a bit flipped mid-payload would otherwise be cached forever).
enum CacheFileFormat {
    static let magic = Array("BURINIMG".utf8)
    static let version: UInt32 = 1
    static let headerSize = 32

    /// The bytes before the payload.
    static func header(url: String, payload: [UInt8]) -> [UInt8] {
        var header = magic
        header.reserveCapacity(headerSize + url.utf8.count)
        append(UInt64(version), bytes: 4, to: &header)
        append(UInt64(url.utf8.count), bytes: 4, to: &header)
        append(UInt64(payload.count), bytes: 8, to: &header)
        append(checksum(payload[...]), bytes: 8, to: &header)
        header.append(contentsOf: url.utf8)
        return header
    }

    /// The payload of `file` if it is a whole, intact cache file for `url`; nil otherwise.
    static func payload(of file: [UInt8], url: String) -> [UInt8]? {
        guard file.count >= headerSize, file.starts(with: magic) else { return nil }
        guard read(file, at: 8, bytes: 4) == UInt64(version) else { return nil }
        let urlBytes = Array(url.utf8)
        guard read(file, at: 12, bytes: 4) == UInt64(urlBytes.count) else { return nil }
        let payloadLength = read(file, at: 16, bytes: 8)
        let payloadStart = headerSize + urlBytes.count
        guard payloadLength <= UInt64(file.count), payloadStart + Int(payloadLength) == file.count else { return nil }
        guard file[headerSize..<payloadStart].elementsEqual(urlBytes) else { return nil }
        let payload = file[payloadStart...]
        guard read(file, at: 24, bytes: 8) == checksum(payload) else { return nil }
        return Array(payload)
    }

    /// FNV-1a 64 over `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func append(_ value: UInt64, bytes: Int, to out: inout [UInt8]) {
        for i in 0..<bytes { out.append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
    }

    private static func read(_ file: [UInt8], at offset: Int, bytes: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<bytes { value |= UInt64(file[offset + i]) << (8 * i) }
        return value
    }
}
