import Testing

@testable import BurinCore

/// CIELAB, the space in which the screen, the dither and the bench judge how near colours look.
@Suite struct CIELabTests {
    @Test func whiteBlackAndRedAreWhereReferencesPutThem() {
        let white = CIELab(RGBA.white)
        #expect(abs(white.l - 100) < 0.001 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(CIELab(RGBA.black) == CIELab(l: 0, a: 0, b: 0))
        // sRGB red in D65 Lab, as colour references list it: (53.24, 80.09, 67.20).
        let red = CIELab(RGBA(255, 0, 0))
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
        // A very dark grey is on the cube root's linear toe: L* = 903.3 Y.
        let dark = CIELab(RGBA(2, 2, 2))
        #expect(abs(dark.l - 903.296_3 * SRGB.toLinearDouble[2]) < 1e-6)
        #expect(abs(dark.a) < 1e-6 && abs(dark.b) < 1e-6)
    }

    @Test func singleAndDoublePrecisionAgree() {
        var worst: Float = 0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let colour = RGBA(UInt8(r), UInt8(g), UInt8(b))
                    let precise = CIELab(colour)
                    let single = CIELab.components(
                        linear: SIMD3(SRGB.toLinear[r], SRGB.toLinear[g], SRGB.toLinear[b]))
                    worst = max(
                        worst, abs(single.x - Float(precise.l)), abs(single.y - Float(precise.a)),
                        abs(single.z - Float(precise.b)))
                }
            }
        }
        #expect(worst < 1e-3)
    }

    @Test func squaredDistanceIsCIE76() {
        let a = CIELab(l: 50, a: 10, b: -10)
        #expect(a.squaredDistance(to: a) == 0)
        #expect(a.squaredDistance(to: CIELab(l: 53, a: 14, b: -10)) == 25)
        #expect(CIELab(RGBA(0, 0, 255)).squaredDistance(to: CIELab(.black)) > 0)
    }
}
