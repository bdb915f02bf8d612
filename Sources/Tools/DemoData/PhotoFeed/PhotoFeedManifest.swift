/// The small text file that marks a generated photo feed as complete, and says what it holds, so a
/// set made by another version of the generator, seed or count is made again rather than reused.
///
/// ```
/// burin photo feed
/// version 1
/// seed 1
/// count 2000
/// photos 1843
/// ```
struct PhotoFeedManifest: Equatable {
    static let fileName = "manifest.txt"
    private static let title = "burin photo feed"

    var version: Int
    var seed: UInt64
    var count: Int
    var photos: Int

    var text: String {
        "\(Self.title)\nversion \(version)\nseed \(seed)\ncount \(count)\nphotos \(photos)\n"
    }

    init(version: Int, seed: UInt64, count: Int, photos: Int) {
        self.version = version
        self.seed = seed
        self.count = count
        self.photos = photos
    }

    /// Reads a manifest's text; nil unless it is exactly what `text` writes.
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 6, lines[0] == Self.title, lines[5].isEmpty else { return nil }
        func value(_ line: Substring, _ key: String) -> Substring? {
            line.hasPrefix(key + " ") ? line.dropFirst(key.count + 1) : nil
        }
        guard let version = value(lines[1], "version").flatMap({ Int($0) }),
            let seed = value(lines[2], "seed").flatMap({ UInt64($0) }),
            let count = value(lines[3], "count").flatMap({ Int($0) }),
            let photos = value(lines[4], "photos").flatMap({ Int($0) })
        else { return nil }
        self.init(version: version, seed: seed, count: count, photos: photos)
    }
}
