import BurinCore

/// What the terminal writes the next character with: its colours and attributes (SGR state). The
/// encoder keeps the pen it last set, and sends only what changes from it to the next cell's.
struct TerminalPen: Equatable {
    var foreground: TerminalColor
    var background: TerminalColor
    var attributes: CellAttributes

    /// What `sgr0` leaves.
    static let plain = TerminalPen(foreground: .terminalDefault, background: .terminalDefault, attributes: [])

    /// The attributes a blank does not show (a space is neither bold nor dim nor italic to the eye);
    /// underline and reverse show on a blank.
    static let invisibleOnBlanks: CellAttributes = [.bold, .dim, .italic]

    /// The escapes that turn `current` (nil: not known, after something else wrote) into `self`,
    /// appended to `out`. Attributes cannot be turned off one by one through terminfo, so losing one
    /// costs `sgr0` and setting the rest again; colours go back to the defaults with `op` (or `sgr0`
    /// where the terminal has no `op`). The escapes go joined into one SGR where they can
    /// (`RenditionJoiner`). Where colours go back to the defaults, `sgr0` and setting what is left
    /// may be shorter than `op` (xterm's `op` is 8 bytes, its `sgr0` 6): the shorter goes.
    func change(from current: TerminalPen?, escapes: TerminalEscapes, into out: inout [UInt8]) {
        guard let current, current.goesHome(to: self), !escapes.resetAttributes.isEmpty else {
            spell(from: current, escapes: escapes, into: &out)
            return
        }
        var fromHere: [UInt8] = []
        spell(from: current, escapes: escapes, into: &fromHere)
        var fromReset: [UInt8] = []
        spell(from: nil, escapes: escapes, into: &fromReset)
        out += fromReset.count < fromHere.count ? fromReset : fromHere
    }

    /// Whether a colour goes back to the terminal's default on the way from `self` to `target`.
    private func goesHome(to target: TerminalPen) -> Bool {
        (target.foreground == .terminalDefault && foreground != .terminalDefault)
            || (target.background == .terminalDefault && background != .terminalDefault)
    }

    private func spell(from current: TerminalPen?, escapes: TerminalEscapes, into out: inout [UInt8]) {
        var sgr = RenditionJoiner()
        var now = current ?? Self.plain
        if current == nil || !now.attributes.isSubset(of: attributes) {
            sgr.append(escapes.resetAttributes, to: &out)
            now = .plain
        }
        let foregroundGoesHome = foreground == .terminalDefault && now.foreground != .terminalDefault
        let backgroundGoesHome = background == .terminalDefault && now.background != .terminalDefault
        if foregroundGoesHome || backgroundGoesHome {
            if escapes.defaultColors.isEmpty {
                sgr.append(escapes.resetAttributes, to: &out)
                now = .plain
            } else {
                sgr.append(escapes.defaultColors, to: &out)
                now.foreground = .terminalDefault
                now.background = .terminalDefault
            }
        }
        let added = attributes.subtracting(now.attributes)
        if added.contains(.bold) { sgr.append(escapes.bold, to: &out) }
        if added.contains(.dim) { sgr.append(escapes.dim, to: &out) }
        if added.contains(.italic) { sgr.append(escapes.italic, to: &out) }
        if added.contains(.underline) { sgr.append(escapes.underline, to: &out) }
        if added.contains(.reverse) { sgr.append(escapes.reverse, to: &out) }
        if foreground != now.foreground, let set = escapes.foreground { sgr.append(set(foreground), to: &out) }
        if background != now.background, let set = escapes.background { sgr.append(set(background), to: &out) }
    }
}
