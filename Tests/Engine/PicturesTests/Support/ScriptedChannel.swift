import BurinCore
import BurinDetectionProbe
import BurinTerminal

@testable import BurinPictures

/// A terminal that answers from a script: each read takes the next chunk and `delay` of manual time.
struct ScriptedChannel: TerminalChannel {
    var chunks: [[UInt8]]
    var delay: Duration = .milliseconds(1)
    let clock: ManualClock
    var window: TerminalWindowSize?
    var writable = true
    private(set) var written: [UInt8] = []
    private(set) var reads = 0

    init(_ chunks: [[UInt8]], clock: ManualClock, window: TerminalWindowSize? = nil) {
        self.chunks = chunks
        self.clock = clock
        self.window = window
    }

    mutating func write(_ bytes: [UInt8]) -> Bool {
        guard writable else { return false }
        written += bytes
        return true
    }

    mutating func read(timeout: Duration) -> [UInt8]? {
        reads += 1
        guard !chunks.isEmpty else {
            // Nothing more is coming: the read waits out its whole timeout.
            clock.advance(by: timeout)
            return []
        }
        clock.advance(by: min(delay, timeout))
        return chunks.removeFirst()
    }

    func windowSize() -> TerminalWindowSize? { window }
}
