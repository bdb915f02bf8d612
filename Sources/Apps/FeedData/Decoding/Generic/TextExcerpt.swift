/// A body as the card shows it: HTML and Markdown reduced to plain prose, in paragraphs.
///
/// HTML: tags are dropped (a block tag or `<br>` ends a paragraph), comments, scripts and styles with
/// their content, character references decoded (`&amp;`, `&#39;`, `&#x2F;`, the common named ones).
/// Markdown: headings' `#`, quotes' `>`, list markers, fences and rules dropped, `[text](url)` and
/// `![alt](url)` reduced to their text, emphasis and code marks dropped. Whitespace is collapsed.
/// Only the first `maximumInput` bytes are read: a card shows two lines of a body, and a 10 MB body
/// then costs the loader no more than a short one.
enum TextExcerpt {
    /// Bytes of a body read at most.
    static let maximumInput = 4 << 10

    /// The paragraphs of `text`, each one line of collapsed whitespace, empty ones left out.
    static func paragraphs(_ text: String) -> [String] {
        let head =
            text.utf8.count > maximumInput ? String(decoding: text.utf8.prefix(maximumInput), as: UTF8.self) : text
        let unmarked = looksLikeHTML(head) ? html(head) : head
        var out: [String] = []
        var inFence = false
        let lines = unmarked.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        for rawLine in lines {
            let trimmed = rawLine.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            let line = inFence ? String(trimmed) : markdownLine(trimmed)
            let collapsed = collapse(line)
            if collapsed.isEmpty {
                if out.last.map({ !$0.isEmpty }) ?? false { out.append("") }
            } else if let last = out.last, !last.isEmpty {
                out[out.count - 1] = last + " " + collapsed
            } else {
                out.append(collapsed)
            }
        }
        return out.filter { !$0.isEmpty }
    }

    /// All of `text` as one line of prose, at most `maximumBytes`.
    static func prose(_ text: String, maximumBytes: Int) -> String {
        cut(paragraphs(text).joined(separator: " "), maximumBytes: maximumBytes)
    }

    /// The first paragraph of `text`, at most `maximumBytes`, and the rest as prose: a title made of a
    /// body, and what the card shows under it.
    static func split(_ text: String, maximumBytes: Int, restBytes: Int) -> (first: String, rest: String) {
        let all = paragraphs(text)
        return (
            cut(all.first ?? "", maximumBytes: maximumBytes),
            cut(all.dropFirst().joined(separator: " "), maximumBytes: restBytes)
        )
    }

    /// `text` cut at a character boundary to at most `maximumBytes` UTF-8 bytes.
    static func cut(_ text: String, maximumBytes: Int) -> String {
        guard text.utf8.count > maximumBytes else { return text }
        var out = ""
        var used = 0
        for character in text {
            let n = character.utf8.count
            if used + n > maximumBytes { break }
            out.append(character)
            used += n
        }
        return out
    }

    // MARK: HTML

    private static func looksLikeHTML(_ text: String) -> Bool {
        var previous: Character = " "
        for c in text.prefix(4096) {
            if previous == "<", c.isLetter || c == "/" || c == "!" { return true }
            if previous == "&", c == "#" || c.isLetter, text.contains(";") { return true }
            previous = c
        }
        return false
    }

    private static let blockTags: Set<String> = [
        "p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre",
        "hr", "section", "article", "header", "footer", "dd", "dt",
    ]

    private static func html(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Substring(text).unicodeScalars[...]
        while let c = scalars.first {
            scalars = scalars.dropFirst()
            if c == "<", let next = scalars.first, next.properties.isAlphabetic || next == "/" || next == "!" {
                if scalars.starts(with: "!--".unicodeScalars) {
                    scalars = after("-->", in: scalars)
                    continue
                }
                let name = tagName(scalars)
                scalars = after(">", in: scalars)
                if name == "script" || name == "style" {
                    scalars = after("</\(name)", in: scalars)
                    scalars = after(">", in: scalars)
                } else if blockTags.contains(name) {
                    // A block ends a paragraph (a blank line, as Markdown separates them).
                    out.append("\n")
                    out.append("\n")
                }
                continue
            }
            if c == "&", let (decoded, rest) = reference(scalars) {
                out.append(decoded)
                scalars = rest
                continue
            }
            out.append(c)
        }
        return String(out)
    }

    /// The lower-cased name of the tag that starts `scalars` (after `<`).
    private static func tagName(_ scalars: Substring.UnicodeScalarView.SubSequence) -> String {
        let name = scalars.drop { $0 == "/" }.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        return String(String.UnicodeScalarView(name.prefix(16))).lowercased()
    }

