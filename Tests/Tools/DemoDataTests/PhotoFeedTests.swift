import BurinCore
import BurinTestSupport
import FeedData
import Foundation
import Testing

@testable import BurinDemoData

/// The bench's photo feed: made once into the cache, reused while complete, made again when stale.
@Suite struct PhotoFeedTests {
    @Test func ensureWritesAUniqueSetOnceAndReusesIt() throws {
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let path = try PhotoFeed.ensure(count: 3, seed: 11, in: cache.path, threads: 2)
        let directory = PhotoFeed.setDirectory(count: 3, seed: 11, in: cache.path)
        #expect(path == directory + "/merchants.jsonl")
        let thumbnails = try WrittenFeed.thumbnails(of: path)
        #expect(thumbnails.count >= 2)
        #expect(Set(thumbnails).count == thumbnails.count)
        #expect(thumbnails.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let manifest = try #require(
            PhotoFeedManifest(text: try String(contentsOfFile: directory + "/manifest.txt", encoding: .utf8)))
        #expect(
            manifest
                == PhotoFeedManifest(version: PhotoFeed.generatorVersion, seed: 11, count: 3, photos: thumbnails.count))
        // Nothing is left beside the set: the private folder it was written into is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["n3-s11"])

        // A second call reuses the set: nothing is rewritten.
        let written = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(try PhotoFeed.ensure(count: 3, seed: 11, in: cache.path) == path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == written)
    }

    @Test func aStaleOrIncompleteSetIsMadeAgain() throws {
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let path = try PhotoFeed.ensure(count: 2, seed: 3, in: cache.path)
        let directory = PhotoFeed.setDirectory(count: 2, seed: 3, in: cache.path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(PhotoFeed.isComplete(directory, count: 2, seed: 3))
        // An older generator's set: its manifest names another version.
        let old = PhotoFeedManifest(version: PhotoFeed.generatorVersion - 1, seed: 3, count: 2, photos: 2)
        try Data(old.text.utf8).write(to: URL(fileURLWithPath: directory + "/manifest.txt"))
        try Data("stale".utf8).write(to: URL(fileURLWithPath: path))
        #expect(!PhotoFeed.isComplete(directory, count: 2, seed: 3))
        #expect(try PhotoFeed.ensure(count: 2, seed: 3, in: cache.path) == path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(PhotoFeed.isComplete(directory, count: 2, seed: 3))
        // A photo missing (a set cut short by hand) is incomplete too.
        let photo = try #require(try FileManager.default.contentsOfDirectory(atPath: directory + "/photos").first)
        try FileManager.default.removeItem(atPath: directory + "/photos/" + photo)
        #expect(!PhotoFeed.isComplete(directory, count: 2, seed: 3))
        #expect(!PhotoFeed.isComplete(directory, count: 3, seed: 3))
    }

    @Test func concurrentCallsAgreeAndLeaveOnlyTheSet() throws {
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        // A folder left by a painter that was killed (a process id no process can have) is cleared.
        let abandoned = cache.file("n2-s21.partial-\(Int32.max)-7")
        try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: true)
        let paths = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if let path = try? PhotoFeed.ensure(count: 2, seed: 21, in: cache.path, threads: 1) {
                paths.withLock { $0.append(path) }
            }
        }
        let directory = PhotoFeed.setDirectory(count: 2, seed: 21, in: cache.path)
        #expect(paths.withLock { $0 } == [directory + "/merchants.jsonl", directory + "/merchants.jsonl"])
        #expect(PhotoFeed.isComplete(directory, count: 2, seed: 21))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["n2-s21"])
    }

    @Test func manifestReadsOnlyWhatItWrites() {
        let manifest = PhotoFeedManifest(version: 1, seed: UInt64.max, count: 2_000, photos: 1_843)
        #expect(PhotoFeedManifest(text: manifest.text) == manifest)
        #expect(PhotoFeedManifest(text: "") == nil)
        #expect(PhotoFeedManifest(text: manifest.text.replacingOccurrences(of: "count 2000", with: "count x")) == nil)
        #expect(PhotoFeedManifest(text: "burin photo feed\nversion 1\n") == nil)
        #expect(PhotoFeedManifest(text: manifest.text + "more\n") == nil)
    }

    /// Under Burin's cache folder, whose rule `CacheDirectory` has (and BurinCoreTests test).
    @Test func cacheFollowsTheXDGRule() {
        #expect(PhotoFeed.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/c"]) == "/c/burin/photo-feeds")
        #expect(PhotoFeed.defaultCacheDirectory(environment: ["HOME": "/h"]) == "/h/.cache/burin/photo-feeds")
        #expect(PhotoFeed.setDirectory(count: 2_000, seed: 1, in: "/c") == "/c/n2000-s1")
    }
}
