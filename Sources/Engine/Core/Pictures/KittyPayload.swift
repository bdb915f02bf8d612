/// One image ready for the kitty graphics protocol: its pixels encoded (raw, compressed or PNG) and
/// in base64, or written to a file the terminal reads, made on a draw worker so the main loop only
/// copies bytes. BurinPictures makes it (`init(_:format:transport:)`) and sends it (`KittyCommands`).
///
/// The image id is not part of it: ids are handed out by the placement planner on the main loop, and
/// the transmit escape (`KittyCommands.transmit`) puts the id into the header around these bytes.
public struct KittyPayload: Sendable, Hashable {
    /// Where the terminal finds the pixels.
    public enum Transmission: Sendable, Hashable {
        /// In the escape: base64 of the pixels, zlib-compressed (`o=z`) when `compressed`.
        case inline(base64: [UInt8], compressed: Bool)
        /// In a file (`t=f`).
        case file(KittyPictureFile)
    }

    /// The image's size in pixels.
    public let size: PixelSize
    public let format: KittyPixelFormat
    public let transmission: Transmission

    public init(size: PixelSize, format: KittyPixelFormat, transmission: Transmission) {
        self.size = size
        self.format = format
        self.transmission = transmission
    }

    /// The bytes the transmission costs the terminal's link (its escapes' payload).
    public var linkBytes: Int {
        switch transmission {
        case .inline(let base64, _): base64.count
        case .file(let file): (file.path.utf8.count + 2) / 3 * 4
        }
    }

    /// The bytes it keeps in memory while a drawing holds it (a file in /dev/shm is memory too).
    public var memoryBytes: Int {
        switch transmission {
        case .inline(let base64, _): base64.count
        case .file(let file): file.bytes
        }
    }

    /// The base64 pixels sent in the escape; nil for a file.
    public var base64: [UInt8]? {
        if case .inline(let base64, _) = transmission { base64 } else { nil }
    }
}
