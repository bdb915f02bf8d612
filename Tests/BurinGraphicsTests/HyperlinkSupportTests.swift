import Testing

@testable import BurinGraphics

/// Which terminals get OSC 8 hyperlinks, and the clipboard request `y` sends.
@Suite struct HyperlinkSupportTests {
    @Test func knownTerminalsGetHyperlinks() {
        let yes: [GraphicsEnvironment] = [
            GraphicsEnvironment(term: "xterm-kitty"), GraphicsEnvironment(term: "xterm-256color", kittyWindowID: "1"),
            GraphicsEnvironment(term: "xterm-256color", termProgram: "WezTerm"),
            GraphicsEnvironment(term: "xterm-256color", termProgram: "iTerm.app"),
            GraphicsEnvironment(term: "xterm-256color", termProgram: "vscode"), GraphicsEnvironment(term: "foot"),
            GraphicsEnvironment(term: "alacritty"), GraphicsEnvironment(term: "xterm-256color", vteVersion: "7200"),
            GraphicsEnvironment(term: "xterm-256color", konsoleVersion: "221203"),
            GraphicsEnvironment(term: "xterm-256color", windowsTerminalSession: "abc"),
        ]
        for environment in yes { #expect(environment.showsHyperlinks, "\(environment)") }
    }

    @Test func othersAndAnythingInsideTmuxGetPlainText() {
        let no: [GraphicsEnvironment] = [
            GraphicsEnvironment(term: "xterm-256color"), GraphicsEnvironment(term: "xterm", vteVersion: "4800"),
            GraphicsEnvironment(term: "linux"), GraphicsEnvironment(term: "dumb", termProgram: "WezTerm"),
            GraphicsEnvironment(term: "screen-256color", termProgram: "tmux", tmux: "/tmp/tmux-0/default,1,0"),
            GraphicsEnvironment(term: "xterm-kitty", tmux: "/tmp/tmux-0/default,1,0", kittyWindowID: "1"),
            GraphicsEnvironment(term: "xterm-kitty", insideEmacs: "29.1,eterm"), GraphicsEnvironment(),
            GraphicsEnvironment(term: "xterm-kitty", hyperlinksOverride: "0"),
        ]
        for environment in no { #expect(!environment.showsHyperlinks, "\(environment)") }
        #expect(GraphicsEnvironment(term: "xterm", tmux: "/t,1,0", hyperlinksOverride: "1").showsHyperlinks)
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
