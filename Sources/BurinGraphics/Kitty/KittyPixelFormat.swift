/// How a kitty payload carries its pixels (the protocol's `f` key).
public enum KittyPixelFormat: String, Sendable, CaseIterable {
    /// `f=100`: a PNG file; smallest on the wire for photographs, costs a deflate on the worker.
    case png
    /// `f=24`: raw RGB, three bytes a pixel; only for images without transparency.
    case rgb
    /// `f=32`: raw RGBA, four bytes a pixel.
    case rgba

    var key: Int {
        switch self {
        case .png: 100
        case .rgb: 24
        case .rgba: 32
        }
    }
}
