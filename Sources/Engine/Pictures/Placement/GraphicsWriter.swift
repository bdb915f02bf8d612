public import BurinCore

/// Turns a plan's actions into the bytes written after the frame's text, from the payloads the
/// rows' drawings carry.
///
/// The caller hands in every payload the frame's images named; an action whose payload is missing
/// writes nothing (its placement then fails quietly in the terminal, `q=2`), so the caller must keep
/// a drawing's payloads for as long as it lists the drawing's images.
public struct GraphicsWriter: Sendable {
    public var route: EscapeRoute

    public init(route: EscapeRoute = .direct) {
        self.route = route
    }

    /// The bytes of `actions`; sixels with at most `sixelColors` colours where given
    /// (`PlacementPlan.sixelColors`).
    public func bytes<Key>(
        for actions: [GraphicsAction<Key>], kitty: (Key) -> KittyPayload? = { _ in nil },
        sixel: (Key) -> SixelPayload? = { _ in nil }, sixelColors: Int? = nil
    ) -> [UInt8] {
        let commands = KittyCommands(route: route)
        var out: [UInt8] = []
        for action in actions {
            switch action {
            case .transmit(let key, let image):
                if let payload = kitty(key) { out += commands.transmit(payload, id: image) }
            case .place(let image, let placement, let cells, let source):
                out += commands.place(image: image, placement: placement, cells: cells, source: source)
            case .deletePlacement(let image, let placement):
                out += commands.deletePlacement(image: image, placement: placement)
            case .deleteImage(let image):
                out += commands.deleteImage(image)
            case .drawSixel(let key, let cells, let source):
                guard let picture = sixel(key) else { continue }
                let position = route.terminalPosition(column: cells.minX, row: cells.minY)
                out += CursorEscape.save + CursorEscape.defaultColours
                out += CursorEscape.moveTo(column: position.column, row: position.row)
                out += picture.sequence(for: source, colors: sixelColors)
                out += CursorEscape.restore
            }
        }
        return out
    }
}
