public import BurinCore
public import BurinRaster

extension RowDrawer {
    /// Draws `layout` as `draw(_:isCancelled:)` does and, where the viewer shows real pixels
    /// (`pictures`, as `ListApp.picturesChanged(to:)` said; nil: half-blocks only), gives the drawing
    /// a `SlotPicture` for each of its image slots, encoded for the terminal's protocol: the one call an
    /// app's renderer makes so that "this rect of the row shows this image" comes out as half-blocks,
    /// kitty or sixel. The cells under a slot keep their half-blocks either way, so a terminal that
    /// drops the picture still shows the image.
    public func draw<Action>(
        _ layout: RowLayout<Action>, pictures format: PictureFormat?, isCancelled: () -> Bool = { false }
    ) -> DrawnRow? {
        guard let drawing = draw(layout, isCancelled: isCancelled) else { return nil }
        guard let format else { return drawing }
        var bitmap = drawing.bitmap
        bitmap.pictures = SlotPicture.encode(
            layout, bitmap: bitmap, format: format, images: imageCache, fromMemoryOnly: drawsOnMainLoop)
        return DrawnRow(bitmap: bitmap, statistics: drawing.statistics)
    }
}
