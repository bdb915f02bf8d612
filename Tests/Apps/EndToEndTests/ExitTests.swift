import BurinTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ViewerEndToEndTests {
    @Test func quitExitsZeroAndRestoresTheTerminal() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        try viewer.tmux.press("q")
        let ending = try #require(try viewer.waitForEnding(), "burin did not end after q")
        #expect(ending.exitStatus == 0)
        ViewerSession.expectSaneTerminal(ending)
    }

    /// burin reads keys in raw mode, so Ctrl-C arrives as a key, not a signal; it ends the viewer as
    /// SIGINT does, with the status a shell expects of an interrupted program: 130 (issue 11, item 18).
    @Test func controlCEndsTheViewerAndRestoresTheTerminal() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        try viewer.tmux.press("C-c")
        let ending = try #require(try viewer.waitForEnding(), "burin did not end after Ctrl-C")
        #expect(ending.exitStatus == 130)
        ViewerSession.expectSaneTerminal(ending)
    }

    /// SIGINT from another process: burin relays it to its main loop, restores the terminal and exits with
    /// 128 + SIGINT = 130, as a shell expects of a program ended by a signal.
    @Test func sigintFromOutsideEndsTheViewerAndRestoresTheTerminal() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        let pid = try #require(viewer.processID(), "burin's process id was not recorded")
        #expect(kill(pid, SIGINT) == 0)
        let ending = try #require(try viewer.waitForEnding(), "burin did not end after SIGINT")
        #expect([0, 130].contains(ending.exitStatus))
        #expect(ending.exitStatus == 130)
        ViewerSession.expectSaneTerminal(ending)
    }

    /// A crash (here a SIGSEGV sent from outside; a Swift trap arrives as SIGILL or SIGTRAP the same
    /// way) still gives the shell its terminal back, then ends the process with the signal.
    @Test func aCrashRestoresTheTerminal() throws {
        let first = try #require(DemoFeed.merchants().first)
        let viewer = try ViewerSession()
        try viewer.waitForFeed(showing: first.name)
        let pid = try #require(viewer.processID(), "burin's process id was not recorded")
        #expect(kill(pid, SIGSEGV) == 0)
        let ending = try #require(try viewer.waitForEnding(), "burin did not end after SIGSEGV")
        #expect(ending.exitStatus == 128 + SIGSEGV)
        ViewerSession.expectSaneTerminal(ending)
    }
}
