import BurinCore
import BurinRaster
import BurinTestSupport
import Foundation

/// A tiny PNG thumbnail written once per test process, so cards show a real image without reading
/// the demo data.
enum CardThumbnail {
    /// The PNG's path, or a path that does not exist when it could not be written (the snapshots
    /// then show the fallback initials and fail, which says what went wrong).
    static let path: String = {
        let folder = NSTemporaryDirectory() + "burin-card-tests-\(ProcessInfo.processInfo.processIdentifier)"
        let target = folder + "/thumbnail.png"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(PNGCodec.encode(canvas)).write(to: URL(fileURLWithPath: target))
        } catch {
            return folder + "/unwritable.png"
        }
        return target
    }()

    /// 16 x 16: a warm diagonal gradient with a dark square in the middle, so scaling shows up in the
    /// snapshots as more than one flat colour.
    static var canvas: PixelCanvas {
        var canvas = PixelCanvas(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let inner = (5..<11).contains(x) && (5..<11).contains(y)
                canvas[x, y] = inner ? RGBA(40, 30, 20) : RGBA(UInt8(150 + x * 6), UInt8(80 + y * 8), 40)
            }
        }
        return canvas
    }
}
