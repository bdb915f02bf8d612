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
    public var madeBytes = 0
    public var reducedBytes = 0
    public var reduceMillisecondsMedian = 0.0
    public var reduceMillisecondsMax = 0.0

    /// The photos in the `photos` folder beside `feedPath` (at most `limit`), scaled to `size`; nil
    /// when there are none.
    public static func measure(
        feedPath: String, colors: Int, size: PixelSize = PixelSize(width: 90, height: 108), limit: Int = 20
    ) -> LinkPictureCost? {
        let folder = URL(fileURLWithPath: feedPath).deletingLastPathComponent().appendingPathComponent("photos").path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var cost = LinkPictureCost()
        cost.colors = colors
        var times: [Double] = []
        for name in names.sorted() where name.hasSuffix(".jpg") || name.hasSuffix(".png") {
            guard times.count < limit, let photo = try? ImageLoader.load(path: folder + "/" + name),
                let canvas = try? ImageScaler.scaleToFill(photo, width: size.width, height: size.height),
                let made = try? KittyPayload(canvas, format: .rgb, transport: .inline(compressed: true))
            else { continue }
            let start = ContinuousClock.now
            guard let reduced = KittyPalette.reduced(made, to: colors) else { continue }
            times.append((ContinuousClock.now - start).seconds * 1000)
            cost.madeBytes += made.linkBytes
            cost.reducedBytes += reduced.linkBytes
        }
        guard !times.isEmpty else { return nil }
        times.sort()
        cost.pictures = times.count
        cost.reduceMillisecondsMedian = times[times.count / 2]
        cost.reduceMillisecondsMax = times[times.count - 1]
        return cost
    }

    /// A line for the bench's table.
    public var summary: String {
        "kitty pictures of \(pictures) photos: \(madeBytes / max(pictures, 1)) B each as made, "
            + "\(reducedBytes / max(pictures, 1)) B with \(colors) colours; reducing one takes "
            + String(format: "%.2f ms (max %.2f)", reduceMillisecondsMedian, reduceMillisecondsMax)
            + " of the main loop"
    }
}
