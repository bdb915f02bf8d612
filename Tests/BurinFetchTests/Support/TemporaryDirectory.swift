import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
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
