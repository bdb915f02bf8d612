public import BurinCore
public import BurinTerminal
import Glibc

/// A real terminal screen whose output goes to an unlinked file in memory (/dev/shm), rewound after
/// every write so it never grows: what a terminal of `size` would be sent, without a terminal, for
/// the price of a write a frame, as a terminal costs (the screen counts the bytes it sends); /dev/null
/// where there is no /dev/shm.
public enum ByteCountingTerminal {
    /// The richest terminfo entry installed: xterm-direct (24-bit, from ncurses-term), else 256 colours.
    public static var term: String {
        let candidates = [
            "/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct",
        ]
        return candidates.contains { access($0, R_OK) == 0 } ? "xterm-direct" : "xterm-256color"
    }

    /// - Parameter colorMode: as `--color` asks (nil: the richest `term` offers).
    public static func make(
        size: CellSize, term: String = ByteCountingTerminal.term, colorMode: ColorMode? = nil
    ) throws -> NcursesScreen {
        let output = memoryFile() ?? open("/dev/null", O_WRONLY)
        let input = open("/dev/null", O_RDONLY)
        defer {
            close(output)
            close(input)
        }
        return try NcursesScreen(
            options: NcursesScreen.Options(
                term: term, colorMode: colorMode, synchronizedOutput: false, mouse: false, handlesSignals: false,
                inputDescriptor: input, outputDescriptor: output, outputIsScratch: true, size: size,
                environment: TerminalEnvironment(term: term),
            ))
    }

    /// An unlinked file in /dev/shm, or nil.
    private static func memoryFile() -> Int32? {
        var template = Array("/dev/shm/burin-bench-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }
}
