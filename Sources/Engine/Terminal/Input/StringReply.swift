import BurinCore

/// What a terminal's string (OSC, DCS, APC) says: always a reply, never keys.
enum StringReply {
    static func interpret(_ kind: StringKind, body: [UInt8]) -> TerminalReply {
        switch kind {
        case .applicationProgramCommand where body.first == UInt8(ascii: "G"):
            return kittyGraphics(body.dropFirst())
        case .deviceControl where body.starts(with: [UInt8(ascii: ">"), UInt8(ascii: "|")]):
            return .version(printable(body.dropFirst(2)))
        case .operatingSystemCommand:
            if let color = BackgroundColorReply.color(fromOSC: body) { return .backgroundColor(color) }
            return ColorReply.interpret(osc: body) ?? .other(body)
        default:
            return .other(body)
        }
    }

    /// `G i=<id>,... ; message`: the id Burin gave its query, and "OK" or an error.
    private static func kittyGraphics(_ content: ArraySlice<UInt8>) -> TerminalReply {
        let split = content.firstIndex(of: UInt8(ascii: ";")) ?? content.endIndex
        var id: UInt32? = nil
        for pair in content[..<split].split(separator: UInt8(ascii: ",")) {
            guard pair.count > 2, pair.first == UInt8(ascii: "i"), pair.dropFirst().first == UInt8(ascii: "=") else {
                continue
            }
            id = UInt32(String(decoding: pair.dropFirst(2), as: UTF8.self))
        }
        let message = split < content.endIndex ? content[(split + 1)...] : []
        return .kittyGraphics(id: id, message: printable(message))
    }

    /// `bytes` as text with anything but printable ASCII dropped: replies end up in reports.
    static func printable(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
    }
}

/// OSC 11's answer: `11;rgb:R/G/B` (1 to 4 hex digits a channel, scaled to 8 bits) or `11;rgba:R/G/B/A`.
public enum BackgroundColorReply {
    /// OSC 11 with "?" asks for the background colour; ST ends it.
    public static let question = Array("\u{1B}]11;?\u{1B}\\".utf8)

    static func color(fromOSC body: [UInt8]) -> RGBA? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;") else { return nil }
        return color(fromSpec: text.dropFirst(3))
    }

    /// An X colour spec as terminals report one: `rgb:R/G/B` (1 to 4 hex digits a channel, scaled
    /// to 8 bits) or `rgba:R/G/B/A`.
    static func color(fromSpec text: Substring) -> RGBA? {
        let prefix: String
        if text.hasPrefix("rgb:") {
            prefix = "rgb:"
        } else if text.hasPrefix("rgba:") {
            prefix = "rgba:"
        } else {
            return nil
        }
        let channels = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == (prefix == "rgb:" ? 3 : 4) else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return RGBA(values[0], values[1], values[2])
    }
}
