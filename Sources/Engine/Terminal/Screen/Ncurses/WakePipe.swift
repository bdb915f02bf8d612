import BurinCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A self-pipe: `wake()` from any thread makes the read end readable, so a `poll` on the main loop
/// returns early. Both ends are non-blocking; a full pipe already means "woken", so a failed write is
/// fine. The descriptors close when the last holder (the screen, or a waker closure kept by a worker)
/// lets go, so a late `wake()` never writes into a descriptor number that was reused.
final class WakePipe: Sendable {
    let readDescriptor: Int32
    let writeDescriptor: Int32

    init() throws(ScreenError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .systemCallFailed(call: "pipe", errno: errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = fds[0]
        writeDescriptor = fds[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes the read end readable. Async-signal-safe: one `write` of one byte from the stack.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Reads everything pending; returns the bytes read (signal relays send the signal number).
    func drain() -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        let fd = readDescriptor
        while let n = try? buffer.withUnsafeMutableBytes({ raw in
            try Posix.retrying("read") { read(fd, raw.baseAddress, raw.count) }
        }), n > 0 {
            result.append(contentsOf: buffer[0..<n])
            if result.count > 4096 { break }
        }
        return result
    }
}
