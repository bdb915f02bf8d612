#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call that failed: which one, and the `errno` it left.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The C library's words for `code`.
    public var reason: String { Posix.errorText(code) }
    public var description: String { "\(call): \(reason)" }
}

/// The one seam for the project's reads, writes and polls, in the manner of swift-nio's system
/// call wrappers: a call interrupted by a signal (EINTR) is made again, one that would block
/// (EAGAIN) is made again where the caller says so, and a failure comes back as a `SystemError`
/// naming the call, instead of each caller keeping its own loop over `errno`.
public enum Posix {
    /// `call` made again while it fails with EINTR (or EAGAIN, when `retryingWouldBlock`); its
    /// result, or a `SystemError` when it returned a negative number.
    @discardableResult
    public static func retrying<T: BinaryInteger>(
        _ name: String, retryingWouldBlock: Bool = false, _ call: () -> T
    ) throws(SystemError) -> T {
        while true {
            let result = call()
            if result >= 0 { return result }
            let code = errno
            if code == EINTR || (retryingWouldBlock && code == EAGAIN) { continue }
            throw SystemError(call: name, code: code)
        }
    }

    /// Writes all of `bytes` to `descriptor`. A would-block is waited out by writing again: the
    /// descriptors written this way are blocking, or (a terminal) drain within moments.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = try retrying("write", retryingWouldBlock: true) {
                write(descriptor, base + done, bytes.count - done)
            }
            guard n > 0 else { throw SystemError(call: "write", code: EIO) }
            done += n
        }
    }

    /// `writeAll` of an array.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemError) {
        var failure: SystemError?
        bytes.withUnsafeBytes { raw in
            do throws(SystemError) { try writeAll(descriptor, raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Fills `buffer` from `descriptor` (at `offset` with `pread`, else from its position) until it is
    /// full or the input ends; the bytes read.
    public static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil
    ) throws(SystemError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let n: Int
            if let offset {
                n = try retrying("pread", retryingWouldBlock: true) {
                    pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
                }
            } else {
                n = try retrying("read", retryingWouldBlock: true) {
                    read(descriptor, base + done, buffer.count - done)
                }
            }
            if n == 0 { break }
            done += n
        }
        return done
    }

    /// The C library's words for `code`.
    public static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
