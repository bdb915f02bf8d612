import Testing

@testable import BurinTerminal

@Suite struct TerminalCapabilitiesTests {
    private func facts(colors: Int, hasColors: Bool = true, sync: Bool = false) -> TerminfoFacts {
        TerminfoFacts(hasColors: hasColors, colors: colors, hasSyncCapability: sync)
    }

    private func mode(_ facts: TerminfoFacts, override: ColorMode? = nil, noColor: String? = nil) -> ColorMode {
        TerminalCapabilities.colorMode(
            override: override, environment: TerminalEnvironment(noColor: noColor), terminfo: facts)
    }

    @Test func detectionFollowsTheTerminfoColours() {
        #expect(mode(facts(colors: 1 << 24)) == .direct)
        #expect(mode(facts(colors: 256)) == .palette256)
        #expect(mode(facts(colors: 88)) == .palette16)
        #expect(mode(facts(colors: 16)) == .palette16)
        #expect(mode(facts(colors: 8)) == .palette8)
        #expect(mode(facts(colors: -1, hasColors: false)) == .none)
        #expect(mode(facts(colors: 256, hasColors: false)) == .none)
    }

    @Test func noColorTurnsColourOffUnlessEmptyOrOverridden() {
        #expect(mode(facts(colors: 256), noColor: "1") == .none)
        #expect(mode(facts(colors: 256), noColor: "") == .palette256)
        #expect(mode(facts(colors: 256), override: .palette16, noColor: "1") == .palette16)
    }

    @Test func anOverrideIsCappedByTheTerminfoEntry() {
        #expect(mode(facts(colors: 256), override: .direct) == .palette256)
        #expect(mode(facts(colors: 1 << 24), override: .palette8) == .palette8)
        #expect(mode(facts(colors: 256), override: ColorMode.none) == .none)
        #expect(mode(facts(colors: 0, hasColors: false), override: .palette256) == .none)
    }

    @Test func synchronizedOutputRules() {
        func sync(_ environment: TerminalEnvironment, override: Bool? = nil, capability: Bool = false) -> Bool {
            TerminalCapabilities.synchronizedOutput(
                override: override, environment: environment, terminfo: facts(colors: 256, sync: capability))
        }
        #expect(!sync(TerminalEnvironment(term: "xterm-256color")))
        #expect(sync(TerminalEnvironment(term: "xterm-256color"), capability: true))
        #expect(sync(TerminalEnvironment(term: "xterm-256color", termProgram: "WezTerm")))
        #expect(sync(TerminalEnvironment(term: "xterm-kitty")))
        #expect(!sync(TerminalEnvironment(term: "tmux-256color", termProgram: "tmux")))
        #expect(sync(TerminalEnvironment(term: "tmux-256color", syncOutput: "1")))
        #expect(!sync(TerminalEnvironment(term: "xterm-kitty", syncOutput: "0"), capability: true))
        #expect(!sync(TerminalEnvironment(syncOutput: "1"), override: false))
        #expect(sync(TerminalEnvironment(), override: true))
    }
}
