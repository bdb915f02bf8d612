import BurinTestSupport

/// What the bytes after the last key were: kitty transmissions (and how many of their pictures the
/// settled screen shows), placements and deletions, sixel sequences, and the rest (text, moves,
/// colours). Read from the bytes as the terminal got them, so the link bench says what a settle
/// time is made of.
public struct LinkOutputBreakdown: Sendable, Equatable {
    public enum Part: String, Sendable, CaseIterable {
        /// kitty's `a=t` and the further chunks of one.
        case transmit
        /// kitty's `a=p` (the cursor moves around it are `other`).
        case place
        /// kitty's `a=d`.
        case delete
        /// `ESC P ... q ... ESC \`.
        case sixel
        /// Text, cursor moves, colours, and any other escape.
        case other
    }

    /// Bytes of each part, and how many escapes of it (nil: none).
    public private(set) var bytes: [Part: Int] = [:]
    public private(set) var escapes: [Part: Int] = [:]
    /// The image ids of the transmissions begun, and how many of them the settled screen shows.
    public private(set) var transmittedImages: [String] = []
    public private(set) var transmittedShown = 0

    public init() {}

    /// Takes `output` apart; `shownImages` are the image ids the settled screen's placements show.
    public init(_ output: ArraySlice<UInt8>, shownImages: Set<String>) {
        var at = output.startIndex
        while at < output.endIndex {
            guard output[at] == 0x1B, at + 2 < output.endIndex,
                (output[at + 1] == UInt8(ascii: "_") && output[at + 2] == UInt8(ascii: "G"))
                    || output[at + 1] == UInt8(ascii: "P"),
                let end = Self.terminatorEnd(in: output, from: at + 2)
            else {
                bytes[.other, default: 0] += 1
                at += 1
                continue
            }
            let isDCS = output[at + 1] == UInt8(ascii: "P")
            add(
                isDCS
                    ? (OutputInterpreter.isSixel(output[(at + 2)..<end]) ? .sixel : .other)
                    : kitty(output[(at + 3)..<end]),
                length: end - at)
            at = end
        }
        transmittedShown = transmittedImages.filter { shownImages.contains($0) }.count
    }

    private mutating func add(_ part: Part, length: Int) {
        bytes[part, default: 0] += length
        if part != .other { escapes[part, default: 0] += 1 }
    }

    private mutating func kitty(_ body: ArraySlice<UInt8>) -> Part {
        let keys = OutputInterpreter.kittyKeys(header: body.prefix { $0 != UInt8(ascii: ";") && $0 != 0x1B })
        switch keys["a"] {
        case "t", "T":
            if let id = keys["i"] { transmittedImages.append(id) }
            return .transmit
        case "p": return .place
        case "d": return .delete
        case nil where keys["m"] != nil: return .transmit
        default: return .other
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
        if let transmitted = bytes[.transmit] {
            parts.append(
                "kitty transmit \(transmitted) B (\(transmittedImages.count) pictures, "
                    + "\(transmittedShown) on the settled screen)")
        }
        for part in [Part.place, .delete, .sixel] {
            if let count = bytes[part] { parts.append("\(part.rawValue) \(count) B (\(escapes[part] ?? 0))") }
        }
        parts.append("other \(bytes[.other] ?? 0) B")
        return parts.joined(separator: ", ")
    }

    /// The same for the bench's JSON.
    public var json: [String: Any] {
        var json: [String: Any] = [
            "kitty_transmitted": transmittedImages.count, "kitty_transmitted_shown": transmittedShown,
        ]
        for part in Part.allCases { json["\(part.rawValue)_bytes"] = bytes[part] ?? 0 }
        return json
    }
}
