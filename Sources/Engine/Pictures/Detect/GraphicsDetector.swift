public import BurinTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Detection's first step on the process's own terminal: the rules of `GraphicsDecision`, with tmux
/// asked through `TmuxInspector`. The viewer sends the step's question with the session's others and
/// never waits for the answers (`GraphicsDecision.decide` once they are in); asking and waiting
/// outside a screen is the pixels probe's (`Sources/Tools/DetectionProbe`).
public enum GraphicsDetector {
    /// What to do before any byte is written, for the process's own terminal in `environment` (the
    /// program's one reading of it): tmux is asked about passthrough where it runs, then
    /// `GraphicsDecision.firstStep`'s rules.
    public static func firstStep(request: PixelRequest, environment: TerminalEnvironment) -> DetectionStep {
        let tmux = environment.isTmux && request != .off ? TmuxInspector.inspect(pane: environment.tmuxPane) : nil
        return GraphicsDecision.firstStep(
            request: request, environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1, tmux: tmux)
    }
}
