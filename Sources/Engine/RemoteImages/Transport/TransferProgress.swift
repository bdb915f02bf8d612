/// One GET's limits as its bytes come: the deadlines, the status, the size while the body streams.
/// Pure (the worker that drives libcurl feeds it), so the tests step it with no network and no clock.
struct TransferProgress {
    let limits: RemoteImageLimits
    /// Until a header arrives: covers name resolution, the TCP and TLS handshakes and a server that
    /// accepts but never answers (libcurl's connect timeout stops at the handshakes).
    let connectDeadline: ContinuousClock.Instant
    /// Until the last byte, redirects included, whatever the pace.
    let totalDeadline: ContinuousClock.Instant
    /// A header line (of the image's response or of a redirect) arrived.
    private(set) var responded = false
    private(set) var body: [UInt8] = []
    /// Why the body function stopped the transfer, once it did.
    private(set) var verdict: RemoteImageFailure?

    init(limits: RemoteImageLimits, startedAt start: ContinuousClock.Instant) {
        self.limits = limits
        connectDeadline = start + limits.connectTimeout
        totalDeadline = start + limits.totalTimeout
    }

    mutating func headerArrived() {
        responded = true
    }

    /// Takes `bytes` of the body of a response with `status` that claimed `expected` bytes (-1: no
    /// length); false when the transfer must stop: a status other than 2xx, or a body past the size
    /// limit (counted decoded, so a compression bomb stops too).
    mutating func bodyArrived(_ bytes: UnsafeBufferPointer<UInt8>, status: Int, expected: Int64) -> Bool {
        guard verdict == nil else { return false }
        guard (200..<300).contains(status) else {
            verdict = .httpStatus(status)
            return false
        }
        guard bytes.count <= limits.maxImageBytes - body.count else {
            verdict = .tooLarge
            return false
        }
        // A length within the limit sizes the buffer once (a lie costs at most the limit).
        if body.isEmpty, expected > 0 { body.reserveCapacity(Int(min(expected, Int64(limits.maxImageBytes)))) }
        body.append(contentsOf: bytes)
        return true
    }

    /// Whether a deadline has passed at `now`: the total one, or the connect one with no header yet.
    func isOverdue(at now: ContinuousClock.Instant) -> Bool {
        now >= totalDeadline || (!responded && now >= connectDeadline)
    }

    /// When `isOverdue` next turns true if nothing arrives.
    var nextDeadline: ContinuousClock.Instant {
        responded ? totalDeadline : min(connectDeadline, totalDeadline)
    }

    /// The fetch's result once libcurl says how it ended.
    func result(of ending: CurlEnding) -> Result<[UInt8], RemoteImageFailure> {
        switch ending {
        case .completed(let status):
            return (200..<300).contains(status) ? .success(body) : .failure(.httpStatus(status))
        case .stopped(let code):
            return .failure(verdict ?? .network(code: code))
        case .failed(.tooLarge, let status) where status != 0 && !(200..<300).contains(status):
            // libcurl checks the Content-Length of any response: a 404 claiming 2 GB is a 404.
            return .failure(.httpStatus(status))
        case .failed(let failure, _):
            return .failure(failure)
        }
    }
}
