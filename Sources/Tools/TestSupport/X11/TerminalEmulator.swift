/// A terminal emulator to run on an `X11Display`, and how to start one with a known cell grid: a
/// window at the screen's top-left corner with no border and no padding, so the grid starts at the
/// window's origin and its cells are the window's size divided by the columns and rows.
public enum TerminalEmulator: Sendable, Equatable {
    /// xterm, with its defaults (black text on white) unless `options` say otherwise: `-bg black -fg
    /// white`, `-ti vt340` (sixel graphics), `-tn xterm-256color` (the TERM it sets; default `xterm`).
    case xterm(options: [String] = [])
    /// kitty with no configuration file, on software OpenGL (Xvfb has no GPU). Each option is a kitty
    /// setting as `key=value`, passed as `-o key=value`: `background=#ffffff`, `font_size=13`.
    case kitty(options: [String] = [])
    /// GNOME Terminal (VTE), on a D-Bus session of its own, with its default profile's colours (black
    /// on white), no scrollbar, DejaVu Sans Mono, and ambiguous characters two cells wide or one.
    /// Its settings are written to the dconf database under `XDG_CONFIG_HOME`: give it a folder of
    /// its own in the launch's environment.
    case gnomeTerminal(ambiguousWide: Bool)
    /// rxvt-unicode with no scrollbar and no inner border: black on white unless `options` (`-fg`,
    /// `-bg`) say otherwise. It answers neither OSC 10 nor 11, and sets `COLORFGBG` for its program.
    case urxvt(options: [String] = [])
    /// Konsole (KDE; kitty graphics and sixel), separate from any other Konsole and with no D-Bus
    /// session (it needs none, and a bus started for it outlives a Konsole that is killed): DejaVu
    /// Sans Mono, no scrollbar, a steady cursor, its tab titled `title` (the window "title — Konsole").
    /// It keeps a toolbar above the cells, so its grid is found on screen
    /// (`TerminalCellGrid(markedIn:)`), not from the window. It writes its window's state under
    /// XDG_CONFIG_HOME: give it one of its own.
    case konsole
    /// mlterm (sixel) with no scrollbar, its default TERM (`xterm`: 8 colours) and font; it neither
    /// logs nor restarts itself after a crash, but keeps each sixel picture it shows in `~/.mlterm`:
    /// give it a HOME of its own. Its cells start a few pixels into the window: find its grid on
    /// screen (`TerminalCellGrid(markedIn:)`).
    case mlterm

    /// The font size in points both are started with, unless an option says otherwise.
    public static let fontSize = 11

    /// What `launch` runs: argv for `command` in a `columns` x `rows` window titled `title`.
    func arguments(columns: Int, rows: Int, title: String, command: [String]) -> [String] {
        switch self {
        case .xterm(let options):
            // allowTitleOps off: the window keeps the title it is found by, whatever the program sets.
            return [
                "xterm", "-geometry", "\(columns)x\(rows)+0+0", "-b", "0", "-bw", "0", "-T", title, "-u8",
                "-fa", "DejaVu Sans Mono", "-fs", String(Self.fontSize), "-xrm", "XTerm*allowTitleOps: false",
            ] + options + ["-e"] + command
        case .kitty(let options):
            let settings =
                [
                    "font_family=DejaVu Sans Mono", "font_size=\(Self.fontSize)", "remember_window_size=no",
                    "initial_window_width=\(columns)c", "initial_window_height=\(rows)c", "window_padding_width=0",
                    "placement_strategy=top-left", "confirm_os_window_close=0", "update_check_interval=0",
                ] + options
            return ["kitty", "--config", "NONE", "--title", title] + settings.flatMap { ["-o", $0] } + command
        case .gnomeTerminal(let ambiguousWide):
            // `--wait`: the launcher lives as long as the program, so the terminal is seen to end.
            let script = """
                profile=$(gsettings get org.gnome.Terminal.ProfilesList default | tr -d "'")
                key=org.gnome.Terminal.Legacy.Profile:/org/gnome/terminal/legacy/profiles:/:$profile/
                gsettings set $key cjk-utf8-ambiguous-width \(ambiguousWide ? "wide" : "narrow")
                gsettings set $key scrollbar-policy never
                gsettings set $key use-system-font false
                gsettings set $key font 'DejaVu Sans Mono \(Self.fontSize)'
                exec gnome-terminal --wait --hide-menubar --geometry=\(columns)x\(rows)+0+0 --title=\(title) -- "$@"
                """
            return ["dbus-run-session", "--", "sh", "-c", script, "sh"] + command
        case .urxvt(let options):
            return [
                "urxvt", "-geometry", "\(columns)x\(rows)+0+0", "-b", "0", "+sb", "-title", title, "-fn",
                "xft:DejaVu Sans Mono:size=\(Self.fontSize)",
            ] + options + ["-e"] + command
        case .konsole:
            let profile = [
                "tabtitle=\(title)", "TerminalColumns=\(columns)", "TerminalRows=\(rows)",
                "Font=DejaVu Sans Mono,\(Self.fontSize)", "ScrollBarPosition=2", "BlinkingCursorEnabled=false",
                // The "Size: 100 x 30" hint it shows over the cells after a resize, even its first.
                "ShowTerminalSizeHint=false",
            ]
            return ["konsole", "--separate", "--hide-menubar", "--hide-tabbar"]
                + profile.flatMap { ["-p", $0] } + ["-e"] + command
        case .mlterm:
            return [
                "mlterm", "-g", "\(columns)x\(rows)+0+0", "-T", title, "--sb=false", "--logmsg=false",
                "--restart=false", "-e",
            ] + command
        }
    }

    /// Variables the emulator itself needs.
    var environment: [String: String] {
        switch self {
        case .xterm, .urxvt, .mlterm: [:]
        case .kitty: ["LIBGL_ALWAYS_SOFTWARE": "1"]
        case .gnomeTerminal: ["NO_AT_BRIDGE": "1"]
        // `disabled:`: no bus, and none started on demand (D-Bus's X11 autolaunch) either.
        case .konsole: ["QT_QPA_PLATFORM": "xcb", "NO_AT_BRIDGE": "1", "DBUS_SESSION_BUS_ADDRESS": "disabled:"]
        }
    }

    /// The emulator's default background colour when `options` do not set one.
    public var defaultBackground: RGBPixel {
        switch self {
        case .xterm, .gnomeTerminal, .urxvt, .mlterm: .white
        case .kitty: .black
        case .konsole: RGBPixel(0x23, 0x26, 0x27)
        }
    }
}
