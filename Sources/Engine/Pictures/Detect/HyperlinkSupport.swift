public import BurinTerminal

extension TerminalEnvironment {
    /// Whether the terminal shows OSC 8 hyperlinks, from what the environment names it. Only
    /// terminals known to (kitty, WezTerm, Ghostty, iTerm2, VS Code, foot, Alacritty, VTE 0.50 and
    /// later, Konsole 20.12 and later, Windows Terminal) get them: elsewhere text stays plain, since a
    /// terminal that does not know OSC 8 may show its bytes. Never inside tmux (3.3 drops OSC 8, and
    /// a hyperlink sent through its passthrough would land on the outer terminal's cells, which tmux
    /// redraws without it), GNU screen or Emacs. `BURIN_HYPERLINKS=1` or `0` decides instead.
    public var showsHyperlinks: Bool {
        if hyperlinksOverride == "1" { return true }
        if hyperlinksOverride == "0" { return false }
        guard unsafeReason == nil, !isTmux else { return false }
        let name = (term ?? "").lowercased()
        if ["xterm-kitty", "xterm-ghostty", "foot", "foot-extra", "alacritty", "wezterm"].contains(name) {
            return true
        }
        if !(kittyWindowID ?? "").isEmpty || !(weztermPane ?? "").isEmpty { return true }
        if !(windowsTerminalSession ?? "").isEmpty { return true }
        let program = (termProgram ?? "").lowercased()
        if ["wezterm", "ghostty", "iterm.app", "vscode", "rio", "contour"].contains(program) { return true }
        if let vte = vteVersion.flatMap({ Int($0) }), vte >= 5000 { return true }
        if let konsole = konsoleVersion.flatMap({ Int($0) }), konsole >= 201_200 { return true }
        return false
    }
}
