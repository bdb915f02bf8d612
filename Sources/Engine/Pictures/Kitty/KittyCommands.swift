public import BurinCore

/// The kitty graphics protocol's escapes, as Burin uses them: transmit once, place by placement id,
/// delete by id. Every command is quiet (`q=2`): the terminal answers nothing, so no reply can end up
/// in the key input.
///
/// Spec: https://sw.kovidgoyal.net/kitty/graphics-protocol/
public struct KittyCommands: Sendable {
    /// The base64 bytes one escape carries at most (the protocol's limit).
    public static let chunkLimit = 4096

    public var route: EscapeRoute

    public init(route: EscapeRoute = .direct) {
        self.route = route
    }

    /// Transmits `payload` as image `id` (`a=t`: stored, not shown): a file by its path (`t=f`), or
    /// the pixels in the escape, deflated (`o=z`) or not, in chunks of at most `chunkLimit` base64
    /// bytes (`m=1` on all but the last).
    public func transmit(_ payload: KittyPayload, id: UInt32) -> [UInt8] {
        var header = "a=t,f=\(payload.format.key),i=\(id),q=2"
        if payload.format != .png { header += ",s=\(payload.size.width),v=\(payload.size.height)" }
        let base64: [UInt8]
        switch payload.transmission {
        case .file(let file):
            let escape: [UInt8] =
                [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array((header + ",t=f;").utf8)
                + Base64.encode(Array(file.path.utf8)) + Self.terminator
            return route.wrap(escape)
        case .inline(let data, let compressed):
            if compressed { header += ",o=z" }
            base64 = data
        }
        var out = [UInt8]()
        out.reserveCapacity(base64.count + base64.count / Self.chunkLimit * 40 + 80)
        var start = 0
        repeat {
            let end = min(start + Self.chunkLimit, base64.count)
            let more = end < base64.count
            var escape: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
            // Chunks after the first carry only m (and q): the protocol takes the rest from the first.
            escape += Array((start == 0 ? header + ",m=\(more ? 1 : 0)" : "m=\(more ? 1 : 0),q=2").utf8)
            escape.append(UInt8(ascii: ";"))
            escape += base64[start..<end]
            escape += Self.terminator
            out += route.wrap(escape)
            start = end
        } while start < base64.count
        return out
    }

    /// Shows the `source` part of image `image` as placement `placement` scaled into `cells`
    /// (`c`/`r`: the terminal fits the pixels to exactly those cells, so a cell size measured wrong
    /// costs sharpness, never position). Placing an existing placement id again moves it. The
    /// cursor is saved and restored around it and `C=1` keeps the terminal from moving it, so
    /// ncurses' idea of the cursor stays true.
    public func place(image: UInt32, placement: UInt32, cells: CellRect, source: PixelRect) -> [UInt8] {
        let position = route.terminalPosition(column: cells.minX, row: cells.minY)
        var apc: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        apc += Array(
            ("a=p,i=\(image),p=\(placement),x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),"
                + "c=\(cells.size.width),r=\(cells.size.height),C=1,q=2").utf8)
        apc += Self.terminator
        return route.wrap(
            CursorEscape.save + CursorEscape.moveTo(column: position.column, row: position.row) + apc
                + CursorEscape.restore)
    }

    /// Removes one placement; the image stays stored for the next placement (`d=i`, lower case).
    public func deletePlacement(image: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(image),p=\(placement),q=2")
    }

    /// Removes an image's placements and frees its data in the terminal (`d=I`, upper case).
    public func deleteImage(_ image: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(image),q=2")
    }

    /// Removes every image and placement the terminal holds (`d=A`): what a process dying of a signal
    /// writes, when it no longer knows which images it sent.
    public func deleteAll() -> [UInt8] {
        command("a=d,d=A,q=2")
    }

    private func command(_ keys: String) -> [UInt8] {
        route.wrap([0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8) + Self.terminator)
    }

    static let terminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]
}

extension KittyPixelFormat {
    /// The protocol's `f` value.
    var key: Int {
        switch self {
        case .png: 100
        case .rgb: 24
        case .rgba: 32
        }
    }
}
