import BurinCore

/// Scaled images by (path, width, height), shared by all draw workers and bounded in bytes.
///
/// Failures are cached like images, so a missing or corrupt file is tried once, not on every draw
/// of every row that shows it; each failed load is counted. Loading and scaling happen outside the
/// lock: two workers missing the same key at once may both load it, which costs time but never
/// correctness, and never makes one worker wait on another's decode.
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
    }

    private struct Key: Hashable {
        var path: String
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

    /// A cache keeping at most `byteLimit` bytes of scaled pixels, reading image files itself, each
    /// decode first reserving its memory from `budget` (process-wide, shared by every worker).
    public init(byteLimit: Int, budget: ImageMemoryBudget = .shared) {
        state = Locked(State(table: LRUCache(capacity: byteLimit)))
        loader = nil
        self.budget = budget
    }

    /// A cache reading images with `loader` (tests: pictures made in memory, outside any budget).
    public init(byteLimit: Int, loader: @escaping Loader) {
        state = Locked(State(table: LRUCache(capacity: byteLimit)))
        self.loader = loader
        budget = .shared
    }

    /// The image at `path` scaled (cropped to fill) to `width` x `height`, or why it cannot be had.
    public func image(path: String, width: Int, height: Int) -> Result<PixelCanvas, ImageError> {
        let key = Key(path: path, width: width, height: height)
        let cached = state.withLock { state -> Result<PixelCanvas, ImageError>? in
            let found = state.table.lookup(key)
            if found != nil { state.statistics.hits += 1 } else { state.statistics.misses += 1 }
            return found
        }
        if let cached { return cached }

        let result: Result<PixelCanvas, ImageError>
        do throws(ImageError) {
            if let loader {
                result = .success(try ImageScaler.scaleToFill(loader(path), width: width, height: height))
            } else {
                // The reservation covers the decode and the scaling; it ends when this scope does.
                let loaded = try ImageLoader.load(path: path, budget: budget, targetWidth: width, targetHeight: height)
                defer { loaded.reservation.release() }
                result = .success(try ImageScaler.scaleToFill(loaded.image, width: width, height: height))
            }
        } catch {
            result = .failure(error)
        }
        let cost: Int
        switch result {
        case .success(let image):
            cost = image.pixels.count * MemoryLayout<RGBA>.stride + Self.entryOverhead + path.utf8.count
        case .failure: cost = Self.entryOverhead + 2 * path.utf8.count
        }
        state.withLock { state in
            if case .failure = result { state.statistics.failures += 1 }
            state.statistics.evictions += state.table.insert(result, for: key, cost: cost)
            state.statistics.entries = state.table.count
            state.statistics.bytes = state.table.totalCost
        }
        return result
    }

    public var statistics: Statistics {
        state.withLock { $0.statistics }
    }
}
