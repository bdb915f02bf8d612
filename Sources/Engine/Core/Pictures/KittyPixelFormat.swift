/// How a kitty payload carries its pixels (the protocol's `f` key).
public enum KittyPixelFormat: String, Sendable, CaseIterable {
    /// `f=100`: a PNG file; smallest on the wire for photographs, costs a deflate on the worker.
    case png
    /// `f=24`: raw RGB, three bytes a pixel; only for images without transparency.
    case rgb
    /// `f=32`: raw RGBA, four bytes a pixel.
    case rgba

    /// What the drawers should encode with: raw RGB (RGBA where transparent). Measured on a 72 x 72
    /// thumbnail (`burin bench --scenario quality`): PNG costs ~70x the worker time of raw (libpng's
    /// deflate) to send half the bytes, and each picture is sent once while the terminal holds it.
    public static let preferred = KittyPixelFormat.rgb
}
