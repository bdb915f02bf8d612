import BurinText
import Testing

@Suite struct DecimalTextTests {
    @Test func writesFixedDecimalsWhateverTheLocale() {
        #expect(DecimalText.fixed(2.125, 2) == "2.13")
        #expect(DecimalText.fixed(0.05, 1) == "0.1")
        #expect(DecimalText.fixed(-0.04, 1) == "0.0", "no minus sign on a zero")
        #expect(DecimalText.fixed(-1.5, 0) == "-2")
        #expect(DecimalText.fixed(1024, 1) == "1024.0")
        #expect(DecimalText.fixed(.infinity, 2) == "inf")
        #expect(DecimalText.fixed(.nan, 2) == "-")
    }
}
