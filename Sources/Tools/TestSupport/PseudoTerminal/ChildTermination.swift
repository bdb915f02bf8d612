/// How a child process ended: its exit code, or the signal that ended it.
public enum ChildTermination: Sendable, Equatable, CustomStringConvertible {
    case exited(code: Int32)
    case signalled(Int32)

    /// From a `waitpid` status of a process that ended.
    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited(code: (status >> 8) & 0xFF) : .signalled(signal)
    }

    /// The status as a shell reports it: the code, or 128 + the signal.
    public var shellStatus: Int32 {
        switch self {
        case .exited(let code): code
        case .signalled(let signal): 128 + signal
        }
    }

    public var description: String {
        switch self {
        case .exited(let code): "exited with \(code)"
        case .signalled(let signal): "ended by signal \(signal)"
        }
    }
}
