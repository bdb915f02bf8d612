/// An image's pixel size read from its header, before anything is decoded, so the decode's memory can
/// be reserved first (see `ImageMemoryBudget`).
enum ImageHeader {
    enum Format { case png, jpeg }

    /// The format and size declared by the first bytes of a PNG or JPEG, or nil when they declare
    /// none (not an image, or a header cut short: the decoder will say why).
    static func read(_ bytes: ArraySlice<UInt8>) -> (format: Format, width: Int, height: Int)? {
        let b = Array(bytes)
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
            guard b.count >= 24, b[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
            return (.png, bigEndian(b[16..<20]), bigEndian(b[20..<24]))
        }
        guard b.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                i += 2
                continue
            }
            let length = bigEndian(b[(i + 2)..<(i + 4)])
            // Start of frame: baseline, extended, progressive, lossless (not DHT, JPG or DAC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 9 <= b.count else { return nil }
                return (.jpeg, bigEndian(b[(i + 7)..<(i + 9)]), bigEndian(b[(i + 5)..<(i + 7)]))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
