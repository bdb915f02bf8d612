/// Where a drawer finds the images a layout names by web address rather than by file path: bytes
/// that come from elsewhere, in their own time. The engine's notion of a remote image source; an app
/// hands one to its image cache (`BurinRemoteImages`'s `RemoteImageSupply` is one, over its fetching store).
///
/// A layout's image op names its picture with one string (`PaintOp.image(path:)`); names for which
/// `serves` is true are asked of this source, all others are file paths.
///
/// Threads: any; every method returns promptly. With `fromMemoryOnly`, `lookUp` never touches a disk,
/// so a drawing made on the main loop may use it.
public protocol RemoteImageSource: Sendable {
    /// Whether `name` is this source's to answer, rather than a file path.
    func serves(_ name: String) -> Bool
    /// What the source has for `name` now. `fromMemoryOnly`: answer from memory alone (an image kept
    /// only on disk is then `.pending`, and brought into memory in the background).
    func lookUp(_ name: String, fromMemoryOnly: Bool) -> RemoteImageLookup
}

/// What a `RemoteImageSource` has for one image now.
public enum RemoteImageLookup: Sendable, Equatable {
    /// The image's encoded bytes (PNG or JPEG), to decode.
    case bytes([UInt8])
    /// Not here yet: draw a placeholder. The row showing it is redrawn when it comes.
    case pending
    /// It will not come (refused, not found, timed out, not an image): draw the fallback. `reason` is
    /// a few words of our own, safe to show.
    case failed(reason: String)
}
