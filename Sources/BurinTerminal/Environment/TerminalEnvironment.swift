#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables that shape how a terminal screen starts. Injectable so tests decide them.
public struct TerminalEnvironment: Sendable, Equatable {
    /// `TERM`: the terminfo entry to load.
    public var term: String?
    /// `NO_COLOR` (https://no-color.org): present and non-empty turns colour off.
    public var noColor: String?
    /// `TERM_PROGRAM`: set by several emulators to their name.
    public var termProgram: String?
    /// `BURIN_SYNC_OUTPUT`: "1" or "0" forces synchronized output on or off.
    public var syncOutput: String?

    public init(term: String? = nil, noColor: String? = nil, termProgram: String? = nil, syncOutput: String? = nil) {
        self.term = term
        self.noColor = noColor
        self.termProgram = termProgram
        self.syncOutput = syncOutput
    }

    /// The process's own environment.
    public static var process: TerminalEnvironment {
        func read(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        return TerminalEnvironment(
            term: read("TERM"), noColor: read("NO_COLOR"), termProgram: read("TERM_PROGRAM"),
            syncOutput: read("BURIN_SYNC_OUTPUT"))
    }
}
