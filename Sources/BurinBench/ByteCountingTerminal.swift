public import BurinCore
public import BurinScreen
import Glibc

/// A real ncurses screen whose output goes to /dev/null through the screen's byte counter: what a
/// terminal of `size` would be sent, without a terminal. ncurses reads the size from LINES and
/// COLUMNS when the output is not a terminal.
public enum ByteCountingTerminal {
    /// The richest terminfo entry installed: xterm-direct (24-bit, from ncurses-term), else 256 colours.
    public static var term: String {
        let candidates = [
            "/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct",
        ]
        return candidates.contains { access($0, R_OK) == 0 } ? "xterm-direct" : "xterm-256color"
    }

    public static func make(size: CellSize, term: String = ByteCountingTerminal.term) throws -> NcursesScreen {
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        let output = open("/dev/null", O_WRONLY)
        let input = open("/dev/null", O_RDONLY)
        defer {
            close(output)
            close(input)
        }
        return try NcursesScreen(
            options: NcursesScreen.Options(
                term: term, synchronizedOutput: false, mouse: false, handlesSignals: false, inputDescriptor: input,
                outputDescriptor: output, environment: TerminalEnvironment(term: term)))
    }
}
