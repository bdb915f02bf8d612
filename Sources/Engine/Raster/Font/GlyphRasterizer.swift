internal import CFreeType

/// Renders glyphs with FreeType into anti-aliased coverage, and caches them.
///
/// This is the only file that touches FreeType. A rasterizer owns its `FT_Library` and every face it
/// opens (lazily, on first use of a `FontFile`), and hands out only Swift values.
///
/// - Important: Not thread-safe and deliberately not `Sendable`. FreeType faces may be used by one
///   thread at a time (a shared face crashed in every measured run), so each draw worker creates its
///   own rasterizer and keeps it. Nothing here takes a lock.
public final class GlyphRasterizer {
    /// Pixel sizes are clamped to this: a hostile size must not ask FreeType for a bitmap the size
    /// of a house.
    public static let maximumPixelSize = 256
    /// The default glyph cache budget: some thousands of glyphs at text sizes.
    public static let defaultCacheByteLimit = 2 << 20

    private struct Face {
        let handle: FT_Face
        let hasKerning: Bool
        let isScalable: Bool
        /// The pixel size last set on the face; 0 before any.
        var pixelSize = 0
    }

    /// Nil only if FreeType could not start (out of memory); every query then answers nil.
    private let library: FT_Library?
    private var faces: [Face] = []
    /// The slot of each opened face; nil for a file FreeType could not open, so it is not retried.
    private var slots: [FontFile: Int32?] = [:]
    private var cache: GlyphCache
    private var lastSlot: (font: FontFile, slot: Int32?)?

    /// `cacheByteLimit` bounds the rendered glyphs kept (see `GlyphCache`); 0 turns caching off.
    public init(cacheByteLimit: Int = GlyphRasterizer.defaultCacheByteLimit) {
        var library: FT_Library?
        self.library = FT_Init_FreeType(&library) == 0 ? library : nil
        cache = GlyphCache(byteLimit: cacheByteLimit)
    }

    deinit {
        for face in faces { FT_Done_Face(face.handle) }
        if let library { FT_Done_FreeType(library) }
    }

    public var cacheStatistics: GlyphCacheStatistics {
        GlyphCacheStatistics(
            hits: cache.hits, misses: cache.misses, entries: cache.count, bytes: cache.bytes,
            byteLimit: cache.byteLimit)
    }

    /// The glyph `font` has for `scalar`, or nil when the face lacks it or the file cannot be opened.
    public func glyph(for scalar: Unicode.Scalar, in font: FontFile) -> GlyphID? {
        guard let slot = slot(for: font) else { return nil }
        let index = FT_Get_Char_Index(faces[Int(slot)].handle, FT_ULong(scalar.value))
        guard index != 0 else { return nil }
        return GlyphID(face: slot, index: index)
    }

    /// The vertical metrics of `font` at `pixelSize`, or nil when the file cannot be opened.
    public func metrics(of font: FontFile, pixelSize: Int) -> FontMetrics? {
        guard let slot = slot(for: font), setSize(pixelSize, onFace: slot) else { return nil }
        guard let size = faces[Int(slot)].handle.pointee.size else { return nil }
        let m = size.pointee.metrics
        return FontMetrics(
            ascender: Self.pixels(m.ascender), descender: abs(Self.pixels(m.descender)),
            lineHeight: Self.pixels(m.height))
    }

    /// `glyph` rendered at `pixelSize`, from the cache when it was rendered before. Nil when
    /// FreeType fails to load or render it.
    public func rasterize(_ glyph: GlyphID, pixelSize: Int) -> RasterizedGlyph? {
        let size = Self.clamp(pixelSize)
        let key = GlyphCacheKey(face: glyph.face, index: glyph.index, pixelSize: Int32(size))
        if let cached = cache.lookUp(key) { return cached }
        guard let rendered = render(glyph, pixelSize: size) else { return nil }
        cache.insert(rendered, for: key)
        return rendered
    }

    /// The kerning adjustment in pixels between two adjacent glyphs (usually negative: "AV" tucks
    /// in); 0 when they come from different faces or the face has no kerning table.
    public func kerning(between left: GlyphID, and right: GlyphID, pixelSize: Int) -> Int {
        guard left.face == right.face, faces[Int(left.face)].hasKerning,
            setSize(pixelSize, onFace: left.face)
        else { return 0 }
        var delta = FT_Vector()
        let error = FT_Get_Kerning(
            faces[Int(left.face)].handle, left.index, right.index, FT_KERNING_DEFAULT.rawValue, &delta)
        return error == 0 ? Self.pixels(delta.x) : 0
    }

