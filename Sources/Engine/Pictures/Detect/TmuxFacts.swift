/// What tmux says about the pane Burin runs in, from one `tmux display -p` (`TmuxInspector`).
public struct TmuxFacts: Sendable, Equatable {
    /// `allow-passthrough` is on (or `all`): wrapped escapes reach the outer terminal.
    public var passthrough: Bool
    /// The attached client's TERM (`xterm-kitty`): the terminal that draws.
    public var clientTermName: String?
    /// The attached client's own name and version as tmux learnt it (`kitty(0.26.5)`; tmux 3.3+).
    public var clientTermType: String?
    /// Where the pane starts in the outer terminal: its place in the window, below the status
    /// lines when they are at the top.
    public var paneOrigin: CellOffset

    public init(passthrough: Bool, clientTermName: String?, clientTermType: String?, paneOrigin: CellOffset) {
        self.passthrough = passthrough
        self.clientTermName = clientTermName
        self.clientTermType = clientTermType
        self.paneOrigin = paneOrigin
    }

    /// The format `TmuxInspector` asks tmux to expand; options are formats' variables too.
    /// `pane_top` counts from the window, which starts below the status lines when they are on top.
    public static let format =
        "#{allow-passthrough}|#{client_termname}|#{client_termtype}|#{pane_top}|#{pane_left}|#{status}|#{status-position}"

    /// Reads the expansion of `format`; nil when it is not one.
    public init?(displayOutput: String) {
        let line = displayOutput.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 7, let top = Int(fields[3]), let left = Int(fields[4]), top >= 0, left >= 0 else {
            return nil
        }
        // `status` is off, on (one line) or a number of lines (2 to 5).
        let statusLines = fields[5] == "on" ? 1 : min(max(Int(fields[5]) ?? 0, 0), 5)
        let statusAbove = fields[6] == "top" ? statusLines : 0
        // tmux 3.3 shows the flag as 1/0; 3.4 made it a choice of off, on and all.
        passthrough = ["1", "on", "2", "all"].contains(fields[0].lowercased())
        clientTermName = fields[1].isEmpty ? nil : fields[1]
        clientTermType = fields[2].isEmpty ? nil : fields[2]
        paneOrigin = CellOffset(columns: left, rows: top + statusAbove)
    }

    /// Whether the outer terminal, as tmux knows it, speaks the kitty graphics protocol.
    public var clientSuggestsKitty: Bool {
        let name = (clientTermName ?? "").lowercased()
        if name == "xterm-kitty" || name == "xterm-ghostty" || name.hasPrefix("wezterm") { return true }
        let type = (clientTermType ?? "").lowercased()
        return ["kitty", "wezterm", "ghostty"].contains { type.hasPrefix($0) }
    }
}
