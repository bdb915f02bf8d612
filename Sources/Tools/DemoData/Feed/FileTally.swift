/// How many image files were written, of which format, and how many bytes they hold.
public struct FileTally: Sendable, Equatable {
    public var files = 0
    public var bytes = 0
    public var jpegFiles = 0
    public var pngFiles = 0

    public init() {}

    mutating func add(bytes count: Int, png: Bool) {
        files += 1
        bytes += count
        if png { pngFiles += 1 } else { jpegFiles += 1 }
    }

    mutating func add(_ other: FileTally) {
        files += other.files
        bytes += other.bytes
        jpegFiles += other.jpegFiles
        pngFiles += other.pngFiles
    }
}
