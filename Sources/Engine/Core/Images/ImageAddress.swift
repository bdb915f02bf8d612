/// How an image name in a record or a layout is told apart: a web address (`http://` or `https://`,
/// in any case) is fetched and kept as written; anything else is a file path. One rule for the decoder
/// that reads records and for the drawer that finds pictures, so they never disagree.
public enum ImageAddress {
    /// Whether `name` starts with `http://` or `https://` (ASCII case ignored). Only the scheme is
    /// looked at: whether the rest is a usable URL is the fetcher's to judge (and a bad one fails there,
    /// visibly, as any other failed image).
    public static func isWeb(_ name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        for expected in "http".utf8 {
            guard let byte = utf8.next(), lowercased(byte) == expected else { return false }
        }
        var next = utf8.next()
        if next.map(lowercased) == UInt8(ascii: "s") { next = utf8.next() }
        return next == UInt8(ascii: ":") && utf8.next() == UInt8(ascii: "/") && utf8.next() == UInt8(ascii: "/")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
