public import BurinCore

/// Scaled images by (name, width, height), shared by all draw workers and bounded in bytes.
///
/// A name is a file path, or a web address that the cache's `RemoteImageSource` serves (fetched
/// elsewhere; its bytes are decoded here). Failures are cached like images, so a missing or corrupt
/// file is tried once, not on every draw of every row that shows it; each failed load is counted. A
/// remote image that has not arrived yet is `.pending` and is never cached, so it is decoded once it
/// comes; one whose fetch failed is not cached either (its source remembers that, and may try again).
/// Loading and scaling happen outside the lock: two workers missing the same key at once may both
/// load it, which costs time but never correctness, and never makes one worker wait on another's
/// decode.
///
/// The lock is BurinCore's `Locked` rather than `Synchronization.Mutex`: on Linux ThreadSanitizer
/// cannot see `Mutex` and reports every access it guards as a race.
public final class ImageCache: Sendable {
    /// Reads and decodes the file at a path.
    public typealias Loader = @Sendable (String) throws(ImageError) -> PixelCanvas

    /// Counters since the cache was made.
    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        /// Loads (or scalings) that failed; the failure is then served from the cache.
        public var failures = 0
        public var evictions = 0
        public var entries = 0
        public var bytes = 0
        /// Lookups of remote images that had not arrived (drawn as placeholders, not cached).
        public var pending = 0
    }

    /// What the cache has for an image at a size.
    public enum Lookup: Sendable {
        case image(PixelCanvas)
        case failed(ImageError)
        /// A remote image still on its way.
        case pending
    }

    /// Where an image comes from: the engine's two kinds of image source.
    public enum Source: Sendable, Hashable {
        case file(path: String)
        case remote(address: String)
    }

    private struct Key: Hashable {
        var name: String
        var width: Int
        var height: Int
    }

    private struct State {
        var table: LRUCache<Key, Result<PixelCanvas, ImageError>>
        var statistics = Statistics()
    }

    /// What an entry is charged beyond its pixels: the key, the table slot, the array header.
    static let entryOverhead = 128

    private let state: Locked<State>
    private let loader: Loader?
    private let budget: ImageMemoryBudget
    /// Answers for names that are web addresses; without one, every name is a file path.
    public let remote: (any RemoteImageSource)?

    /// A cache keeping at most `byteLimit` bytes of scaled pixels, reading image files itself and
    /// asking `remote` for the images it serves, each decode first reserving its memory from `budget`
    /// (process-wide, shared by every worker).
    public init(byteLimit: Int, budget: ImageMemoryBudget = .shared, remote: (any RemoteImageSource)? = nil) {
        state = Locked(State(table: LRUCache(capacity: byteLimit)))
        loader = nil
        self.budget = budget
        self.remote = remote
    }

    /// A cache reading images with `loader` (tests: pictures made in memory, outside any budget).
    public init(byteLimit: Int, loader: @escaping Loader, remote: (any RemoteImageSource)? = nil) {
        state = Locked(State(table: LRUCache(capacity: byteLimit)))
        self.loader = loader
        budget = .shared
        self.remote = remote
    }

    /// Where the image `name` comes from.
    public func source(of name: String) -> Source {
        if let remote, remote.serves(name) { return .remote(address: name) }
        return .file(path: name)
    }

    /// The image `name` scaled (cropped to fill) to `width` x `height`, why it cannot be had, or
    /// `.pending` while a remote one is still coming. `fromMemoryOnly`: a remote image's bytes are
    /// taken only from memory (the main loop draws so: it never waits on a disk).
    public func lookUp(_ name: String, width: Int, height: Int, fromMemoryOnly: Bool = false) -> Lookup {
        let key = Key(name: name, width: width, height: height)
        let cached = state.withLock { state -> Result<PixelCanvas, ImageError>? in
            let found = state.table.lookup(key)
            if found != nil { state.statistics.hits += 1 } else { state.statistics.misses += 1 }
            return found
        }
        switch cached {
        case .success(let image): return .image(image)
        case .failure(let error): return .failed(error)
        case nil: break
        }

        let result: Result<PixelCanvas, ImageError>
        switch source(of: name) {
        case .file(let path):
            result = load(path: path, width: width, height: height)
        case .remote(let address):
            switch remote?.lookUp(address, fromMemoryOnly: fromMemoryOnly) ?? .pending {
            case .pending:
                state.withLock { $0.statistics.pending += 1 }
                return .pending
            case .failed(let reason):
                state.withLock { $0.statistics.failures += 1 }
                return .failed(.unreadable(path: address, reason: reason))
            case .bytes(let bytes):
                result = decode(bytes, name: address, width: width, height: height)
            }
        }
        store(result, for: key)
        switch result {
        case .success(let image): return .image(image)
        case .failure(let error): return .failed(error)
        }
    }

    /// The image at `path` scaled (cropped to fill) to `width` x `height`, or why it cannot be had (a
    /// remote image still coming is a failure here, not cached: `lookUp` tells the two apart).
    public func image(path: String, width: Int, height: Int) -> Result<PixelCanvas, ImageError> {
        switch lookUp(path, width: width, height: height) {
        case .image(let image): .success(image)
        case .failed(let error): .failure(error)
        case .pending: .failure(.unreadable(path: path, reason: "not arrived yet"))
        }
    }

    public var statistics: Statistics {
        state.withLock { $0.statistics }
    }

    // MARK: Loading

    private func load(path: String, width: Int, height: Int) -> Result<PixelCanvas, ImageError> {
        do throws(ImageError) {
            if let loader {
                return .success(try ImageScaler.scaleToFill(loader(path), width: width, height: height))
            }
            // The reservation covers the decode and the scaling; it ends when this scope does.
            let loaded = try ImageLoader.load(path: path, budget: budget, targetWidth: width, targetHeight: height)
            defer { loaded.reservation.release() }
            return .success(try ImageScaler.scaleToFill(loaded.image, width: width, height: height))
        } catch {
            return .failure(error)
        }
    }

    private func decode(_ bytes: [UInt8], name: String, width: Int, height: Int) -> Result<PixelCanvas, ImageError> {
        do throws(ImageError) {
            let decoded = try ImageLoader.decode(
                bytes, name: name, budget: budget, targetWidth: width, targetHeight: height)
            defer { decoded.reservation.release() }
            return .success(try ImageScaler.scaleToFill(decoded.image, width: width, height: height))
        } catch {
            return .failure(error)
        }
    }

    private func store(_ result: Result<PixelCanvas, ImageError>, for key: Key) {
        let cost: Int
        switch result {
        case .success(let image):
            cost = image.pixels.count * MemoryLayout<RGBA>.stride + Self.entryOverhead + key.name.utf8.count
        case .failure: cost = Self.entryOverhead + 2 * key.name.utf8.count
        }
        state.withLock { state in
            if case .failure = result { state.statistics.failures += 1 }
            state.statistics.evictions += state.table.insert(result, for: key, cost: cost)
            state.statistics.entries = state.table.count
            state.statistics.bytes = state.table.totalCost
        }
    }
}
