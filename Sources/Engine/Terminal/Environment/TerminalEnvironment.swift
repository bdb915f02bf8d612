#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the environment says about the terminal Burin runs in, read once when a program starts and
/// handed to whoever decides something by it: the screen (TERM, colour, synchronized output),
/// graphics detection (which terminal, tmux, GNU screen, Emacs), hyperlinks, the terminal's
/// background (COLORFGBG). One snapshot, so no two parts can read the process at different moments
/// or disagree about a variable; tests make one from a dictionary.
///
/// The variables are hints: one can be inherited from another terminal (a tmux server started in
/// kitty and attached from xterm keeps `KITTY_WINDOW_ID`), so the terminal's own answers decide
/// where it can be asked; the hints decide whether asking is safe at all.
public struct TerminalEnvironment: Sendable, Equatable {
    /// `TERM`: the terminfo entry to load.
    public var term: String?
    /// `TERM_PROGRAM`: set by several emulators to their name.
    public var termProgram: String?
    /// `NO_COLOR` (https://no-color.org): present and non-empty turns colour off.
    public var noColor: String?
    /// `COLORFGBG` (rxvt, Konsole): the terminal's foreground and background palette entries
    /// (`15;0`), a hint to its background before it is asked.
    public var colorFGBG: String?
    /// `BURIN_SYNC_OUTPUT`: "1" or "0" forces synchronized output on or off.
    public var syncOutput: String?
    /// `TMUX`: set inside a tmux pane.
    public var tmux: String?
    /// `TMUX_PANE`: the pane's id (`%3`), for asking tmux about this pane.
    public var tmuxPane: String?
    /// `STY`: set inside GNU screen, which has no passthrough Burin uses.
    public var screenSession: String?
    /// `INSIDE_EMACS`: Emacs' terminal modes print escapes they do not know.
    public var insideEmacs: String?
    /// `KITTY_WINDOW_ID`.
    public var kittyWindowID: String?
    /// `WEZTERM_PANE`.
    public var weztermPane: String?
    /// `VTE_VERSION`: GNOME Terminal and the other VTE terminals (`7200` for 0.72).
    public var vteVersion: String?
    /// `KONSOLE_VERSION` (`221203` for 22.12.3).
    public var konsoleVersion: String?
    /// `WT_SESSION`: Windows Terminal (WSL).
    public var windowsTerminalSession: String?
    /// `BURIN_HYPERLINKS`: "1" or "0" says whether the terminal shows OSC 8 hyperlinks, whatever the
    /// other variables suggest (a terminal not on the list; tmux 3.4 with its `hyperlinks` feature).
    public var hyperlinksOverride: String?
    /// `BURIN_AMBIGUOUS`: "wide", "narrow" or "auto", as `--ambiguous` (which wins).
    public var ambiguousWidth: String?

    public init(
        term: String? = nil, termProgram: String? = nil, noColor: String? = nil, colorFGBG: String? = nil,
        syncOutput: String? = nil, tmux: String? = nil, tmuxPane: String? = nil, screenSession: String? = nil,
        insideEmacs: String? = nil, kittyWindowID: String? = nil, weztermPane: String? = nil,
        vteVersion: String? = nil, konsoleVersion: String? = nil, windowsTerminalSession: String? = nil,
        hyperlinksOverride: String? = nil, ambiguousWidth: String? = nil
    ) {
        self.term = term
        self.termProgram = termProgram
        self.noColor = noColor
        self.colorFGBG = colorFGBG
        self.syncOutput = syncOutput
        self.tmux = tmux
        self.tmuxPane = tmuxPane
        self.screenSession = screenSession
        self.insideEmacs = insideEmacs
        self.kittyWindowID = kittyWindowID
        self.weztermPane = weztermPane
        self.vteVersion = vteVersion
        self.konsoleVersion = konsoleVersion
        self.windowsTerminalSession = windowsTerminalSession
        self.hyperlinksOverride = hyperlinksOverride
        self.ambiguousWidth = ambiguousWidth
    }

    /// The variables of `environment` (a process's environment as a dictionary); the others are nil.
    public init(_ environment: [String: String]) {
        self.init(variable: { environment[$0] })
    }

    /// The process's own environment, read now: a program reads it once, when it starts, and passes
    /// it down.
    public static var process: TerminalEnvironment {
        TerminalEnvironment(variable: { name in getenv(name).map { String(cString: $0) } })
    }

    private init(variable read: (String) -> String?) {
        self.init(
            term: read("TERM"), termProgram: read("TERM_PROGRAM"), noColor: read("NO_COLOR"),
            colorFGBG: read("COLORFGBG"), syncOutput: read("BURIN_SYNC_OUTPUT"), tmux: read("TMUX"),
            tmuxPane: read("TMUX_PANE"), screenSession: read("STY"), insideEmacs: read("INSIDE_EMACS"),
            kittyWindowID: read("KITTY_WINDOW_ID"), weztermPane: read("WEZTERM_PANE"),
            vteVersion: read("VTE_VERSION"), konsoleVersion: read("KONSOLE_VERSION"),
            windowsTerminalSession: read("WT_SESSION"), hyperlinksOverride: read("BURIN_HYPERLINKS"),
            ambiguousWidth: read("BURIN_AMBIGUOUS"))
    }

    /// `NO_COLOR` is set and not empty (https://no-color.org): no colour, whatever the terminal can do.
    public var asksForNoColor: Bool { !(noColor ?? "").isEmpty }

    /// Inside a tmux pane.
    public var isTmux: Bool { !(tmux ?? "").isEmpty }
}
