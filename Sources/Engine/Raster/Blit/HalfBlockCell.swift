import BurinCore

/// The half-block rules: one cell shows two vertically stacked pixels.
enum HalfBlockCell {
    /// A cell for packed pixels `top` and `bottom` (see `PixelSampler`; -1 is transparent).
    ///
    /// The upper pixel is the foreground of "▀" and the lower its background. Equal halves are a
    /// space on that background. The terminal's default colour can only be a background, so a
    /// transparent top with an opaque bottom flips to "▄" with the bottom as foreground.
    @inline(__always)
    static func cell(top: Int32, bottom: Int32) -> Cell {
        if top == bottom {
            return top < 0 ? .blank : Cell(" ", background: PixelSampler.colour(top))
        }
        if top < 0 {
            return Cell("▄", foreground: PixelSampler.colour(bottom), background: .terminalDefault)
        }
        return Cell("▀", foreground: PixelSampler.colour(top), background: PixelSampler.colour(bottom))
    }
}
