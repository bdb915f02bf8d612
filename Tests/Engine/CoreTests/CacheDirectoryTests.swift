import BurinCore
import Glibc
import Testing

/// One rule for every cache (XDG): `$XDG_CACHE_HOME/burin`, else `$HOME/.cache/burin`, else a
/// per-user folder in the temporary directory. Decided from a dictionary, never the process's own
/// environment.
@Suite struct CacheDirectoryTests {
    @Test func xdgCacheHomeComesFirstWhenItIsAnAbsolutePath() {
        #expect(
            CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/burin")
        #expect(
            CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/a"]) == "/x/cache/burin")
        #expect(CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "/"]) == "/burin")
    }

    @Test func thenHomesDotCache() {
        #expect(CacheDirectory.burin(environment: ["HOME": "/home/u"]) == "/home/u/.cache/burin")
        #expect(
            CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/a/"]) == "/home/a/.cache/burin")
        #expect(CacheDirectory.burin(environment: ["HOME": "/"]) == "/.cache/burin")
        // The specification: a relative XDG_CACHE_HOME is invalid and ignored.
        #expect(
            CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.cache/burin")
    }

    @Test func withNeitherUsableAPerUserFolderInTheTemporaryDirectory() {
        let own = "burin-cache-\(getuid())"
        #expect(CacheDirectory.burin(environment: [:]) == "/tmp/" + own)
        #expect(CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "", "HOME": ""]) == "/tmp/" + own)
        #expect(CacheDirectory.burin(environment: ["XDG_CACHE_HOME": "c", "HOME": "h"]) == "/tmp/" + own)
        #expect(CacheDirectory.burin(environment: ["TMPDIR": "/var/tmp/"]) == "/var/tmp/" + own)
        #expect(CacheDirectory.burin(environment: ["TMPDIR": "scratch"]) == "/tmp/" + own, "a relative TMPDIR too")
    }

    @Test func picturesByURLGoInItsImagesFolder() {
        #expect(
            CacheDirectory.images(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
                == "/x/cache/burin/images")
        #expect(CacheDirectory.images(environment: ["XDG_CACHE_HOME": "/x/cache/"]) == "/x/cache/burin/images")
        #expect(CacheDirectory.images(environment: ["HOME": "/home/u"]) == "/home/u/.cache/burin/images")
        #expect(
            CacheDirectory.images(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])
                == "/home/u/.cache/burin/images")
        #expect(CacheDirectory.images(environment: [:]) == "/tmp/burin-cache-\(getuid())/images")
    }

    @Test func theProcessesOwnEnvironmentGivesAnAbsolutePath() {
        #expect(CacheDirectory.burin().hasPrefix("/"))
        #expect(CacheDirectory.images().hasSuffix("/images"))
    }
}
