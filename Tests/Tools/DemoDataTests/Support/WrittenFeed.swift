import FeedData
import Foundation

/// A feed file the generator wrote, read back through the feed's own decoder.
enum WrittenFeed {
    /// The merchants' thumbnails of the feed at `path`, in order, relative paths resolved against its
    /// folder as the viewer resolves them. Strict: a record the feed would show as invalid fails.
    static func thumbnails(of path: String) throws -> [String] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let folder = (path as NSString).deletingLastPathComponent
        let decoded = try FeedDecoder.decode(bytes, baseDirectory: folder, strict: true)
        return decoded.items.compactMap { if case .merchant(let m) = $0 { m.thumbnailPath } else { nil } }
    }
}
