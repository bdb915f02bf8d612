public import BurinCore
public import BurinRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CIEDE2000 colour difference (CIE 142-2001), with kL = kC = kH = 1, as written out by Sharma,
/// Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test
/// Data, and Mathematical Observations" (Color Research & Application 30(1), 2005). About 1 is a
/// difference an observer just notices side by side; photographs reproduced well stay near 1-2.
public enum CIEDE2000 {
    /// ΔE00 between two Lab colours.
    public static func difference(_ x: CIELab, _ y: CIELab) -> Double {
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let c1p = (a1 * a1 + x.b * x.b).squareRoot()
        let c2p = (a2 * a2 + y.b * y.b).squareRoot()
        let h1 = hueDegrees(x.b, a1)
        let h2 = hueDegrees(y.b, a2)

        let deltaL = y.l - x.l
        let deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (x.l + y.l) / 2
        let meanCp = (c1p + c2p) / 2
        var meanHue = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanHue = (h1 + h2 + 360) / 2
            } else {
                meanHue = (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lMinus50 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lMinus50 / (20 + lMinus50).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// ΔE00 between two sRGB colours.
    public static func difference(_ x: RGBA, _ y: RGBA) -> Double {
        difference(CIELab(x), CIELab(y))
    }

    /// The mean ΔE00 over the pixels of two images of one size (alpha ignored: composite first);
    /// nil when their sizes differ or they are empty.
    public static func meanDifference(_ x: PixelCanvas, _ y: PixelCanvas) -> Double? {
        guard x.width == y.width, x.height == y.height, !x.pixels.isEmpty else { return nil }
        var total = 0.0
        for (p, q) in zip(x.pixels, y.pixels) where p.r != q.r || p.g != q.g || p.b != q.b {
            total += difference(p, q)
        }
        return total / Double(x.pixels.count)
    }

    private static let pow25to7 = pow(25.0, 7)

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// atan2(b, a') in degrees, 0..<360; 0 for a grey.
    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }
}
