#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where Burin keeps what it can make again: generated photo feeds, pictures fetched by URL. One rule
/// for every cache, after the XDG Base Directory specification:
///
/// 1. `$XDG_CACHE_HOME/burin` when that variable holds an absolute path (a relative one is invalid
///    and ignored, as the specification says);
/// 2. else `$HOME/.cache/burin` when `HOME` is an absolute path;
/// 3. else one fallback: a per-user folder in the temporary directory (`$TMPDIR`, or `/tmp`),
///    `burin-cache-<uid>`, so a cache always has somewhere to go, and two users never share one.
///
/// Each cache is a folder below that one (`images`, `photo-feeds`). Nothing is created here; writers
/// create what they use. Pure over the environment it is given: tests hand in a dictionary.
public enum CacheDirectory {
    /// Burin's cache folder for `environment` (nil: this process's).
    public static func burin(environment: [String: String]? = nil) -> String {
        let variable: (String) -> String? =
            environment.map { variables in { variables[$0] } } ?? { name in getenv(name).map { String(cString: $0) } }
        if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            return trimmed(xdg) + "/burin"
        }
        if let home = variable("HOME"), home.hasPrefix("/") {
            return trimmed(home) + "/.cache/burin"
        }
        let temporary = variable("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return trimmed(temporary) + "/burin-cache-\(getuid())"
    }

    /// Where pictures fetched by URL are kept between runs: `images` in Burin's cache folder.
    public static func images(environment: [String: String]? = nil) -> String {
        burin(environment: environment) + "/images"
    }

    /// `path` without its trailing slashes (`/` becomes empty, so `/` and `burin` still join as `/burin`).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
