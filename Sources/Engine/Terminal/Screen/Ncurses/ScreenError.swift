/// Why a terminal screen could not start. Each case reads as a message the CLI can print as is.
public enum ScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ncurses found no usable terminfo entry for `term` (unset, unknown or too limited).
    case unusableTerminal(term: String)
    /// The locale's character set is not UTF-8, so wide characters and `▀` cannot be shown.
    case localeNotUTF8(codeset: String)
    /// A system call needed to run the screen failed.
    case systemCallFailed(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .unusableTerminal(let term):
            let shown = term.isEmpty ? "(TERM is not set)" : "'\(term)'"
            return "cannot use terminal type \(shown): no usable terminfo entry (it must be able to move the "
                + "cursor). Set TERM to your terminal's type, for example TERM=xterm-256color, or use "
                + "`burin snapshot` to render the feed without a terminal."
        case .localeNotUTF8(let codeset):
            return "the locale's character set is \(codeset), not UTF-8; burin needs a UTF-8 terminal. "
                + "Set LANG or LC_ALL to a UTF-8 locale, for example LC_ALL=C.UTF-8."
        case .systemCallFailed(let call, let errno):
            return "\(call) failed (errno \(errno))"
        }
    }
}
