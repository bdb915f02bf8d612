import Testing

@testable import BurinRemoteImages

@Suite struct CacheKeyTests {
    /// FNV-1a 128 reference values (computed independently, in Python, from the published offset
    /// basis and prime): the hash must not change between releases, or every cache goes cold.
    @Test func matchesTheFNV1a128ReferenceValues() {
        #expect(CacheKey(url: "").fileName == "6c62272e07bb014262b821756295c58d.img")
        #expect(CacheKey(url: "a").fileName == "d228cb696f1a8caf78912b704e4a8964.img")
        #expect(CacheKey(url: "foobar").fileName == "343e1662793c64bf6f0d3597ba446f18.img")
        #expect(CacheKey(url: "http://example.com/a.png").fileName == "0e66e58dfbacec743264e06e8f451e0d.img")
    }

    @Test func fileNamesParseBackAndNothingElseDoes() {
        let key = CacheKey(url: "https://images.test/a.jpg")
        #expect(CacheKey(fileName: key.fileName) == key)
        for name in [
            "0e66e58dfbacec743264e06e8f451e0d", "0e66e58dfbacec743264e06e8f451e0d.png",
            "0E66E58DFBACEC743264E06E8F451E0D.img", "0e66e58dfbacec743264e06e8f451e0.img",
            ".tmp-0e66e58dfbacec743264e06e8f451e0d.img-1-0", "../e66e58dfbacec743264e06e8f451e0d.img",
        ] {
            #expect(CacheKey(fileName: name) == nil, "\(name)")
        }
    }
}
