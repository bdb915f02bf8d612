public import BurinCore

/// A rectangle in an image's own pixels: the part of it a partly visible slot shows.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    /// This rectangle clipped to `0..<size.width` x `0..<size.height`.
    public func clipped(to size: PixelSize) -> PixelRect {
        let x0 = min(max(x, 0), max(size.width, 0))
        let y0 = min(max(y, 0), max(size.height, 0))
        let x1 = min(max(maxX, x0), max(size.width, 0))
        let y1 = min(max(maxY, y0), max(size.height, 0))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

// In an extension, so that Swift still synthesises the memberwise `init(x:y:width:height:)`.
extension PixelRect {
    /// The whole of an image of `size`.
    public init(_ size: PixelSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }
}
