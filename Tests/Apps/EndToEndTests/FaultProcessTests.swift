import BurinCore
import BurinRaster
import BurinTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 13 (and issue 11's items 2 and 16) without a terminal: resource bounds measured under
/// `prlimit --as`, inputs that never end or never start, exit codes, and `--out` that never destroys
/// the input. Serialized: several tests measure peak memory, which neighbours would disturb.
@Suite(.serialized) final class FaultProcessTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// Runs burin, under `prlimit --as=addressSpace` when given (the kernel refuses allocations past
    /// it: a process that does not bound its memory aborts).
    private func burin(
        _ arguments: [String], input: TmuxChildProcess.Input = .devNull, addressSpace: Int? = nil,
        timeout: Duration = .seconds(30)
    ) throws -> TmuxChildProcess.Outcome {
        let binary = try BurinBinary.path()
        if let addressSpace, let prlimit = TmuxChildProcess.which("prlimit") {
            return try TmuxChildProcess.run(
                prlimit, ["--as=\(addressSpace)", "--", binary] + arguments, input: input, timeout: timeout)
        }
        return try TmuxChildProcess.run(binary, arguments, input: input, timeout: timeout)
    }

    private func shell(_ script: String, timeout: Duration = .seconds(30)) throws -> TmuxChildProcess.Outcome {
        try TmuxChildProcess.run("/bin/sh", ["-c", script], timeout: timeout)
    }

    /// A socket pair whose far end the test writes with `MSG_NOSIGNAL` (no SIGPIPE in the test runner
    /// when burin stops reading); both ends close on exec, so burin holds only its duplicate of `near`.
    private func socketPair() -> (near: Int32, far: Int32) {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Writes `line` to `fd` until the reader goes away or `stop` is set, pausing `pause` between lines.
    private func produce(_ line: String, to fd: Int32, pause: Duration? = nil, stop: Locked<Bool>) -> Thread {
        let thread = Thread {
            let bytes = Array((pause == nil ? String(repeating: line, count: 500) : line).utf8)
            while !stop.withLock({ $0 }) {
                let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent <= 0 { break }
                if let pause { Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18) }
            }
        }
        thread.start()
        return thread
    }

    /// Stops `producer` and waits for it, at most `deadline`: a producer still running after that
    /// fails the test by name instead of hanging the suite. Shutting the socket down first wakes a
    /// `send` blocked on a full buffer (a burin that stopped reading, or never ran because the test
    /// threw before it closed its end); closing alone would leave it blocked.
    private func finish(
        _ producer: Thread, stop: Locked<Bool>, far: Int32, deadline: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        stop.withLock { $0 = true }
        shutdown(far, Int32(SHUT_RDWR))
        close(far)
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while producer.isExecuting {
            guard clock.now < end else {
                Issue.record(
                    "the producer thread was still writing \(deadline) after it was told to stop",
                    sourceLocation: sourceLocation)
                return
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    // MARK: Bounded resources (finding 3, 4, 5 and the 1 GB address-space limit)

    /// Finding 3: 200 MB of one-byte lines took 2.14 GB and aborted under a 1 GB limit.
    @Test func twoHundredMegabytesOfOneByteLinesOpenUnder300MB() throws {
        let file = path("ones.txt")
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        let block = Data(String(repeating: "x\n", count: 1 << 19).utf8)
        for _ in 0..<(200_000_000 / block.count) { try handle.write(contentsOf: block) }
        try handle.close()
        defer { unlink(file) }
        let outcome = try burin(["snapshot", file, "--size", "80x10"], addressSpace: 1 << 30, timeout: .seconds(180))
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError.prefix(300))")
        #expect(outcome.peakResidentKilobytes < 300 << 10, "peak RSS \(outcome.peakResidentKilobytes) KB")
        #expect(outcome.text.contains("bad records so far"))
    }

    /// Finding 4: a never-ending stdin grew the spool and RSS without end.
    @Test func anEndlessStdinStopsAtTheSpoolLimit() throws {
        let (near, far) = socketPair()
        let stop = Locked(false)
        let producer = produce(#"{"id":1,"name":"y"}"# + "\n", to: far, stop: stop)
        defer { finish(producer, stop: stop, far: far) }
        let outcome = try burin(
            ["snapshot", "-", "--spool-limit", "16M", "--timeout", "60", "--size", "60x8"], input: .descriptor(near),
            addressSpace: 1 << 30, timeout: .seconds(60))
        close(near)
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError)")
        #expect(outcome.standardError.contains("stopped reading at the 16 MiB spool limit (--spool-limit)"))
        #expect(outcome.peakResidentKilobytes < 150 << 10, "peak RSS \(outcome.peakResidentKilobytes) KB")
        #expect(outcome.elapsed < .seconds(30))
    }

    /// Finding 4: `burin snapshot -` never finished while stdin stayed open, even at 5 lines a second.
    @Test func aSnapshotOfAStreamThatStaysOpenTakesWhatCameAfterTheTimeout() throws {
        let (near, far) = socketPair()
        let stop = Locked(false)
        let producer = produce(#"{"id":1,"name":"trickle"}"# + "\n", to: far, pause: .milliseconds(200), stop: stop)
        defer { finish(producer, stop: stop, far: far) }
        let outcome = try burin(
            ["snapshot", "-", "--timeout", "1", "--size", "60x8"], input: .descriptor(near), timeout: .seconds(20))
        close(near)
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError)")
        #expect(outcome.standardError.contains("stopped waiting for input after 1 s (--timeout)"))
        #expect(outcome.text.contains("trickle"))
        #expect(outcome.elapsed < .seconds(8))
    }

    /// Finding 5: decoding memory grew with the worker count (64 x 4096x4096 PNGs: 4.3 GB). Here 64
    /// distinct 512x512 pictures with 64 workers and an 8 MB budget (before: about 100 MB at once).
    @Test func sixtyFourWorkersDecodingPicturesShareOneBudget() throws {
        var lines: [String] = []
        for k in 0..<64 {
            var canvas = PixelCanvas(width: 512, height: 512, fill: RGBA(UInt8(k * 4), UInt8(255 - k * 4), 90))
            for x in 0..<512 { canvas[x, k] = .white }
            try Data(try PNGCodec.encode(canvas)).write(to: URL(fileURLWithPath: path("p\(k).png")))
            lines.append(#"{"id":\#(k),"name":"m\#(k)","thumbnail":"p\#(k).png"}"#)
        }
        let feed = try write(lines.joined(separator: "\n") + "\n", to: "pictures.jsonl")
        let outcome = try burin(
            ["snapshot", feed, "--size", "100x340", "--workers", "64", "--image-memory", "8M"], addressSpace: 1 << 30,
            timeout: .seconds(60))
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError.prefix(300))")
        #expect(outcome.peakResidentKilobytes < 80 << 10, "peak RSS \(outcome.peakResidentKilobytes) KB")
        // The pictures were drawn, not replaced by initials: no "M" tile on the screen.
        #expect(!outcome.text.contains("     M      "))
    }

    /// Under a 1 GB address-space limit 64 workers could not all start, and the viewer hung at exit
    /// waiting for threads that never ran.
    @Test func sixtyFourWorkersUnderAOneGigabyteLimitNeverHang() throws {
        let outcome = try burin(
            ["snapshot", BurinBinary.demoFeed, "--size", "80x20", "--workers", "64"], addressSpace: 1 << 30,
            timeout: .seconds(30))
        #expect(!outcome.timedOut)
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError.prefix(300))")
    }

    // MARK: Inputs that never end or never start (findings 3, 6, 11; issue 11 item 16)

    @Test(arguments: ["/dev/urandom", "/dev/zero"])
    func anEndlessDeviceIsNotAJSONFeed(_ device: String) throws {
        let outcome = try burin(["snapshot", device], addressSpace: 1 << 30, timeout: .seconds(20))
        #expect(!outcome.timedOut, "burin read \(device) forever")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("is not a JSON feed: it looks like binary data"))
    }

    @Test func aPictureGivenAsTheFeedIsNotAJSONFeed() throws {
        let picture = BurinBinary.packageRoot.appendingPathComponent("docs/feed.png").path
        let outcome = try burin(["snapshot", picture])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("is not a JSON feed: it looks like a PNG image"))
    }

    /// Finding 6: a FIFO with no writer blocked in open() for ever.
    @Test func aFIFOWithNoWriterIsWaitedForOnlyUntilTheTimeout() throws {
        let fifo = path("feed.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let outcome = try burin(["snapshot", fifo, "--timeout", "1"], timeout: .seconds(15))
        #expect(!outcome.timedOut, "burin blocked on the FIFO")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("stopped waiting for input after 1 s"))
    }

    /// Finding 11: a pipe given by name failed with "Illegal seek" and exited 0; /proc/self/mem exited 0.
    @Test func aPipeByNameIsReadAndUnreadableInputExitsOne() throws {
        let feed = BurinBinary.demoFeed
        let direct = try burin(["snapshot", feed, "--size", "80x12"])
        let piped = try shell(
            "cat \(ViewerSession.quoted(feed)) | \(ViewerSession.quoted(try BurinBinary.path())) snapshot /dev/stdin --size 80x12"
        )
        #expect(piped.status == 0, "\(piped.standardError)")
        // The same records; only the title (stdin's name) and the count shown while reading differ.
        #expect(direct.text.split(separator: "\n").dropLast() == piped.text.split(separator: "\n").dropLast())

        let unreadable = try burin(["snapshot", "/proc/self/mem"])
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError.contains("cannot read /proc/self/mem"))
    }

    /// Finding 11: a file name with invalid UTF-8 or a raw 0x9B byte was reported as missing.
    @Test func fileNamesThatAreNotUTF8Open() throws {
        _ = try write(#"{"id":1,"name":"odd"}"# + "\n", to: "plain.jsonl")
        let directoryWord = ViewerSession.quoted(directory.path)
        let burin = ViewerSession.quoted(try BurinBinary.path())
        let outcome = try shell(
            "cd \(directoryWord) && name=\"$(printf 'feed\\233\\377.jsonl')\" && cp plain.jsonl \"$name\" && "
                + "\(burin) snapshot \"$name\" --size 60x8")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.text.contains("odd"))
        #expect(outcome.text.contains("feed\\x9B\\xFF.jsonl"))
    }

    @Test func closedStandardInputIsRefused() throws {
        let outcome = try burin(["snapshot", "-"], input: .closed, timeout: .seconds(10))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("cannot read stdin: it is closed"))
    }

    // MARK: Exit codes, options and the input file (findings 10, 12; issue 11 items 2, 16)

    @Test func outNeverOverwritesTheInput() throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: BurinBinary.demoFeed))
        let input = path("input.jsonl")
        try original.write(to: URL(fileURLWithPath: input))
        #expect(link(input, path("hard.jsonl")) == 0)
        #expect(symlink(input, path("soft.jsonl")) == 0)
        for out in [input, path("hard.jsonl"), path("soft.jsonl"), directory.path + "/./input.jsonl"] {
            let outcome = try burin(["snapshot", input, "--out", out])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("is the input file; burin never writes over its input"))
        }
        let fromStdin = try burin(["snapshot", "-", "--out", input], input: .file(input))
        #expect(fromStdin.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == original)

        let toDirectory = try burin(["snapshot", input, "--out", directory.path])
        #expect(toDirectory.status == 2)
        #expect(toDirectory.standardError.contains("is a directory"))
        let empty = try burin(["snapshot", input, "--out", ""])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("--out needs a file name"))
    }

    @Test func optionsAreCheckedBeforeAnyWorkWithTheLimitNamed() throws {
        let missing = try burin(["snapshot", BurinBinary.demoFeed, "--format", "--out", path("x.txt")])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("--format needs a value"))

        let tooLarge = try burin(
            ["snapshot", BurinBinary.demoFeed, "--size", "1000x500", "--format", "png", "--out", path("x.png")])
        #expect(tooLarge.status == 2)
        #expect(tooLarge.standardError.contains("too large for --format png: at most 335544 cells"))
        #expect(tooLarge.elapsed < .seconds(5))
        #expect(!FileManager.default.fileExists(atPath: path("x.png")))

        let farFrame = try burin(["snapshot", BurinBinary.demoFeed, "--frame", "1000000"])
        #expect(farFrame.status == 2)
        #expect(farFrame.standardError.contains("--frame takes a whole number from 0 to 3600"))
    }

    @Test func helpIsACommand() throws {
        let command = try burin(["help"])
        let flag = try burin(["--help"])
        #expect(command.status == 0)
        #expect(command.text == flag.text)
        #expect(command.text.contains("--spool-limit") && command.text.contains("--image-memory"))
    }

    /// SIGPIPE is ignored, so a closed stdout is an EPIPE burin handles: no message, status 141.
    @Test func aClosedStandardOutputEndsQuietly() throws {
        let status = path("status")
        let burin = ViewerSession.quoted(try BurinBinary.path())
        let outcome = try shell(
            "{ \(burin) snapshot \(ViewerSession.quoted(BurinBinary.demoFeed)) --size 300x300 --format ansi; "
                + "echo $? > \(ViewerSession.quoted(status)); } | true")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        let code = try String(contentsOfFile: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == "141")
    }
}
