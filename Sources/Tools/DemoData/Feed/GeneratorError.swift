public import BurinRaster

/// Why demo data could not be written.
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    case image(ImageError)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .image(let error): "cannot encode a thumbnail: \(error)"
        }
    }
}
