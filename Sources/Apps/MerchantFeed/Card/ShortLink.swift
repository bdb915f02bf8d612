/// A web address as a card shows it: the host (without `www.`) and the end of the path, never the
/// query: `https://github.com/octo/burin/issues/12?x=1` is `github.com/…/issues/12`. The whole
/// address is what `y` copies and `o` opens.
public enum ShortLink {
    /// Path segments kept at the end.
    static let keptSegments = 2

    public static func text(_ address: String) -> String {
        var rest = Substring(address)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var host = rest[..<hostEnd]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        var hostText = host.lowercased()
        if hostText.hasPrefix("www.") { hostText.removeFirst(4) }
        let pathEnd = rest[hostEnd...].firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        let segments = rest[hostEnd..<pathEnd].split(separator: "/")
        guard !segments.isEmpty else { return hostText }
        if segments.count <= keptSegments { return hostText + "/" + segments.joined(separator: "/") }
        return hostText + "/…/" + segments.suffix(keptSegments).joined(separator: "/")
    }
}
