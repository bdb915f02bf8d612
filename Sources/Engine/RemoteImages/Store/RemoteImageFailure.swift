/// Why an image could not be had. Each case has a short human `reason` made of our own words and
/// numbers only: nothing a server sent (status text, body, header) is ever echoed.
public enum RemoteImageFailure: Error, Sendable, Hashable {
    /// The URL is not `http://` or `https://`, or a redirect led to another scheme. No request is made.
    case badScheme
    /// The URL cannot be parsed, has no host, or is longer than the limit. No request is made.
    case malformedURL
    /// Nothing listens at the host and port.
    case refused
    /// The host's name does not resolve, or there is no network.
    case unreachable
    /// The connect or the total timeout passed.
    case timeout
    /// The connection broke before the body was complete.
    case reset
    /// The server answered with a status other than 2xx.
    case httpStatus(Int)
    /// The body is (or claims to be) larger than the size limit.
    case tooLarge
    /// More redirects than the limit (a redirect loop ends here).
    case tooManyRedirects
    /// A 2xx body that is neither a PNG nor a JPEG.
    case notAnImage
    /// Any other transport error, by its code (libcurl's result code: TLS failures, malformed
    /// responses).
    case network(code: Int)
    /// libcurl, which fetches images by URL, is not installed (it is loaded at the first fetch, not
    /// at start). No request is made.
    case noHTTPLibrary
    /// The store shut down before the fetch ended.
    case cancelled

    /// What a failure is counted as.
    public enum Kind: Sendable, Hashable, CaseIterable {
        case badScheme, malformedURL, refused, unreachable, timeout, reset, httpStatus, tooLarge
        case tooManyRedirects, notAnImage, network, noHTTPLibrary, cancelled
    }

    public var kind: Kind {
        switch self {
        case .badScheme: .badScheme
        case .malformedURL: .malformedURL
        case .refused: .refused
        case .unreachable: .unreachable
        case .timeout: .timeout
        case .reset: .reset
        case .httpStatus: .httpStatus
        case .tooLarge: .tooLarge
        case .tooManyRedirects: .tooManyRedirects
        case .notAnImage: .notAnImage
        case .network: .network
        case .noHTTPLibrary: .noHTTPLibrary
        case .cancelled: .cancelled
        }
    }

    /// A few plain words for an overlay or a log, safe to print anywhere.
    public var reason: String {
        switch self {
        case .badScheme: "not an http or https URL"
        case .malformedURL: "malformed URL"
        case .refused: "connection refused"
        case .unreachable: "host unreachable"
        case .timeout: "timed out"
        case .reset: "connection reset"
        case .httpStatus(let status): "HTTP \(min(max(status, 0), 999))"
        case .tooLarge: "image too large"
        case .tooManyRedirects: "too many redirects"
        case .notAnImage: "not a PNG or JPEG image"
        case .network(let code): "network error \(min(max(code, -99_999), 99_999))"
        case .noHTTPLibrary: "libcurl not installed"
        case .cancelled: "cancelled"
        }
    }
}
