import Foundation

/// ImageMagick's `convert`, which turns xwd's screenshots into PPM (read by `RGBImage(ppm:)`) and
/// writes PNG files a person can look at.
public enum ImageMagick {
    /// The real ImageMagick, by its full path: another `convert` earlier on PATH may be a stand-in.
    public static let convert = "/usr/bin/convert"

    /// The X window dump at `path` as pixels.
    static func image(fromXWD path: String) throws -> RGBImage {
        let outcome = try X11Shell.run(
            "\(X11Shell.quoted(convert)) \(X11Shell.quoted("xwd:" + path)) ppm:-",
            environment: X11Display.baseEnvironment)
        return try RGBImage(ppm: outcome.standardOutput)
    }

    /// Writes `image` as a PNG file at `path`, creating its folder.
    public static func writePNG(_ image: RGBImage, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let temporary = path + ".ppm"
        try image.ppm.write(to: URL(fileURLWithPath: temporary))
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        _ = try X11Shell.run(
            "\(X11Shell.quoted(convert)) \(X11Shell.quoted("ppm:" + temporary)) \(X11Shell.quoted("png:" + path))",
            environment: X11Display.baseEnvironment)
    }
}
