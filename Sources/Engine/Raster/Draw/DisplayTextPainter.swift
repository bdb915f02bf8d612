public import BurinCore

/// Paints display text (FreeType) into a pixel canvas. Each draw worker owns one; implementations
/// hold FreeType faces and are not shared between threads.
public protocol DisplayTextPainter {
    /// Draws `text` in `color` with its glyphs `pixelHeight` pixels tall, baseline-aligned inside
    /// `rect` (pixel units), left-aligned, clipped to the canvas.
    /// - Returns: the clusters no installed font could draw; the caller shows those as terminal
    ///   characters instead and counts them.
    func paint(
        _ text: String, in rect: UnitRect, color: RGBA, pixelHeight: Int, bold: Bool,
        on canvas: inout PixelCanvas
    ) -> [Character]

    /// Width in pixels `text` would take at `pixelHeight`, for centring.
    func measure(_ text: String, pixelHeight: Int, bold: Bool) -> Int
}
