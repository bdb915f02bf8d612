public import BurinCore
public import BurinScreen
import Glibc

/// A real ncurses screen whose output goes to an unlinked file in memory (/dev/shm), which the
/// screen's byte meter reads by its offset and rewinds every frame: what a terminal of `size` would
/// be sent, without a terminal, for the price of two system calls a frame (a disk file's truncation
/// cost more than ncurses' own work); /dev/null where there is no /dev/shm, counted by the thread's
/// write counter instead. ncurses reads the size from LINES and COLUMNS when the output is not a
/// terminal.
public enum ByteCountingTerminal {
    /// The richest terminfo entry installed: xterm-direct (24-bit, from ncurses-term), else 256 colours.
    public static var term: String {
        let candidates = [
            "/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct",
        ]
        return candidates.contains { access($0, R_OK) == 0 } ? "xterm-direct" : "xterm-256color"
    }

    /// - Parameter picturesLiveInCells: as the viewer starts the screen for sixel (see
    ///   `NcursesScreen.Options.picturesLiveInCells`).
    /// - Parameter colorMode: as `--color` asks (nil: the richest `term` offers).
    public static func make(
        size: CellSize, term: String = ByteCountingTerminal.term, picturesLiveInCells: Bool = false,
        colorMode: ColorMode? = nil
    ) throws -> NcursesScreen {
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        let output = memoryFile() ?? open("/dev/null", O_WRONLY)
        let input = open("/dev/null", O_RDONLY)
        defer {
            close(output)
            close(input)
        }
        return try NcursesScreen(
            options: NcursesScreen.Options(
                term: term, colorMode: colorMode, synchronizedOutput: false, mouse: false, handlesSignals: false,
                inputDescriptor: input,
                outputDescriptor: output, outputIsScratch: true, environment: TerminalEnvironment(term: term),
                picturesLiveInCells: picturesLiveInCells))
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
