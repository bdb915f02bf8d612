import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RemoteImageFailure {
    /// The failure a URLSession error stands for. Only the error's code is read, never its text,
    /// which may quote what the server sent.
    init(transportError error: any Error) {
        let code = (error as? URLError)?.code.rawValue ?? (error as NSError).code
        switch code {
        case NSURLErrorCannotConnectToHost: self = .refused
        case NSURLErrorTimedOut: self = .timeout
        case NSURLErrorNetworkConnectionLost: self = .reset
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed, NSURLErrorNotConnectedToInternet:
            self = .unreachable
        case NSURLErrorHTTPTooManyRedirects: self = .tooManyRedirects
        case NSURLErrorBadURL, NSURLErrorUnsupportedURL: self = .malformedURL
        case NSURLErrorDataLengthExceedsMaximum: self = .tooLarge
        case NSURLErrorCancelled: self = .cancelled
        default: self = .network(code: code)
        }
    }
}
