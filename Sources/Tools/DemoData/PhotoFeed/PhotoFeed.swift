import BurinCore
import Foundation

/// A generated feed in which every merchant has its own photo (no two rows share a file), kept in a
/// cache folder and made once: the realistic load for the bench, where each row's photo must be
/// read and decoded (milliseconds) instead of coming from a shared, already decoded thumbnail.
///
/// Deterministic: the same count and seed give the same files on every machine, so a set is made
/// again only when its manifest says it came from another generator version, seed or count, or when
/// it is incomplete.
public enum PhotoFeed {
    /// Bumped whenever the generator's output changes, so cached sets of older versions are replaced.
    public static let generatorVersion = 1

    /// The folder under which `ensure` keeps photo feeds by default: `<burin cache>/photo-feeds`
    /// (see `CacheDirectory`) for `environment` (nil: this process's).
    public static func defaultCacheDirectory(environment: [String: String]? = nil) -> String {
        CacheDirectory.burin(environment: environment) + "/photo-feeds"
    }

    /// The folder of the set for `count` and `seed` under `cacheDirectory`.
    public static func setDirectory(count: Int, seed: UInt64, in cacheDirectory: String) -> String {
        "\(cacheDirectory)/n\(max(0, count))-s\(seed)"
    }

    /// The path of the merchants.jsonl of a feed of `count` merchants (plus a banner every 40), each
    /// with its own photo, generated from `seed` into `setDirectory(count:seed:in:)` unless a complete
    /// set of this generator version is already there. Painting uses `threads` threads.
    ///
    /// Safe against a concurrent call for the same set (another process, or a crash halfway): the set
    /// is written into a private folder beside it and renamed into place when complete.
    public static func ensure(
        count: Int, seed: UInt64 = 1, in cacheDirectory: String = defaultCacheDirectory(),
        threads: Int = PhotoWriter.defaultThreads
    ) throws(GeneratorError) -> String {
        let count = max(0, count)
        let directory = setDirectory(count: count, seed: seed, in: cacheDirectory)
        let data = directory + "/merchants.jsonl"
        if isComplete(directory, count: count, seed: seed) { return data }
        try makeDirectories(cacheDirectory)
        removeAbandoned(besides: directory)
        let partial = "\(directory).partial-\(getpid())-\(DispatchTime.now().uptimeNanoseconds)"
        defer { try? FileManager.default.removeItem(atPath: partial) }
        let report = try FeedGenerator(seed: seed, photos: .unique).writeDataset(
            count: count, to: partial, threads: threads)
        let manifest = PhotoFeedManifest(
            version: generatorVersion, seed: seed, count: count, photos: report.photos.files)
        try OutputFile.write(Array(manifest.text.utf8), to: partial + "/" + PhotoFeedManifest.fileName)
        // Another process may have finished the same set meanwhile: use it.
        if isComplete(directory, count: count, seed: seed) { return data }
        if FileManager.default.fileExists(atPath: directory) {
            let stale = "\(directory).stale-\(getpid())-\(DispatchTime.now().uptimeNanoseconds)"
            guard rename(directory, stale) == 0 else { throw cannotWrite(directory) }
            try? FileManager.default.removeItem(atPath: stale)
        }
        guard rename(partial, directory) == 0 else {
            if isComplete(directory, count: count, seed: seed) { return data }
            throw cannotWrite(directory)
        }
        return data
    }

    /// Whether `directory` holds a complete set of this version for `count` and `seed`: its manifest
    /// matches, and the data file and every photo it promises are there.
    static func isComplete(_ directory: String, count: Int, seed: UInt64) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: directory + "/" + PhotoFeedManifest.fileName),
            let manifest = PhotoFeedManifest(text: String(decoding: bytes, as: UTF8.self)),
            manifest.version == generatorVersion, manifest.seed == seed, manifest.count == count,
            FileManager.default.fileExists(atPath: directory + "/merchants.jsonl")
        else { return false }
        let photos =
            (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + PhotoAssignment.folder)) ?? []
        return photos.count == manifest.photos
    }

    /// Removes the private folders of earlier calls for this set whose process is gone (killed while
    /// painting), so they do not pile up in the cache.
    private static func removeAbandoned(besides directory: String) {
        let parent = (directory as NSString).deletingLastPathComponent
        let name = (directory as NSString).lastPathComponent
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for entry in entries {
            for marker in [".partial-", ".stale-"] where entry.hasPrefix(name + marker) {
                let owner = entry.dropFirst(name.count + marker.count).split(separator: "-").first.flatMap { Int32($0) }
                if let owner, kill(owner, 0) != 0, errno == ESRCH {
                    try? FileManager.default.removeItem(atPath: parent + "/" + entry)
                }
            }
        }
    }

    private static func makeDirectories(_ path: String) throws(GeneratorError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error.localizedDescription)")
        }
    }

    private static func cannotWrite(_ path: String) -> GeneratorError {
        .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
}
