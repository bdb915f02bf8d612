import Testing

@testable import BurinTerminal

// In NcursesScreenTests' serialized suite: screens there arm and disarm the same process-wide handlers.
extension NcursesScreenTests {
    @Test func crashRestorerArmsEveryFatalSignalAndDisarmPutsThePreviousHandlersBack() {
        #expect(CrashRestorer.fatalSignals.allSatisfy { !CrashRestorer.handles($0) })
        CrashRestorer.arm(output: -1, restore: [])
        #expect(CrashRestorer.fatalSignals.allSatisfy(CrashRestorer.handles))
        CrashRestorer.disarm()
        #expect(CrashRestorer.fatalSignals.allSatisfy { !CrashRestorer.handles($0) })
    }

    @Test func crashRestoreSequenceUndoesTheScreensModes() {
        let caps = ["sgr0": "<sgr0>", "cnorm": "<cnorm>", "rmcup": "<rmcup>"]
        let text = String(decoding: CrashRestorer.restoreSequence(capability: { caps[$0] }, mouse: true), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?1006l"))
        #expect(text.contains("<sgr0><cnorm><rmcup>"))
        let plain = CrashRestorer.restoreSequence(capability: { _ in nil }, mouse: false)
        #expect(!plain.contains(0x1B))
    }
}

extension NcursesScreenTests {
    @Test func crashPreludeIsKeptUntilDisarmed() {
        CrashRestorer.arm(output: -1, restore: [])
        CrashRestorer.setPrelude([0x1B, 0x5F, 0x47])
        #expect(CrashRestorer.prelude == [0x1B, 0x5F, 0x47])
        CrashRestorer.disarm()
        #expect(CrashRestorer.prelude.isEmpty)
    }
}
