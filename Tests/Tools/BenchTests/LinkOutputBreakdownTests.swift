import Testing

@testable import BurinBench

/// The link bench's account of the bytes after the last key: kitty transmissions (their further
/// chunks too) and which of their pictures the settled screen shows, placements, deletions, sixel
/// sequences and the rest.
@Suite struct LinkOutputBreakdownTests {
    @Test func theBytesAreTakenApartByWhatTheyDo() {
        let esc = "\u{1B}"
        let transmit = "\(esc)_Ga=t,f=100,i=7,q=2,m=1;AAAA\(esc)\\" + "\(esc)_Gm=0,q=2;BB==\(esc)\\"
        let other = "\(esc)_Ga=t,f=24,i=8,s=1,v=1,q=2;AAAA\(esc)\\"
        let placeEscape = "\(esc)_Ga=p,i=7,p=1,c=2,r=2,C=1,q=2\(esc)\\"
        let place = "\(esc)7\(esc)[3;4H" + placeEscape + "\(esc)8"
        let delete = "\(esc)_Ga=d,d=i,i=8,p=2,q=2\(esc)\\"
        let sixel = "\(esc)P0;1;0q#0;2;0;0;0#0~~\(esc)\\"
        let text = "\(esc)[1;1Hhello"
        let unfinished = "\(esc)_Gunfinished"
        let bytes = Array((text + transmit + other + place + delete + sixel + unfinished).utf8)
        let breakdown = LinkOutputBreakdown(bytes[...], shownImages: ["7"])
        #expect(breakdown.bytes[.transmit] == (transmit + other).utf8.count && breakdown.escapes[.transmit] == 3)
        #expect(breakdown.transmittedImages == ["7", "8"] && breakdown.transmittedShown == 1)
        #expect(breakdown.escapes[.place] == 1 && breakdown.bytes[.place] == placeEscape.utf8.count)
        #expect(breakdown.bytes[.delete] == delete.utf8.count)
        #expect(breakdown.escapes[.sixel] == 1 && breakdown.bytes[.sixel] == sixel.utf8.count)
        let rest = text.utf8.count + place.utf8.count - placeEscape.utf8.count + unfinished.utf8.count
        #expect(breakdown.bytes[.other] == rest)
        #expect(breakdown.summary.hasPrefix("kitty transmit \((transmit + other).utf8.count) B (2 pictures, 1 on the"))
        #expect(breakdown.json["sixel_bytes"] as? Int == sixel.utf8.count)
    }
}
