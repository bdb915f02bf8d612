import BurinTerminal
import Testing

@testable import BurinPictures

/// Which terminals get OSC 8 hyperlinks, and the clipboard request `y` sends.
@Suite struct HyperlinkSupportTests {
    @Test func knownTerminalsGetHyperlinks() {
        let yes: [[String: String]] = [
            ["TERM": "xterm-kitty"], ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], ["TERM": "xterm-256color", "WEZTERM_PANE": "0"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"], ["TERM": "foot"], ["TERM": "alacritty"],
            ["TERM": "xterm-256color", "VTE_VERSION": "7200"], ["TERM": "xterm-256color", "KONSOLE_VERSION": "221203"],
            ["TERM": "xterm-256color", "WT_SESSION": "abc"],
        ]
        for variables in yes { #expect(TerminalEnvironment(variables).showsHyperlinks, "\(variables)") }
    }

    @Test func othersAndAnythingInsideTmuxGetPlainText() {
        let no: [[String: String]] = [
            ["TERM": "xterm-256color"], ["TERM": "xterm", "VTE_VERSION": "4800"], ["TERM": "linux"],
            ["TERM": "dumb", "TERM_PROGRAM": "WezTerm"],
            ["TERM": "screen-256color", "TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-0/default,1,0"],
            ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"],
            ["TERM": "xterm-kitty", "INSIDE_EMACS": "29.1,eterm"], [:],
            ["TERM": "xterm-kitty", "BURIN_HYPERLINKS": "0"],
        ]
        for variables in no { #expect(!TerminalEnvironment(variables).showsHyperlinks, "\(variables)") }
        #expect(TerminalEnvironment(["TERM": "xterm", "TMUX": "/t,1,0", "BURIN_HYPERLINKS": "1"]).showsHyperlinks)
    }

    @Test func theClipboardRequestCarriesTheTextInBase64OnItsRoute() {
        let direct = ClipboardEscape.copy("https://example.com/a")
        #expect(String(decoding: direct, as: UTF8.self) == "\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLmNvbS9h\u{1B}\\")
        let tmux = ClipboardEscape.copy("x", route: .tmux(paneOrigin: .zero))
        #expect(String(decoding: tmux, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;eA==\u{1B}\u{1B}\\\u{1B}\\")
        // Cut on a character boundary under its bound.
        let long = String(repeating: "é", count: ClipboardEscape.maximumBytes)
        let payload = ClipboardEscape.copy(long).dropFirst(7).dropLast(2)
        let decoded = Base64.decode(Array(payload))
        #expect(decoded.map { String(validating: $0, as: UTF8.self) != nil } == true)
        #expect((decoded?.count ?? .max) <= ClipboardEscape.maximumBytes)
    }
}
