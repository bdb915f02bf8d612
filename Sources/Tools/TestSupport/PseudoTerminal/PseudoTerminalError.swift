public import BurinCore

/// Why a pseudo-terminal could not be opened, or a child in it not run, written to or signalled.
public enum PseudoTerminalError: Error, Equatable, CustomStringConvertible {
    /// A system call failed (opening the pseudo-terminal, setting its size, writing, polling).
    case system(SystemError)
    /// `posix_spawn` refused: no such program, not executable, no memory.
    case cannotRun(executable: String, code: Int32)
    /// The child stopped reading its terminal: this many bytes of the write went in before the deadline.
    case writeTimedOut(written: Int)
    /// The child was already reaped: signalling its old process ID could reach another process.
    case childHasExited(ChildTermination)

    public var description: String {
        switch self {
        case .system(let error): "\(error)"
        case .cannotRun(let executable, let code): "cannot run \(executable): \(Posix.errorText(code))"
        case .writeTimedOut(let written): "the child stopped reading its terminal after \(written) bytes"
        case .childHasExited(let termination): "the child has already \(termination)"
        }
    }
}
