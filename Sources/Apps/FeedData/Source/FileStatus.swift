import Glibc

/// What a file's name shows now: which file it is, its size and when it was last written. `F`
/// compares it from look to look, so a file that did not change is not read at all.
public struct FileStatus: Sendable, Equatable {
    public let identity: FileIdentity
    public let size: Int
    /// The last write, in nanoseconds since the epoch: a file rewritten to the same size differs.
    public let modified: Int

    /// The file `name` names now (following symbolic links), or nil when there is none (a log
    /// being rotated, between the rename and the new file).
    public static func of(_ name: FileName) -> FileStatus? {
        var info = stat()
        guard name.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileStatus(
            identity: FileIdentity(info), size: Int(info.st_size),
            modified: Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec))
    }
}
