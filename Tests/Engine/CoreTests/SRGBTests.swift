import BurinCore
import Testing

/// sRGB's transfer function, the one copy the scaler, the dither, the screen's reduction, WCAG's
/// luminance and the bench's metrics share.
@Suite struct SRGBTests {
    @Test func linearLightOfKnownLevels() {
        #expect(SRGB.toLinear[0] == 0)
        #expect(SRGB.toLinear[255] == 1)
        // Level 10 is on the linear toe (10 / 255 / 12.92); 128 on the curve ((128/255 + 0.055) / 1.055)^2.4.
        #expect(abs(SRGB.toLinearDouble[10] - 10.0 / 255 / 12.92) < 1e-15)
        #expect(abs(SRGB.toLinearDouble[128] - 0.215_860_500_113_899) < 1e-12)
        for level in 0..<256 {
            #expect(abs(Double(SRGB.toLinear[level]) - SRGB.toLinearDouble[level]) < 1e-6)
            if level > 0 { #expect(SRGB.toLinear[level] > SRGB.toLinear[level - 1]) }
        }
    }

    @Test func everyLevelSurvivesTheRoundTrip() {
        for level in 0..<256 {
            let light = SRGB.toLinear[level]
            #expect(SRGB.fromLinear(light) == UInt8(level), "table, level \(level)")
            #expect(SRGB.fromLinearExactly(light) == UInt8(level), "exact, level \(level)")
        }
    }

    @Test func encodingClampsAndTheTableStaysWithinALevel() {
        #expect(SRGB.fromLinear(-1) == 0 && SRGB.fromLinearExactly(-1) == 0)
        #expect(SRGB.fromLinear(2) == 255 && SRGB.fromLinearExactly(2) == 255)
        // Half the light is 0.7354 encoded (188), far from half the level (128).
        #expect(SRGB.fromLinearExactly(0.5) == 188)
        for step in 0...10_000 {
            let light = Float(step) / 10_000
            let exact = Int(SRGB.fromLinearExactly(light))
            #expect(abs(Int(SRGB.fromLinear(light)) - exact) <= 1, "light \(light)")
        }
    }
}
