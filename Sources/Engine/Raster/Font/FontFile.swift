/// A font face on disk: the file and, for collections such as `.ttc`, which face inside it.
///
/// What `FontResolver` hands out and `GlyphRasterizer` opens. A plain value, so it may cross threads
/// even though the FreeType face opened from it may not.
public struct FontFile: Hashable, Sendable, CustomStringConvertible {
    /// The font file's absolute path.
    public let path: String
    /// The face's index inside the file; 0 for a file holding one face.
    public let index: Int

    public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
