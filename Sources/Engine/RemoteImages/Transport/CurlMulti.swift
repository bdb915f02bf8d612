import BurinCore
import CCurl

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl as the fetch worker sees it: a multi handle, the transfers added to it, and how each
/// ended. The one Swift file that calls the C shim (`CCurl`): no C type leaves it.
///
/// The library is opened with `dlopen` when the multi is made (at the first remote picture), not
/// linked: see `burin_curl.h` and docs/DECISIONS.md.
///
/// - Note: Worker thread only (the thread that made it); other threads reach it through its `waker`.
final class CurlMulti {
    /// Debian's libcurl4 (OpenSSL), then libcurl3-gnutls's library, which has the same interface.
    static let libraryNames = ["libcurl.so.4", "libcurl-gnutls.so.4"]

    private let multi: OpaquePointer
    private let waker: CurlWaker
    /// The transfers added, by their C handle; the multi holds each object, so the callbacks' unretained
    /// context stays valid until the transfer is removed.
    private var byHandle: [OpaquePointer: CurlTransfer] = [:]
    private var handles: [ObjectIdentifier: OpaquePointer] = [:]

    /// Opens the first of `libraryNames` that loads and makes a multi handle, reachable through
    /// `waker` until `close`; nil when libcurl cannot be loaded.
    init?(libraryNames: [String], waker: CurlWaker) {
        let opened = libraryNames.withCStrings { burin_curl_multi_open($0, $1) }
        guard let opened else { return nil }
        multi = opened
        self.waker = waker
        waker.attach(CurlWaker.Address(pointer: opened))
    }

    /// Adds `transfer`'s GET; false when libcurl refuses it.
    func add(_ transfer: CurlTransfer) -> Bool {
        let limits = transfer.progress.limits
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let handle = burin_curl_start(
            multi, transfer.fetch.url, Self.milliseconds(limits.connectTimeout),
            Self.milliseconds(limits.totalTimeout), Int64(limits.maxImageBytes), limits.maxRedirects, context,
            Self.onBody, Self.onHeader)
        guard let handle else { return false }
        byHandle[handle] = transfer
        handles[ObjectIdentifier(transfer)] = handle
        return true
    }

    /// Removes `transfer`, closing its connection if it is still running.
    func remove(_ transfer: CurlTransfer) {
        guard let handle = handles.removeValue(forKey: ObjectIdentifier(transfer)) else { return }
        burin_curl_end(multi, handle)
        byHandle[handle] = nil
    }

    /// Moves every transfer on as far as the network allows (the callbacks run here).
    func perform() {
        burin_curl_multi_perform(multi)
    }

    /// Waits up to `timeout` for the network, libcurl's timers or the waker.
    func poll(_ timeout: Duration) {
        let milliseconds = timeout <= .zero ? 0 : Int32(min(Self.milliseconds(timeout), 60_000))
        _ = burin_curl_multi_poll(multi, milliseconds)
    }

    /// The next transfer that ended, removed from the multi, with how it ended.
    func nextEnded() -> (CurlTransfer, CurlEnding)? {
        var outcome: Int32 = 0
        var code: Int32 = 0
        var status = 0
        while let handle = burin_curl_multi_next_ended(multi, &outcome, &code, &status) {
            guard let transfer = byHandle[handle] else { continue }
            remove(transfer)
            return (transfer, Self.ending(outcome: outcome, code: Int(code), status: status))
        }
        return nil
    }

    /// Ends every transfer and closes the multi; the waker forgets it first.
    func close() {
        for transfer in Array(byHandle.values) { remove(transfer) }
        waker.detach()
        burin_curl_multi_close(multi)
    }

    // MARK: C

    private static func ending(outcome: Int32, code: Int, status: Int) -> CurlEnding {
        switch Int(outcome) {
        case Int(BURIN_CURL_DONE): .completed(status: status)
        case Int(BURIN_CURL_STOPPED): .stopped(code: code)
        case Int(BURIN_CURL_REFUSED): .failed(.refused, status: status)
        case Int(BURIN_CURL_UNREACHABLE): .failed(.unreachable, status: status)
        case Int(BURIN_CURL_TIMEOUT): .failed(.timeout, status: status)
        case Int(BURIN_CURL_RESET): .failed(.reset, status: status)
        case Int(BURIN_CURL_TOO_MANY_REDIRECTS): .failed(.tooManyRedirects, status: status)
        case Int(BURIN_CURL_MALFORMED_URL): .failed(.malformedURL, status: status)
        case Int(BURIN_CURL_BAD_SCHEME): .failed(.badScheme, status: status)
        case Int(BURIN_CURL_TOO_LARGE): .failed(.tooLarge, status: status)
        default: .failed(.network(code: code), status: status)
        }
    }

    /// Whole milliseconds, rounded up (a timeout never ends early), at most what a C long holds here.
    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64(Int32.max / 1000) else { return Int(Int32.max) }
        return Int(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private static let onBody: burin_curl_body_function = { context, bytes, count, status, expected in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let chunk = UnsafeBufferPointer(start: bytes, count: count)
        return transfer.progress.bodyArrived(chunk, status: status, expected: expected) ? count : 0
    }

    private static let onHeader: burin_curl_header_function = { context in
        guard let context else { return }
        Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().progress.headerArrived()
    }
}

/// Wakes the fetch worker out of its poll, from any thread: `start`, `cancel` and `shutdown` call it.
/// A wake before the worker's multi exists, or after it closed, does nothing (the worker reads its
/// inbox before every poll).
final class CurlWaker: Sendable {
    struct Address: @unchecked Sendable {
        // @unchecked: a C handle; only `burin_curl_multi_wakeup` is called with it off the worker,
        // under the lock, and libcurl makes that call thread-safe.
        let pointer: OpaquePointer
    }

    private let address = Locked<Address?>(nil)

    func wake() {
        address.withLock { address in
            if let address { burin_curl_multi_wakeup(address.pointer) }
        }
    }

    fileprivate func attach(_ multi: Address) {
        address.withLock { $0 = multi }
    }

    fileprivate func detach() {
        address.withLock { $0 = nil }
    }
}

extension Array where Element == String {
    /// Calls `body` with the strings as a C array of C strings, and its count.
    fileprivate func withCStrings<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>, Int) -> Result) -> Result {
        let copies = map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!, $0.count) }
    }
}
