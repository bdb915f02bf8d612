public import BurinDemoData

/// The feed the scroll scenarios run on.
///
/// By default a feed in which every merchant has its own photo, as real merchant feeds do, so a row
/// costs a decode of milliseconds to draw: the load asynchronous drawing exists for. The demo feed's
/// rows share 144 photos that the decoded-thumbnail cache keeps, so after the first screens its rows
/// draw in microseconds and the main loop's own work is all there is to measure.
public enum BenchFeed: Sendable, Equatable {
    /// `PhotoFeed.ensure(count:)`: generated into the cache on the first run (about 35 s on two
    /// cores), read from there afterwards.
    case photos(count: Int)
    /// The bundled demo data.
    case demo
    /// A data file the user named.
    case file(String)

    /// As many merchants as the demo feed, so the two feeds differ in their photos alone, and more
    /// than the longest scroll scenario passes (the flick, ~800 rows in 600 frames at 60 fps).
    public static let photoRows = 2_000

    public static let demoPath = "demo-data/merchants.jsonl"

    /// `--feed photos|demo`, or a FILE (which then names the feed; giving both is an error).
    public init(option: String?, file: String?) throws(BenchFeedError) {
        switch (option, file) {
        case (nil, let file?): self = .file(file)
        case (nil, nil), ("photos", nil): self = .photos(count: Self.photoRows)
        case ("demo", nil): self = .demo
        case (_?, _?): throw .both
        case (let other?, nil): throw .unknown(other)
        }
    }

    /// The data file's path, generating the photo feed first if the cache has no complete set;
    /// `progress` hears of the generation, which is slow.
    public func path(progress: (String) -> Void) throws(GeneratorError) -> String {
        switch self {
        case .photos(let count):
            let directory = PhotoFeed.setDirectory(count: count, seed: 1, in: PhotoFeed.defaultCacheDirectory())
            progress("photo feed: making \(count) merchants with a photo each in \(directory) (first run only)")
            return try PhotoFeed.ensure(count: count)
        case .demo: return Self.demoPath
        case .file(let path): return path
        }
    }

    /// What the report calls this feed.
    public var label: String {
        switch self {
        case .photos(let count): "photos (\(count) merchants, a photo each)"
        case .demo: "demo (\(Self.demoPath))"
        case .file(let path): path
        }
    }
}

/// A bad `--feed`.
public enum BenchFeedError: Error, Sendable, Equatable, CustomStringConvertible {
    case both
    case unknown(String)

    public var description: String {
        switch self {
        case .both: "--feed and a FILE both name the feed: give one"
        case .unknown(let name): "--feed takes photos or demo, not '\(name)'"
        }
    }
}
