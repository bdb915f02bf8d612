#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables that say which terminal Burin runs in. Injectable so tests decide them.
///
/// They are hints: a variable can be inherited from another terminal (a tmux server started in kitty
/// and attached from xterm keeps `KITTY_WINDOW_ID`), so the terminal's own answers decide; the
/// hints decide whether asking is safe at all.
public struct GraphicsEnvironment: Sendable, Equatable {
    public var term: String?
    public var termProgram: String?
    /// `TMUX`: set inside a tmux pane.
    public var tmux: String?
    /// `TMUX_PANE`: the pane's id (`%3`), for asking tmux about this pane.
    public var tmuxPane: String?
    /// `STY`: set inside GNU screen, which has no passthrough Burin uses.
    public var screenSession: String?
    /// `INSIDE_EMACS`: Emacs' terminal modes print escapes they do not know.
    public var insideEmacs: String?
    public var kittyWindowID: String?
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

    public init(
        term: String? = nil, termProgram: String? = nil, tmux: String? = nil, tmuxPane: String? = nil,
        screenSession: String? = nil, insideEmacs: String? = nil, kittyWindowID: String? = nil,
        weztermPane: String? = nil, vteVersion: String? = nil, konsoleVersion: String? = nil,
        windowsTerminalSession: String? = nil, hyperlinksOverride: String? = nil
    ) {
        self.hyperlinksOverride = hyperlinksOverride
        self.vteVersion = vteVersion
        self.konsoleVersion = konsoleVersion
        self.windowsTerminalSession = windowsTerminalSession
        self.term = term
        self.termProgram = termProgram
        self.tmux = tmux
        self.tmuxPane = tmuxPane
        self.screenSession = screenSession
        self.insideEmacs = insideEmacs
        self.kittyWindowID = kittyWindowID
        self.weztermPane = weztermPane
    }

    /// The process's own environment.
    public static var process: GraphicsEnvironment {
        func read(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        return GraphicsEnvironment(
            term: read("TERM"), termProgram: read("TERM_PROGRAM"), tmux: read("TMUX"), tmuxPane: read("TMUX_PANE"),
            screenSession: read("STY"), insideEmacs: read("INSIDE_EMACS"), kittyWindowID: read("KITTY_WINDOW_ID"),
            weztermPane: read("WEZTERM_PANE"), vteVersion: read("VTE_VERSION"), konsoleVersion: read("KONSOLE_VERSION"),
            windowsTerminalSession: read("WT_SESSION"), hyperlinksOverride: read("BURIN_HYPERLINKS"))
    }

    /// Inside a tmux pane.
    public var isTmux: Bool { !(tmux ?? "").isEmpty }

    /// Why an escape Burin would send (a query, an image) could show up as text on this terminal, or
    /// nil when it is safe to ask. The Linux console, `dumb`, the DEC VT entries and other pre-ECMA-48
    /// parsers print the bytes of an APC; GNU screen and Emacs do not forward them.
    public var unsafeReason: String? {
        let name = (term ?? "").lowercased()
        if name.isEmpty { return "TERM is not set" }
        if Self.printingTerms.contains(name) { return "TERM=\(name) prints escapes it does not know" }
        // `vt` names the DEC terminals (vt100, vt220, ...) but not VTE's own entries (vte-256color).
        if Self.printingPrefixes.contains(where: { name.hasPrefix($0) }), !name.hasPrefix("vte") {
            return "TERM=\(name) prints escapes it does not know"
        }
        if !(insideEmacs ?? "").isEmpty { return "Emacs' terminal prints escapes it does not know" }
        if !isTmux, !(screenSession ?? "").isEmpty || name.hasPrefix("screen") {
            return "GNU screen does not pass graphics through"
        }
        return nil
    }

    private static let printingTerms: Set<String> = ["dumb", "linux", "unknown", "ansi", "cygwin", "emacs"]
    private static let printingPrefixes = ["vt", "cons", "sun", "eterm", "hurd", "pcansi", "wsvt", "mach"]

    /// Whether the hints name a terminal that speaks the kitty graphics protocol.
    public var suggestsKitty: Bool {
        let name = (term ?? "").lowercased()
        if name == "xterm-kitty" || name == "xterm-ghostty" { return true }
        if !(kittyWindowID ?? "").isEmpty || !(weztermPane ?? "").isEmpty { return true }
        return ["wezterm", "ghostty"].contains((termProgram ?? "").lowercased())
    }
}
