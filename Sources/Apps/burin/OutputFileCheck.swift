import FeedData
import Glibc

/// What `--out FILE` must not be, checked before any work by every command that writes one.
enum OutputFileCheck {
    /// Refuses `out` where it is a folder, or the input itself. A file that is not there yet passes.
    static func refuseFolderOrInput(_ out: FileName, input: FileIdentity?) throws(UsageError) {
        var info = stat()
        guard out.withCString({ stat($0, &info) }) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw UsageError("--out \(out) is a directory; give a file name") }
        // Device and inode, not names: a hard link, a symbolic link or ./x are the same file as x.
        if let input, FileIdentity.of(out) == input {
            throw UsageError("--out \(out) is the input file; burin never writes over its input")
        }
    }
}
