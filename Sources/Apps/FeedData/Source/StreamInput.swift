import BurinCore
import Glibc

/// Something read once from start to end: stdin, a pipe, a FIFO, a character device.
///
/// Reads wait in `poll` on the stream and on a stop pipe together, so `stop()` (from any thread) ends
/// a wait at once: `burin snapshot` stops waiting for an endless stream after `--timeout`, and a FIFO
/// nobody writes to never holds the indexer forever. A FIFO opened without a writer reports neither
/// data nor hang-up until a writer comes (Linux), so it waits for one, as `cat` would.
final class StreamInput: Sendable {
    let descriptor: Int32
    let displayName: String
    private let ownsDescriptor: Bool
    private let stopRead: Int32
    private let stopWrite: Int32

    init(descriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            fds = [-1, -1]
        }
        stopRead = fds[0]
        stopWrite = fds[1]
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
        if stopRead >= 0 { close(stopRead) }
        if stopWrite >= 0 { close(stopWrite) }
    }

    /// Makes the current and every later `read` return nil. Async-signal-safe, any thread.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopWrite, &byte, 1)
    }

    /// Reads what is available: the byte count, 0 at the stream's end, nil once `stop()` was called.
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FeedLoadError) -> Int? {
        while true {
            var fds = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
            ]
            do throws(SystemError) {
                try Posix.retrying("poll") { poll(&fds, 2, -1) }
            } catch {
                throw .unreadable(path: displayName, reason: error.reason)
            }
            if fds[1].revents != 0 { return nil }
            if fds[0].revents & Int16(POLLNVAL) != 0 {
                throw .unreadable(path: displayName, reason: "the descriptor is closed")
            }
            guard fds[0].revents != 0 else { continue }
            let n = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            // Interrupted, or another reader took the bytes: back to waiting.
            if errno == EINTR || errno == EAGAIN { continue }
            throw .unreadable(path: displayName, reason: SourceFile.lastError())
        }
    }
}
