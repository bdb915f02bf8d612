/// Why a chafa run gave no image.
public enum ChafaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `chafa` is not on the search path.
    case notInstalled
    /// The process could not be started.
    case launchFailed(String)
    /// chafa exited with a non-zero status.
    case failed(status: Int32)

    public var description: String {
        switch self {
        case .notInstalled: "chafa is not installed"
        case .launchFailed(let reason): "chafa could not be started: \(reason)"
        case .failed(let status): "chafa exited with status \(status)"
        }
    }
}
