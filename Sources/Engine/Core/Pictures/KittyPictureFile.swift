import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One picture's file, written by BurinPictures' `KittyPictureFiles`; removed when the last drawing
/// holding it is dropped.
public final class KittyPictureFile: Sendable, Hashable {
    public let path: String
    /// The file's size (it lives in memory where /dev/shm does: the drawing cache counts it).
    public let bytes: Int
    private let owned = Atomic<Bool>(true)

    package init(path: String, bytes: Int) {
        self.path = path
        self.bytes = bytes
    }

    deinit {
        if owned.load(ordering: .relaxed) { unlink(path) }
    }

    /// Hands the file on (the terminal deletes a `t=t` file it read): the path, no longer removed here.
    package func keep() -> String {
        owned.store(false, ordering: .relaxed)
        return path
    }

    public static func == (a: KittyPictureFile, b: KittyPictureFile) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
