import Foundation

/// Where Burin keeps fetched images by default, after the XDG base directory specification.
public enum CacheDirectory {
    /// `$XDG_CACHE_HOME/burin/images` when that variable holds an absolute path (the specification
    /// says to ignore a relative one), else `$HOME/.cache/burin/images`; nil when neither is usable.
    public static func images(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return join(base, "burin/images")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return join(home, ".cache/burin/images")
        }
        return nil
    }

    /// `images(environment:)` for this process's environment.
    public static var images: String? { images(environment: ProcessInfo.processInfo.environment) }

    private static func join(_ base: String, _ tail: String) -> String {
        base.hasSuffix("/") ? base + tail : base + "/" + tail
    }
}
