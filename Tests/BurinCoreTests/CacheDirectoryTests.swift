import BurinFetch
import Testing

@Suite struct CacheDirectoryTests {
    @Test func followsXDGThenHome() {
        #expect(
            CacheDirectory.images(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
                == "/x/cache/burin/images")
        #expect(CacheDirectory.images(environment: ["XDG_CACHE_HOME": "/x/cache/"]) == "/x/cache/burin/images")
        #expect(CacheDirectory.images(environment: ["HOME": "/home/u"]) == "/home/u/.cache/burin/images")
        // The specification: a relative XDG_CACHE_HOME is invalid and ignored.
        #expect(
            CacheDirectory.images(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])
                == "/home/u/.cache/burin/images")
        #expect(CacheDirectory.images(environment: ["XDG_CACHE_HOME": "", "HOME": ""]) == nil)
        #expect(CacheDirectory.images(environment: [:]) == nil)
    }
}
