import BurinText

/// What a run of the generator wrote, for `burin gen` to report and tests to check.
public struct GenerationReport: Sendable {
    /// The JSONL file (or `/dev/stdout`).
    public var dataPath: String
    public var merchants = 0
    public var banners = 0
    public var dataBytes = 0
    /// The folder of the photos, when they were painted (not for a JSONL file alone).
    public var photoFolder: String?
    public var photos = FileTally()
    /// The folder of the image-quality pictures, when they were written.
    public var thumbnailFolder: String?
    public var thumbnails = FileTally()
    /// The photos the records refer to, painted or not.
    var plannedPhotos: [PhotoAssignment.Planned] = []

    init(dataPath: String) {
        self.dataPath = dataPath
    }

    /// How many distinct photos the records refer to.
    public var distinctPhotos: Int { plannedPhotos.count }

    /// One line per thing written, for a person: counts, sizes, where, and how long it took. Paths
    /// are sanitised, since they come from the command line and go to a terminal.
    public func lines(seconds: Double) -> [String] {
        let target = dataPath == "/dev/stdout" ? "standard output" : Self.safe(dataPath)
        var lines = ["wrote \(merchants) merchants and \(banners) banners (\(Self.size(dataBytes))) to \(target)"]
        if let folder = photoFolder {
            lines.append(
                "wrote \(photos.files) photos (\(photos.jpegFiles) JPEG, \(photos.pngFiles) PNG; "
                    + "\(Self.size(photos.bytes))) to \(Self.safe(folder))/")
        } else if distinctPhotos > 0 {
            lines.append("the records name \(distinctPhotos) photos under photos/ beside the file; none were painted")
        }
        if let folder = thumbnailFolder {
            lines.append(
                "wrote \(thumbnails.files) image-quality test pictures (\(Self.size(thumbnails.bytes))) to "
                    + "\(Self.safe(folder))/")
        }
        lines.append("took \(DecimalText.fixed(seconds, 1)) s")
        return lines
    }

    /// Bytes as "712.3 KB" or "8.6 MB" (powers of 1,024, one decimal).
    static func size(_ bytes: Int) -> String {
        let value = Double(bytes)
        if value < 1_024 { return "\(bytes) B" }
        if value < 1_048_576 { return DecimalText.fixed(value / 1_024, 1) + " KB" }
        return DecimalText.fixed(value / 1_048_576, 1) + " MB"
    }

    /// `path` with every control, escape or invisible character replaced by a visible marker.
    public static func safe(_ path: String) -> String {
        Sanitizer(newlines: .marker).sanitize(path).clusters.map(\.text).joined()
    }
}