    private func slot(for font: FontFile) -> Int32? {
        // Layout asks for the same face glyph after glyph; comparing against the last answer skips
        // hashing its path string each time.
        if let last = lastSlot, last.font == font { return last.slot }
        let slot = openedSlot(for: font)
        lastSlot = (font, slot)
        return slot
    }

    private func openedSlot(for font: FontFile) -> Int32? {
        if let known = slots[font] { return known }
        guard let library else { return nil }
        var opened: FT_Face?
        let error = FT_New_Face(library, font.path, FT_Long(font.index), &opened)
        guard error == 0, let opened, faces.count < Int32.max else {
            slots[font] = .some(nil)
            return nil
        }
        let slot = Int32(faces.count)
        faces.append(
            Face(
                handle: opened, hasKerning: burin_ft_has_kerning(opened) != 0,
                isScalable: burin_ft_is_scalable(opened) != 0))
        slots[font] = slot
        return slot
    }

    /// Sets the face's size unless it already has it. An outline face scales to any size; a
    /// bitmap-only face gets its strike nearest in height.
    private func setSize(_ pixelSize: Int, onFace slot: Int32) -> Bool {
        let size = Self.clamp(pixelSize)
        let i = Int(slot)
        if faces[i].pixelSize == size { return true }
        let handle = faces[i].handle
        let error: FT_Error
        if faces[i].isScalable {
            error = FT_Set_Pixel_Sizes(handle, 0, FT_UInt(size))
        } else {
            let strikes = Int(handle.pointee.num_fixed_sizes)
            guard strikes > 0, let sizes = handle.pointee.available_sizes else { return false }
            let nearest = (0..<strikes).min { abs(Int(sizes[$0].height) - size) < abs(Int(sizes[$1].height) - size) }
            error = FT_Select_Size(handle, FT_Int(nearest ?? 0))
        }
        guard error == 0 else { return false }
        faces[i].pixelSize = size
        return true
    }

    private func render(_ glyph: GlyphID, pixelSize: Int) -> RasterizedGlyph? {
        guard setSize(pixelSize, onFace: glyph.face) else { return nil }
        let face = faces[Int(glyph.face)].handle
        guard FT_Load_Glyph(face, glyph.index, burin_ft_load_target_light) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let coverage = Self.coverage(of: bitmap, width: width, rows: rows)
        return RasterizedGlyph(
            coverage: coverage, width: coverage.isEmpty ? 0 : width, rows: coverage.isEmpty ? 0 : rows,
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            advance: Self.pixels(slot.pointee.advance.x))
    }

    /// Copies FreeType's bitmap into tight rows of 8-bit coverage. Grey bitmaps are copied, 1-bit
    /// ones (bitmap fonts) expanded; other modes (colour, LCD) are not produced by the load flags used
    /// and come out empty.
    private static func coverage(of bitmap: FT_Bitmap, width: Int, rows: Int) -> [UInt8] {
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return [] }
        let pitch = Int(bitmap.pitch)
        // A negative pitch means the rows are stored bottom-up; the buffer still points at row 0's
        // storage, which is then the bottom row.
        let firstRow = pitch >= 0 ? buffer : buffer + (rows - 1) * -pitch
        var out = [UInt8](repeating: 0, count: width * rows)
        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            let levels = max(1, Int(bitmap.num_grays) - 1)
            for y in 0..<rows {
                let row = firstRow + y * pitch
                for x in 0..<width {
                    let v = Int(row[x])
                    out[y * width + x] = levels == 255 ? UInt8(v) : UInt8(min(255, v * 255 / levels))
                }
            }
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
            for y in 0..<rows {
                let row = firstRow + y * pitch
                for x in 0..<width where row[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                    out[y * width + x] = 255
                }
            }
        default:
            return []
        }
        return out
    }

    private static func clamp(_ pixelSize: Int) -> Int { min(max(pixelSize, 1), maximumPixelSize) }

    /// 26.6 fixed point to whole pixels, rounded.
    private static func pixels(_ value: FT_Pos) -> Int { Int((value + 32) >> 6) }
}
