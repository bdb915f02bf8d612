public import BurinTerminal

/// The seam between the query and the terminal: writes, reads with a timeout, and the window size.
/// `TTYChannel` is the real one; tests script one.
public protocol TerminalChannel {
    /// Writes all of `bytes`; false when the terminal cannot be written.
    mutating func write(_ bytes: [UInt8]) -> Bool
    /// The bytes that arrive within `timeout`: empty when none did, nil when reading failed or the
    /// terminal closed.
    mutating func read(timeout: Duration) -> [UInt8]?
    /// The kernel's idea of the window: cells, and pixels where the terminal tells it.
    func windowSize() -> TerminalWindowSize?
}
