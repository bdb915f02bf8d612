public import BurinTerminal

/// What the environment's hints say about graphics: whether asking the terminal is safe at all, and
/// whether it names a terminal that speaks kitty graphics.
extension TerminalEnvironment {
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
