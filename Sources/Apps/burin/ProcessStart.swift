import BurinCore
import BurinText
import CProcess
import Glibc

/// Process-wide set-up, done before any command runs.
enum ProcessStart {
    /// Whether descriptor 0 was closed when burin started (`burin - <&-`). /dev/null is put there, so
    /// that the next file burin opens (the terminal, for keys) cannot land on descriptor 0 and be
    /// mistaken for the records.
    nonisolated(unsafe) private(set) static var standardInputWasClosed = false

    /// The malloc arena cap: enough for the main loop, a layout thread and draw workers to allocate
    /// without contention on two to four cores, far below glibc's eight per core.
    static let mallocArenas: Int32 = 4

    static func prepare() {
        makeBacktracesNonInteractive()
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            if fd == 0 { standardInputWasClosed = true }
            let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            // open() takes the lowest free descriptor: this one, as the lower ones are open.
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
        // A closed pipe is an EPIPE to handle where the write happens (see StandardStreams), not a
        // signal that kills the process with the terminal still in full-screen mode.
        signal(SIGPIPE, SIG_IGN)
        // Likewise a file-size limit (`ulimit -f`) reached by the stdin spool: the write fails with
        // EFBIG, which the feed reports, instead of the process dying in full-screen mode.
        signal(SIGXFSZ, SIG_IGN)
        _ = burin_limit_malloc_arenas(mallocArenas)
    }

    /// The Swift runtime's backtracer waits 30 s for a key ("Press space to interact") when a program
    /// crashes on a terminal, in whatever mode the terminal is: a crashed full-screen viewer looked
    /// hung. It reads `SWIFT_BACKTRACE` once, while libswiftCore initialises, before any of our code
    /// runs. Usually the variable was lent an entry of the starting environment before that
    /// (burin_backtrace.c), given back here. Otherwise, when the variable is unset, burin sets
    /// `interactive=no` and executes itself again, once: the same process id, arguments and
    /// descriptors; about 16 ms a start (measured: 37 ms against 21 ms for `burin --version`). A
    /// user's own `SWIFT_BACKTRACE` is left alone.
    private static func makeBacktracesNonInteractive() {
        if burin_backtrace_was_set_before_start() == 1 { return }
        guard getenv("SWIFT_BACKTRACE") == nil else { return }
        // The executable's real path, not /proc/self/exe: the kernel names a process after the file it
        // executes, and `ps`, `top` and `pgrep burin` should still see "burin".
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return }
        setenv("SWIFT_BACKTRACE", "interactive=no", 1)
        execv(path, CommandLine.unsafeArgv)
        // exec failed: carry on; the screen's own handlers still restore the terminal.
    }

    /// The command line as `argv` held it, byte for byte (file names need not be UTF-8).
    static func argumentBytes() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let word = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeBufferPointer(start: word, count: strlen(word))).map { UInt8(bitPattern: $0) }
        }
    }
}

/// Writing to stdout and stderr with every error handled (Foundation's `FileHandle.write` traps on a
/// closed pipe), and every message sanitised.
enum StandardStreams {
    /// Standard output was closed by its reader (`burin snapshot ... | head -c 10`).
    struct BrokenPipe: Error {}

    /// Writes `burin: message` and a newline to stderr, the message made printable: a value from the
    /// data, a file name, an argument or TERM cannot retitle the terminal or move its cursor.
    static func report(_ message: String) {
        _ = write(Array(("burin: " + Sanitizer.printable(message) + "\n").utf8), to: 2)
    }

    /// Writes `bytes` to stdout.
    static func output(_ bytes: [UInt8]) throws(BrokenPipe) {
        let error = write(bytes, to: 1)
        if error == EPIPE { throw BrokenPipe() }
    }

    /// Writes all of `bytes`; returns 0, or the errno that stopped it.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        do throws(SystemError) {
            try Posix.writeAll(fd, bytes)
            return 0
        } catch {
            return error.code
        }
    }
}
