import BurinCore

extension PixelCanvas {
    /// "Source over" of `source` onto `destination`, both straight alpha, with the source's alpha
    /// already multiplied by its coverage (`alpha`, 0...255). Integer arithmetic throughout: the shapes
    /// call this for every pixel they touch, and a row must draw in microseconds.
    @inline(__always)
    static func over(_ destination: RGBA, _ source: RGBA, alpha sa: Int) -> RGBA {
        if sa <= 0 { return destination }
        if sa >= 255 { return source.opaque }
        let da = Int(destination.a)
        if da == 255 {
            let inv = 255 - sa
            return RGBA(
                UInt8((Int(source.r) * sa + Int(destination.r) * inv + 127) / 255),
                UInt8((Int(source.g) * sa + Int(destination.g) * inv + 127) / 255),
                UInt8((Int(source.b) * sa + Int(destination.b) * inv + 127) / 255), 255)
        }
        // Output alpha scaled by 255: sa*255 + da*(255 - sa), never zero because sa > 0.
        let weightedDestination = da * (255 - sa)
        let outAlpha255 = sa * 255 + weightedDestination
        @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8((Int(s) * sa * 255 + Int(d) * weightedDestination + outAlpha255 / 2) / outAlpha255)
        }
        return RGBA(
            channel(source.r, destination.r), channel(source.g, destination.g), channel(source.b, destination.b),
            UInt8((outAlpha255 + 127) / 255))
    }

    /// `color`'s alpha times `coverage` (0...255), rounded: the alpha `over` expects.
    @inline(__always)
    static func alpha(of color: RGBA, coverage: Int) -> Int {
        (Int(color.a) * coverage + 127) / 255
    }
}
