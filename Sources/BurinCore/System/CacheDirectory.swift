import Foundation

/// Where Burin keeps what it can make again: generated photo feeds, downloaded images.
///
/// The XDG Base Directory rule: `$XDG_CACHE_HOME/burin` when that variable holds an absolute path
/// (a relative one is invalid and ignored, as the specification says), else `$HOME/.cache/burin`,
/// else the home folder the user database gives, else a per-user folder in the temporary directory.
/// Nothing is created here; writers create what they use.
public enum CacheDirectory {
    /// Burin's cache folder for `environment` (nil: this process's).
    public static func burin(environment: [String: String]? = nil) -> String {
        let environment = environment ?? ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return trimmed(xdg) + "/burin"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmed(home) + "/.cache/burin"
        }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return trimmed(home) + "/.cache/burin" }
        }
        return trimmed(NSTemporaryDirectory()) + "/burin-cache-\(getuid())"
    }

    /// `path` without its trailing slashes (`/` becomes empty, so `/` and `burin` still join as `/burin`).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
