/// What the bytes after the last key were: kitty transmissions (and how many of their pictures the
/// settled screen shows), placements and deletions, sixel sequences, and the rest (text, moves,
/// colours). Read from the bytes as the terminal got them, so the link bench says what a settle
/// time is made of.
public struct LinkOutputBreakdown: Sendable, Equatable {
    /// Bytes of kitty transmissions (`a=t` and their further chunks) and the pictures they began.
    public var transmitBytes = 0
    public var transmittedImages: [String] = []
    /// Of `transmittedImages`, those the settled screen shows.
    public var transmittedShown = 0
    /// Bytes of kitty placements (`a=p`) and deletions (`a=d`), and how many there were.
    public var placeBytes = 0
    public var placements = 0
    public var deleteBytes = 0
    /// Bytes of sixel sequences (`ESC P ... q ... ESC \`), and how many.
    public var sixelBytes = 0
    public var sixels = 0
    /// Everything else: text, cursor moves, colours.
    public var otherBytes = 0

    public init() {}

    /// Takes `bytes` apart; `shownImages` are the image ids the settled screen's placements show.
    public init(_ bytes: ArraySlice<UInt8>, shownImages: Set<String>) {
        var at = bytes.startIndex
        while at < bytes.endIndex {
            guard bytes[at] == 0x1B, at + 2 < bytes.endIndex,
                (bytes[at + 1] == UInt8(ascii: "_") && bytes[at + 2] == UInt8(ascii: "G"))
                    || bytes[at + 1] == UInt8(ascii: "P"),
                let end = Self.terminatorEnd(in: bytes, from: at + 2)
            else {
                otherBytes += 1
                at += 1
                continue
            }
            let length = end - at
            if bytes[at + 1] == UInt8(ascii: "P") {
                // A DCS: a sixel sequence when its parameters end in `q`.
                let body = bytes[(at + 2)..<end]
                if let q = body.firstIndex(of: UInt8(ascii: "q")),
                    body[body.startIndex..<q].allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) })
                {
                    sixelBytes += length
                    sixels += 1
                } else {
                    otherBytes += length
                }
            } else {
                count(kitty: bytes[(at + 3)..<end], length: length)
            }
            at = end
        }
        transmittedShown = transmittedImages.filter { shownImages.contains($0) }.count
    }

    private mutating func count(kitty body: ArraySlice<UInt8>, length: Int) {
        let header = body.prefix { $0 != UInt8(ascii: ";") && $0 != 0x1B }
        var keys: [String: String] = [:]
        for pair in String(decoding: header, as: UTF8.self).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        switch keys["a"] {
        case "t", "T":
            transmitBytes += length
            if let id = keys["i"] { transmittedImages.append(id) }
        case "p":
            placeBytes += length
            placements += 1
        case "d":
            deleteBytes += length
        case nil where keys["m"] != nil:
            transmitBytes += length
        default:
            otherBytes += length
        }
    }

    /// Where the string terminator (`ESC \`) after `start` ends; nil when the bytes stop first.
    private static func terminatorEnd(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var at = start
        while at + 1 < bytes.endIndex {
            if bytes[at] == 0x1B, bytes[at + 1] == UInt8(ascii: "\\") { return at + 2 }
            at += 1
        }
        return nil
    }

    /// A line for the bench's table.
    public var summary: String {
        var parts: [String] = []
        if !transmittedImages.isEmpty || transmitBytes > 0 {
            parts.append(
                "kitty transmit \(transmitBytes) B (\(transmittedImages.count) pictures, "
                    + "\(transmittedShown) on the settled screen)")
        }
        if placements > 0 || deleteBytes > 0 {
            parts.append("place \(placeBytes) B (\(placements)), delete \(deleteBytes) B")
        }
        if sixels > 0 { parts.append("sixel \(sixelBytes) B (\(sixels))") }
        parts.append("other \(otherBytes) B")
        return parts.joined(separator: ", ")
    }
}
