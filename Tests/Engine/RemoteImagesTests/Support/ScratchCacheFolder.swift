import Foundation

/// A cache folder for a test: a fresh path under the system's temporary directory, not made (the
/// disk cache makes it), removed by `remove()`. (BurinTestSupport's `TemporaryDirectory` makes its folder.)
struct ScratchCacheFolder {
    let path: String

    init(_ label: String) {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("burin-fetch-\(label)-\(UUID().uuidString)")
            .path
    }

    /// The cache files (named like `CacheKey.fileName`) in `path`, sorted.
    var cacheFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".img") }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
