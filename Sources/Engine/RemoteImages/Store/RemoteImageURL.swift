/// The checks a URL passes before any request is made for it. Pure string work: a hostile URL (a
/// `file:` path, a `javascript:` link, a megabyte of text, control characters) fails here, so no
/// transport ever sees it.
enum RemoteImageURL {
    /// Nil when `url` may be requested; otherwise why not.
    static func problem(with url: String, maxBytes: Int) -> RemoteImageFailure? {
        let bytes = Array(url.utf8)
        guard !bytes.isEmpty, bytes.count <= maxBytes else { return .malformedURL }
        // Spaces, control characters and DEL have no place in a URL; feeds must percent-encode them.
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return .malformedURL }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return .malformedURL }
        let scheme = bytes[..<colon]
        guard scheme.allSatisfy(isSchemeByte), isLetter(scheme[scheme.startIndex]) else { return .malformedURL }
        let lowered = String(decoding: scheme.map(lowercased), as: UTF8.self)
        guard lowered == "http" || lowered == "https" else { return .badScheme }
        let rest = bytes[(colon + 1)...]
        guard rest.starts(with: "//".utf8) else { return .malformedURL }
        let authority = rest.dropFirst(2).prefix {
            $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
        }
        // The host is what follows any user information; it must not be empty.
        let host = authority.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false).last ?? []
        guard !host.isEmpty, host.first != UInt8(ascii: ":") else { return .malformedURL }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
