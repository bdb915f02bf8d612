/// How libcurl says a transfer ended, before the transfer's own record has its say
/// (`TransferProgress.result(of:)`).
enum CurlEnding: Equatable {
    /// The last response came whole, with this HTTP status.
    case completed(status: Int)
    /// Our body function stopped it (a limit tripped); libcurl's result `code`.
    case stopped(code: Int)
    /// libcurl failed it; `status` is the last response's, 0 when none came.
    case failed(RemoteImageFailure, status: Int)
}
