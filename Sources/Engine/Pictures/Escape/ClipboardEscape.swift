/// OSC 52: asks the terminal to put text on the system clipboard (`ESC ] 52 ; c ; base64 ESC \`).
/// xterm (where its `allowWindowOps`/`disallowedWindowOps` let it), kitty, WezTerm, foot, iTerm2 and
/// Windows Terminal do; a terminal that does not ignores it. Nothing comes back to say which.
public enum ClipboardEscape {
    /// Text copied at most: terminals refuse larger requests (xterm's default limit is about 100 KB).
    public static let maximumBytes = 64 << 10

    /// The request that copies `text` (cut at `maximumBytes`, on a UTF-8 boundary), as it must be
    /// written on `route`.
    public static func copy(_ text: String, route: EscapeRoute = .direct) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard bytes.count + UTF8.width(scalar) <= maximumBytes else { break }
            UTF8.encode(scalar) { bytes.append($0) }
        }
        var out = Array("\u{1B}]52;c;".utf8)
        Base64.append(bytes, to: &out)
        out += [0x1B, UInt8(ascii: "\\")]
        return route.wrap(out)
    }
}
