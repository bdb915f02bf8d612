extension GlyphRasterizer {
    /// Lays `text` out left to right, one grapheme cluster at a time, with per-code-point fallback
    /// and kerning, rendering each glyph on the way (through the cache) since its advance comes with it.
    ///
    /// Each visible scalar of a cluster is drawn with `primary` when that face has it, otherwise with
    /// the face `resolver` finds for it (leaning towards `family`). A cluster with a scalar no font has
    /// is reported in `missing` and takes no space. Controls and default-ignorable scalars (joiners,
    /// variation selectors, bidi marks) draw nothing: without a shaper they can only do harm. Combining
    /// marks follow their base with the advance their font gives them (zero in the common fonts).
    ///
    /// - Parameter maximumAdvance: stop once the pen passes this many pixels; the rest of the text is
    ///   neither laid out nor reported. Bounds the work a huge string costs when only a box of it shows.
    public func layOut(
        _ text: String, primary: FontFile?, family: FontFamily, resolver: FontResolver, pixelSize: Int,
        maximumAdvance: Int? = nil
    ) -> GlyphRun {
        var run = GlyphRun()
        var previous: GlyphID?
        var pen = 0
        var clusterGlyphs: [GlyphID] = []
        for cluster in text {
            if let maximumAdvance, pen > maximumAdvance {
                run.isTruncated = true
                break
            }
            clusterGlyphs.removeAll(keepingCapacity: true)
            var drawable = true
            for scalar in cluster.unicodeScalars where Self.isVisible(scalar) {
                let fromPrimary = primary.flatMap { glyph(for: scalar, in: $0) }
                guard
                    let id = fromPrimary
                        ?? resolver.fallback(for: scalar, preferring: family).flatMap({ glyph(for: scalar, in: $0) })
                else {
                    drawable = false
                    break
                }
                clusterGlyphs.append(id)
            }
            guard drawable else {
                run.missing.append(cluster)
                continue
            }
            for id in clusterGlyphs {
                // A glyph FreeType fails to render is left out, as if it were blank and zero-width.
                guard let rendered = rasterize(id, pixelSize: pixelSize) else { continue }
                if let previous { pen += kerning(between: previous, and: id, pixelSize: pixelSize) }
                run.placements.append(GlyphRun.Placement(glyph: id, rendered: rendered, x: pen))
                pen += rendered.advance
                previous = id
            }
        }
        run.advance = pen
        return run
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .surrogate: return false
        default: return !properties.isDefaultIgnorableCodePoint
        }
    }
}
