/// Why an image could not be decoded or encoded.
public enum ImageError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case corrupt(String)
    case tooLarge(width: Int, height: Int)
    case unsupported(String)
    case encodeFailed(String)
}

/// The largest image side Burin decodes. Thumbnails are tiny; anything bigger is a hostile or
/// mistaken input, refused before a large allocation.
public let maximumImageSide = 4096