    /// What follows the first `marker` (ASCII, matched without regard to case) in `scalars`, or
    /// nothing when there is none.
    private static func after(
        _ marker: String, in scalars: Substring.UnicodeScalarView.SubSequence
    ) -> Substring.UnicodeScalarView.SubSequence {
        let needle = Array(marker.lowercased().unicodeScalars)
        var rest = scalars
        while let first = rest.first {
            if lower(first) == needle[0], rest.prefix(needle.count).map(lower).elementsEqual(needle) {
                return rest.dropFirst(needle.count)
            }
            rest = rest.dropFirst()
        }
        return rest
    }

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "mdash": "—", "ndash": "–",
        "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "copy": "©", "middot": "·",
    ]

    /// A character reference after `&`: the scalar and what follows the `;`.
    private static func reference(
        _ scalars: Substring.UnicodeScalarView.SubSequence
    ) -> (Unicode.Scalar, Substring.UnicodeScalarView.SubSequence)? {
        let body = scalars.prefix(10).prefix { $0 != ";" }
        guard body.count < 10, scalars.dropFirst(body.count).first == ";", !body.isEmpty else { return nil }
        let rest = scalars.dropFirst(body.count + 1)
        let word = String(String.UnicodeScalarView(body))
        if word.hasPrefix("#") {
            let digits = word.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), value >= 0x20 else { return nil }
            return (scalar, rest)
        }
        guard let scalar = named[word.lowercased()] else { return nil }
        return (scalar, rest)
    }

    // MARK: Markdown

    /// One Markdown line as text: block marks at its start and inline marks dropped.
    private static func markdownLine(_ line: Substring) -> String {
        var s = line
        // A rule (---, ***, ___) or a table's separator row says nothing.
        if s.count >= 3, s.allSatisfy({ "-*_=|: ".contains($0) }) { return "" }
        while s.hasPrefix(">") { s = s.dropFirst().drop { $0 == " " } }
        if s.hasPrefix("#") {
            let marks = s.prefix { $0 == "#" }
            if marks.count <= 6, s.dropFirst(marks.count).first == " " { s = s.dropFirst(marks.count + 1) }
        }
        for marker in ["- [ ] ", "- [x] ", "* [ ] ", "* [x] ", "- ", "* ", "+ "] where s.hasPrefix(marker) {
            s = s.dropFirst(marker.count)
            break
        }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, s.dropFirst(digits.count).hasPrefix(". ") {
            s = s.dropFirst(digits.count + 2)
        }
        return inline(s)
    }

    /// Links and images to their text; emphasis, strike-through and code marks dropped; table bars to
    /// spaces.
    private static func inline(_ text: Substring) -> String {
        var out = ""
        var rest = text
        while let c = rest.first {
            if c == "!", rest.dropFirst().first == "[", let (label, after) = link(rest.dropFirst()) {
                out += label
                rest = after
                continue
            }
            if c == "[", let (label, after) = link(rest) {
                out += label
                rest = after
                continue
            }
            rest = rest.dropFirst()
            switch c {
            case "`": continue
            case "|": out += " "
            case "*", "_":
                if isEmphasisMark(c, before: out.last, next: rest.first) { continue }
                out.append(c)
            default: out.append(c)
            }
        }
        return out.replacingOccurrences(of: "~~", with: "")
    }

    /// Whether `mark` (`*` or `_`) marks emphasis: doubled, or at a word's edge. An underscore inside
    /// a word (snake_case) and a star between spaces or digits (2 * 3) stay.
    private static func isEmphasisMark(_ mark: Character, before: Character?, next: Character?) -> Bool {
        if next == mark { return true }
        let edgeBefore = before.map { $0.isWhitespace || $0.isPunctuation } ?? true
        let edgeAfter = next.map { $0.isWhitespace || $0.isPunctuation } ?? true
        let opens = edgeBefore && !(next?.isWhitespace ?? true)
        let closes = !edgeBefore && edgeAfter
        return opens || closes
    }

    /// `[label](target)` at the start of `text`: the label and what follows the link.
    private static func link(_ text: Substring) -> (String, Substring)? {
        guard text.first == "[", let close = text.firstIndex(of: "]") else { return nil }
        let afterLabel = text[close...].dropFirst()
        guard afterLabel.first == "(", let end = afterLabel.firstIndex(of: ")") else { return nil }
        return (inline(text[text.index(after: text.startIndex)..<close]), afterLabel[end...].dropFirst())
    }

    private static func collapse(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for c in text {
            if c.isWhitespace || c.unicodeScalars.allSatisfy({ $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
        }
        return out
    }
}
