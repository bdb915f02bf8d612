import BurinCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The loopback image server (`LoopbackImageServerScript`, run by python3), started by the test or
/// bench that needs it on 127.0.0.1 at a port the system picks: good and hostile image routes, and
/// with `root` the files of a folder (`/file/PATH`, after `?latency=MS`).
///
/// The server runs until `stop()` (or deinit); it also exits by itself when its stdin, a pipe whose
/// other end only this process holds, closes: a crashed or killed test run leaves no server behind.
/// Each test starts its own (a python start costs tens of milliseconds), so tests share no counter and
/// may run in parallel.
public final class LoopbackImageServer: Sendable {
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    public let port: Int
    private let pid: pid_t
    private let stdinWriteEnd: Int32
    private let stopped = Locked(false)
    private static let spawnLock = NSLock()

    /// Starts a server; with `root`, it serves that folder's files under `/file/`.
    public init(root: String? = nil) throws {
        let python = ["/usr/bin/python3", "/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else {
            throw StartError(description: "the loopback image server needs python3 (not found in /usr/bin or /bin)")
        }

        let child = try Self.spawn(
            python, ["-c", LoopbackImageServerScript.source] + (root.map { ["--root", $0] } ?? []))
        pid = child.pid
        stdinWriteEnd = child.stdinWriteEnd
        defer { close(child.stdoutReadEnd) }
        guard let line = Self.readLine(child.stdoutReadEnd, timeout: .seconds(15)), let port = Int(line) else {
            kill(child.pid, SIGKILL)
            waitpid(child.pid, nil, 0)
            close(child.stdinWriteEnd)
            throw StartError(description: "the loopback image server did not start (it printed no port)")
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// The URL of `path` (with its query) on this server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// How many requests the server has answered (its own `/count` does not count).
    public func requestCount() throws -> Int {
        let body = try get("/count")
        guard let count = Int(String(decoding: body, as: UTF8.self)) else {
            throw StartError(description: "the counter answered no number")
        }
        return count
    }

    /// Stops the server; its port refuses connections afterwards. Idempotent.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
        close(stdinWriteEnd)
    }

    /// A loopback port with nothing listening: bound, then closed at once.
    public static func refusedPort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw StartError(description: "socket failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw StartError(description: "bind failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts `python` on `arguments` with stdin and stdout on pipes and stderr on /dev/null.
    ///
    /// The pipes are made close-on-exec and the child spawned under one lock, so that servers started
    /// by tests running in parallel never inherit each other's pipe ends (an inherited stdin would stay
    /// open after its test closed it). Glibc's `pipe2` is not visible to Swift, hence pipe + fcntl.
    private static func spawn(_ python: String, _ arguments: [String]) throws -> (
        pid: pid_t, stdinWriteEnd: Int32, stdoutReadEnd: Int32
    ) {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var stdinPipe: [Int32] = [-1, -1]
        var stdoutPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0 else { throw StartError(description: "pipe failed: errno \(errno)") }
        guard pipe(&stdoutPipe) == 0 else {
            close(stdinPipe[0])
            close(stdinPipe[1])
            throw StartError(description: "pipe failed: errno \(errno)")
        }
        for descriptor in stdinPipe + stdoutPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([python, "-u"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, python, &actions, nil, argv, environ)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        guard spawned == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            throw StartError(description: "cannot run \(python): errno \(spawned)")
        }
        return (child, stdinPipe[1], stdoutPipe[0])
    }

    /// The body of one plain GET of `path` on this server, over a socket of its own (HTTP/1.0, so the
    /// server closes when done): the counter is read outside any store or transport.
    private func get(_ path: String) throws -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw StartError(description: "socket failed") }
        defer { close(socket) }
        var patience = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw StartError(description: "GET \(path): connect failed: errno \(errno)") }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count
        else { throw StartError(description: "GET \(path): send failed: errno \(errno)") }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw StartError(description: "GET \(path): no answer: errno \(errno)") }
            if count == 0 { break }
            response += chunk[..<count]
        }
        let separator = Array("\r\n\r\n".utf8)
        // "HTTP/1.x 200 ...": the server speaks 1.1 whatever the request's version.
        guard response.starts(with: Array("HTTP/1.".utf8)), response.dropFirst(8).starts(with: Array(" 200 ".utf8)),
            let end = response.indices.first(where: { response[$0...].starts(with: separator) })
        else { throw StartError(description: "GET \(path) failed") }
        return Array(response[(end + separator.count)...])
    }

    /// Reads up to a newline from `descriptor`, waiting at most `timeout`.
    private static func readLine(_ descriptor: Int32, timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        while ContinuousClock.now < deadline {
            let remaining = deadline - ContinuousClock.now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, remaining.components.seconds * 1000 + 1)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}
