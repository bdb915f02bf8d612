/// A screenshot as plain RGB pixels, row-major from the top-left corner.
public struct RGBImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Three bytes a pixel, `width * height * 3` in all.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 3, "3 bytes a pixel")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public subscript(x: Int, y: Int) -> RGBPixel {
        let i = (y * width + x) * 3
        return RGBPixel(bytes[i], bytes[i + 1], bytes[i + 2])
    }

    /// The part of the image inside the rectangle, clipped to the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBImage {
        let x0 = max(0, min(self.width, x))
        let y0 = max(0, min(self.height, y))
        let x1 = max(x0, min(self.width, x + width))
        let y1 = max(y0, min(self.height, y + height))
        var out: [UInt8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 3)
        for row in y0..<y1 {
            let start = (row * self.width + x0) * 3
            out += bytes[start..<(start + (x1 - x0) * 3)]
        }
        return RGBImage(width: x1 - x0, height: y1 - y0, bytes: out)
    }

    /// How often each colour occurs, for finding a window's background (its most common colour).
    public func histogram() -> [RGBPixel: Int] {
        var counts: [RGBPixel: Int] = [:]
        for i in stride(from: 0, to: bytes.count, by: 3) {
            counts[RGBPixel(bytes[i], bytes[i + 1], bytes[i + 2]), default: 0] += 1
        }
        return counts
    }

    /// The colour most pixels have, or nil for an empty image.
    public func mostCommonColour() -> RGBPixel? {
        histogram().max { $0.value < $1.value || ($0.value == $1.value && $0.key.description > $1.key.description) }?
            .key
    }
}
