import BurinRemoteImages
import BurinText

/// The fps overlay's lines about pictures by URL: what came and from where, what is still coming,
/// what was dropped, what failed and why (each kind in a word, so the lines stay overlay-narrow).
enum RemoteImageOverlay {
    /// `fallbacks`: picture slots drawn as initials because their picture by URL failed.
    static func lines(_ s: RemoteImageStatistics, fallbacks: Int) -> [String] {
        var lines = [
            "url images \(s.fetched) fetched \(s.diskHits) from disk \(ByteCount.text(s.bytesFetched))",
            "  coming \(s.inFlight)+\(s.queued) dropped \(s.dropped) fallbacks \(fallbacks)",
        ]
        if s.failureCount > 0 {
            let kinds = RemoteImageFailure.Kind.allCases.filter { s.failures($0) > 0 }
            lines.append("  failed " + kinds.map { "\(word(for: $0)) \(s.failures($0))" }.joined(separator: " "))
        }
        return lines
    }

    static func word(for kind: RemoteImageFailure.Kind) -> String {
        switch kind {
        case .badScheme: "scheme"
        case .malformedURL: "malformed"
        case .refused: "refused"
        case .unreachable: "unreachable"
        case .timeout: "timeout"
        case .reset: "reset"
        case .httpStatus: "http"
        case .tooLarge: "too-large"
        case .tooManyRedirects: "redirects"
        case .notAnImage: "not-image"
        case .network: "network"
        case .noHTTPLibrary: "no-libcurl"
        case .cancelled: "cancelled"
        }
    }
}
