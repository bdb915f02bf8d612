import BurinTerminal
import Foundation
import Testing

/// The one reading of the environment every part decides by: each variable under its own name,
/// made from a dictionary in tests and from the process once in a program.
@Suite struct TerminalEnvironmentTests {
    @Test func everyVariableIsReadUnderItsName() {
        let variables = [
            "TERM": "xterm-kitty", "TERM_PROGRAM": "WezTerm", "NO_COLOR": "1", "COLORFGBG": "15;0",
            "BURIN_SYNC_OUTPUT": "0", "TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%3", "STY": "1.pts",
            "INSIDE_EMACS": "29.1,vterm", "KITTY_WINDOW_ID": "2", "WEZTERM_PANE": "4", "VTE_VERSION": "7200",
            "KONSOLE_VERSION": "221203", "WT_SESSION": "abc", "BURIN_HYPERLINKS": "1", "HOME": "/home/u",
        ]
        let expected = TerminalEnvironment(
            term: "xterm-kitty", termProgram: "WezTerm", noColor: "1", colorFGBG: "15;0", syncOutput: "0",
            tmux: "/tmp/tmux-0/default,1,0", tmuxPane: "%3", screenSession: "1.pts", insideEmacs: "29.1,vterm",
            kittyWindowID: "2", weztermPane: "4", vteVersion: "7200", konsoleVersion: "221203",
            windowsTerminalSession: "abc", hyperlinksOverride: "1")
        #expect(TerminalEnvironment(variables) == expected)
        #expect(TerminalEnvironment([:]) == TerminalEnvironment())
    }

    @Test func noColorCountsOnlyWhenSetAndNotEmpty() {
        #expect(TerminalEnvironment(["NO_COLOR": "1"]).asksForNoColor)
        #expect(TerminalEnvironment(["NO_COLOR": "0"]).asksForNoColor, "any value but the empty one")
        #expect(!TerminalEnvironment(["NO_COLOR": ""]).asksForNoColor)
        #expect(!TerminalEnvironment([:]).asksForNoColor)
    }

    @Test func insideTmuxWhenTMUXIsSetAndNotEmpty() {
        #expect(TerminalEnvironment(["TMUX": "/tmp/tmux-0/default,1,0"]).isTmux)
        #expect(!TerminalEnvironment(["TMUX": ""]).isTmux)
        #expect(!TerminalEnvironment(["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]).isTmux)
    }

    @Test func theProcessesReadingIsItsEnvironment() {
        #expect(TerminalEnvironment.process == TerminalEnvironment(ProcessInfo.processInfo.environment))
    }
}
