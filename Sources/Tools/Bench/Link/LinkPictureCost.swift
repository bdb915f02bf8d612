public import BurinCore
import BurinPictures
import BurinRaster
import Foundation

/// What a kitty picture costs a slow link as made (raw RGB deflated, in the escape) and reduced to
/// the link's colours (`KittyPalette`), and what the reduction costs the main loop, which makes it
/// when the picture is sent: measured on the feed's own photos at a thumbnail's size.
public struct LinkPictureCost: Sendable {
    public var pictures = 0
    public var colors = 0
    /// Bytes a picture, on average: as made, and reduced.
    public var bytes = (made: 0, reduced: 0)
    /// The main loop's time to reduce one, milliseconds.
    public var milliseconds = (median: 0.0, max: 0.0)

    /// The photos in the `photos` folder beside `feedPath` (at most `limit`), scaled to `size`; nil
    /// when there are none.
    public static func measure(
        feedPath: String, colors: Int, size: PixelSize = PixelSize(width: 90, height: 108), limit: Int = 20
    ) -> LinkPictureCost? {
        let folder = URL(fileURLWithPath: feedPath).deletingLastPathComponent().appendingPathComponent("photos").path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var times: [Double] = []
        var made = 0
        var reduced = 0
        for name in names.sorted() where name.hasSuffix(".jpg") || name.hasSuffix(".png") {
            guard times.count < limit, let photo = try? ImageLoader.load(path: folder + "/" + name),
                let canvas = try? ImageScaler.scaleToFill(photo, width: size.width, height: size.height),
                let payload = try? KittyPayload(canvas, format: .rgb, transport: .inline(compressed: true))
            else { continue }
            let start = ContinuousClock.now
            guard let smaller = KittyPalette.reduced(payload, to: colors) else { continue }
            times.append((ContinuousClock.now - start).seconds * 1000)
            made += payload.linkBytes
            reduced += smaller.linkBytes
        }
        guard !times.isEmpty else { return nil }
        times.sort()
        return LinkPictureCost(
            pictures: times.count, colors: colors, bytes: (made / times.count, reduced / times.count),
            milliseconds: (times[times.count / 2], times[times.count - 1]))
    }

    /// A line for the bench's table.
    public var summary: String {
        "kitty pictures of \(pictures) photos: \(bytes.made) B each as made, \(bytes.reduced) B with \(colors) "
            + "colours; reducing one takes "
            + String(format: "%.2f ms (max %.2f)", milliseconds.median, milliseconds.max) + " of the main loop"
    }
}
