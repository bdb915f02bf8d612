import Foundation
import Testing

@testable import BurinRemoteImages

/// The disk cache on a real temporary directory: names, the file format's checks, atomic writes,
/// the byte bound and least-recently-used order across restarts.
@Suite struct ImageDiskCacheTests {
    static let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 42, count: 100)

    static func open(_ directory: ScratchCacheFolder, limit: Int = 1 << 20) throws -> ImageDiskCache {
        let cache = try #require(
            ImageDiskCache(directory: directory.path, byteLimit: limit, maxPayloadBytes: 4096, maxURLBytes: 512))
        cache.loadIndex()
        return cache
    }

    static func fileSize(url: String, payload: [UInt8] = image) -> Int {
        CacheFileFormat.header(url: url, payload: payload).count + payload.count
    }

    @Test func roundTripsAndNamesFilesByHashNeverByURL() throws {
        let directory = ScratchCacheFolder("names")
        defer { directory.remove() }
        let cache = try Self.open(directory)
        let hostile = "http://x/../../../etc/passwd?\u{1B}[2J/%00/" + String(repeating: "a/", count: 100)
        #expect(!cache.contains(hostile))
        #expect(cache.write(hostile, Self.image))
        #expect(cache.contains(hostile))
        #expect(cache.read(hostile) == Self.image)
        #expect(directory.cacheFiles == [CacheKey(url: hostile).fileName])
        #expect(CacheKey(url: hostile).fileName.utf8.count == 36)
        let everything = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(everything == directory.cacheFiles)  // no temporary file left behind
        #expect(cache.bytes == Self.fileSize(url: hostile))
    }

    @Test func aTruncatedFileIsAMissAndIsDeleted() throws {
        let directory = ScratchCacheFolder("truncated")
        defer { directory.remove() }
        let url = "http://x/a.png"
        let cache = try Self.open(directory)
        #expect(cache.write(url, Self.image))
        let path = directory.path + "/" + CacheKey(url: url).fileName
        let whole = try #require(FileManager.default.contents(atPath: path))
        for length in [0, 7, CacheFileFormat.headerSize, whole.count - 1] {
            try whole.prefix(length).write(to: URL(fileURLWithPath: path))
            #expect(cache.read(url) == nil, "truncated to \(length) bytes")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(!cache.contains(url))
        }
    }

    @Test func aFlippedByteAnywhereIsAMiss() throws {
        let directory = ScratchCacheFolder("flipped")
        defer { directory.remove() }
        let url = "http://x/a.png"
        let cache = try Self.open(directory)
        let path = directory.path + "/" + CacheKey(url: url).fileName
        #expect(cache.write(url, Self.image))
        let whole = try #require(FileManager.default.contents(atPath: path))
        // Magic, version, URL length, payload length, checksum, URL, payload: every field is checked.
        for offset in [0, 8, 12, 16, 24, CacheFileFormat.headerSize + 3, whole.count - 50] {
            var damaged = whole
            damaged[offset] ^= 0x01
            try damaged.write(to: URL(fileURLWithPath: path))
            #expect(cache.read(url) == nil, "byte \(offset) flipped")
        }
    }

    @Test func aFileOfAnotherURLWithTheSameNameIsAMiss() throws {
        let directory = ScratchCacheFolder("collision")
        defer { directory.remove() }
        let cache = try Self.open(directory)
        #expect(cache.write("http://x/one.png", Self.image))
        // Play a hash collision: the file of one URL under the other's name.
        let one = directory.path + "/" + CacheKey(url: "http://x/one.png").fileName
        let two = directory.path + "/" + CacheKey(url: "http://x/two.png").fileName
        try FileManager.default.moveItem(atPath: one, toPath: two)
        let reopened = try Self.open(directory)
        #expect(reopened.contains("http://x/two.png"))
        #expect(reopened.read("http://x/two.png") == nil)
    }

    @Test func staysWithinItsBoundEvictingTheLeastRecentlyUsedFile() throws {
        let directory = ScratchCacheFolder("bound")
        defer { directory.remove() }
        let urls = ["a", "b", "c"].map { "http://x/\($0).png" }
        let size = Self.fileSize(url: urls[0])
        let cache = try Self.open(directory, limit: 2 * size)
        #expect(cache.write(urls[0], Self.image))
        #expect(cache.write(urls[1], Self.image))
        #expect(cache.read(urls[0]) == Self.image)  // a is now more recent than b
        #expect(cache.write(urls[2], Self.image))
        #expect(cache.contains(urls[0]))
        #expect(!cache.contains(urls[1]))
        #expect(cache.contains(urls[2]))
        #expect(cache.bytes <= 2 * size)
        #expect(Set(directory.cacheFiles) == Set([urls[0], urls[2]].map { CacheKey(url: $0).fileName }))
        // Larger than the whole bound: not written at all.
        #expect(!cache.write("http://x/huge.png", Self.image + [UInt8](repeating: 0, count: 2 * size)))
    }

    @Test func aRestartKeepsRecencyAndAppliesASmallerBound() throws {
        let directory = ScratchCacheFolder("restart")
        defer { directory.remove() }
        let urls = ["a", "b", "c"].map { "http://x/\($0).png" }
        let size = Self.fileSize(url: urls[0])
        let cache = try Self.open(directory)
        for url in urls { #expect(cache.write(url, Self.image)) }
        // Used long ago, in the order c, a, b: modification times are the cache's memory of use.
        for (age, url) in [(300, urls[2]), (200, urls[0]), (100, urls[1])] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: TimeInterval(-age))],
                ofItemAtPath: directory.path + "/" + CacheKey(url: url).fileName)
        }
        let reopened = try Self.open(directory, limit: 2 * size)
        #expect(reopened.count == 2)
        #expect(!reopened.contains(urls[2]))
        #expect(reopened.read(urls[0]) == Self.image)
        #expect(reopened.read(urls[1]) == Self.image)
        #expect(directory.cacheFiles.count == 2)
    }

    @Test func crashLeftoversAreNeverEntriesAndOldOnesAreSweptAtStart() throws {
        let directory = ScratchCacheFolder("leftovers")
        defer { directory.remove() }
        let url = "http://x/a.png"
        _ = try Self.open(directory)
        let key = CacheKey(url: url).fileName
        let stale = directory.path + "/" + ImageDiskCache.temporaryPrefix + key + "-1-0"
        let fresh = directory.path + "/" + ImageDiskCache.temporaryPrefix + key + "-2-0"
        let foreign = directory.path + "/notes.txt"
        for path in [stale, fresh, foreign] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.image)))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale)
        let reopened = try Self.open(directory)
        #expect(!reopened.contains(url))
        #expect(reopened.count == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh))  // perhaps another process's write
        #expect(FileManager.default.fileExists(atPath: foreign))  // not ours: never touched
    }

    @Test func aSymbolicLinkInTheDirectoryIsNeverFollowed() throws {
        let directory = ScratchCacheFolder("symlink")
        defer { directory.remove() }
        let url = "http://x/a.png"
        _ = try Self.open(directory)
        let target = directory.path + "-target"
        defer { try? FileManager.default.removeItem(atPath: target) }
        let cache = try Self.open(directory)
        #expect(cache.write(url, Self.image))
        let path = directory.path + "/" + CacheKey(url: url).fileName
        try FileManager.default.moveItem(atPath: path, toPath: target)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(cache.read(url) == nil)
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func anUnusableDirectoryGivesNoCache() {
        #expect(
            ImageDiskCache(directory: "relative/path", byteLimit: 1000, maxPayloadBytes: 10, maxURLBytes: 10) == nil)
        #expect(ImageDiskCache(directory: "/proc/burin", byteLimit: 1000, maxPayloadBytes: 10, maxURLBytes: 10) == nil)
        #expect(ImageDiskCache(directory: "/etc/passwd", byteLimit: 1000, maxPayloadBytes: 10, maxURLBytes: 10) == nil)
    }
}
