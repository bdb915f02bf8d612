import Dispatch
import Foundation

/// Asks the tmux server about this pane: `tmux display -p -t $TMUX_PANE FORMAT`, found through
/// `$TMUX` as every tmux command run inside a pane is.
///
/// A process rather than an escape: tmux answers its own queries, not the outer terminal's, so only
/// tmux itself can say whether passthrough is on. Bounded by `timeout`, so a hung server cannot
/// hang start-up.
public enum TmuxInspector {
    public static let timeout = Duration.milliseconds(500)

    /// The facts, or nil when tmux could not be run or did not answer in time.
    public static func inspect(pane: String?, executable: String = "/usr/bin/env") -> TmuxFacts? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["tmux", "display", "-p"]
        if let pane, !pane.isEmpty { arguments += ["-t", pane] }
        process.arguments = arguments + [TmuxFacts.format]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        guard (try? process.run()) != nil else { return nil }
        let milliseconds = Int(timeout.milliseconds)
        if finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .timedOut {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return TmuxFacts(displayOutput: String(decoding: data.prefix(4096), as: UTF8.self))
    }
}
