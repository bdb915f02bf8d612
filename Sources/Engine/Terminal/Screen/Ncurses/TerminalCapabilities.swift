/// What the terminfo entry says a terminal can do, as plain values.
struct TerminfoFacts: Sendable, Equatable {
    /// `has_colors()` after `start_color()`.
    var hasColors: Bool
    /// `COLORS`.
    var colors: Int
    /// The extended string `Sync` (synchronized output).
    var hasSyncCapability: Bool
}

/// The decisions a terminal screen makes at start-up, as pure functions of the environment and the
/// terminfo facts, so tests can check each rule.
enum TerminalCapabilities {
    /// The colour mode to use.
    ///
    /// An explicit `override` wins over `NO_COLOR` and over detection, but is capped at what the
    /// terminfo entry can express: ncurses cannot send 24-bit colour through a 256-colour entry (use
    /// TERM=xterm-direct for that), and asking for more would show wrong colours, not better ones.
    /// Otherwise `NO_COLOR` (non-empty) means no colour; then direct colour when the entry packs RGB
    /// into colour numbers (COLORS ≥ 2^24, as xterm-direct does), then 256, 16, 8, none.
    static func colorMode(override: ColorMode?, environment: TerminalEnvironment, terminfo: TerminfoFacts)
        -> ColorMode
    {
        let capability = detectedMode(terminfo)
        if let override {
            return override.colorCount <= capability.colorCount ? override : capability
        }
        if environment.asksForNoColor { return .none }
        return capability
    }

    /// Whether to bracket frames with synchronized-output marks (DEC private mode 2026).
    ///
    /// The explicit `override` wins, then `BURIN_SYNC_OUTPUT` (1/0), then the terminfo `Sync`
    /// capability, then a short list of emulators known to support the mode that name themselves in
    /// TERM_PROGRAM or TERM. Otherwise off: terminals ignore modes they do not know, but the marks
    /// still cost bytes, and a multiplexer such as tmux swallows them.
    static func synchronizedOutput(override: Bool?, environment: TerminalEnvironment, terminfo: TerminfoFacts)
        -> Bool
    {
        if let override { return override }
        switch environment.syncOutput {
        case "1": return true
        case "0": return false
        default: break
        }
        if terminfo.hasSyncCapability { return true }
        if let program = environment.termProgram, syncingPrograms.contains(program) { return true }
        if let term = environment.term, syncingTermPrefixes.contains(where: { term.hasPrefix($0) }) {
            return true
        }
        return false
    }

    private static let syncingPrograms: Set<String> = ["WezTerm", "iTerm.app", "ghostty", "contour"]
    private static let syncingTermPrefixes = [
        "xterm-kitty", "xterm-ghostty", "foot", "alacritty", "wezterm", "contour",
    ]

    private static func detectedMode(_ facts: TerminfoFacts) -> ColorMode {
        guard facts.hasColors else { return .none }
        if facts.colors >= 1 << 24 { return .direct }
        if facts.colors >= 256 { return .palette256 }
        if facts.colors >= 16 { return .palette16 }
        if facts.colors >= 8 { return .palette8 }
        return .none
    }
}
