import BurinCore
import BurinTerminal

/// The kitty protocol's placement state machine: frames in, actions out. Pure; the main loop owns it.
///
/// Each picture (key) is transmitted once and kept in the terminal while any row shows it and, after
/// that, while the pictures no row shows fit `residentBytes` (least recently shown freed first), so
/// scrolling back shows them again without sending them again. Each visible slot has one placement,
/// moved by placing it again whenever its cells or its visible part change. A placement the text
/// may have moved (a scroll through its rows, a clear) is placed again or deleted, never trusted.
/// Transmissions beyond `transmitBudget` bytes in one frame wait for the next (the slot shows its
/// half-blocks meanwhile); the first one of a frame always goes, so every picture gets through.
/// Over a link measured slow the transmissions go with fewer colours (`KittyPalette`, `kittyColors`),
/// are costed so, and go one a frame.
///
/// - Note: Main loop only.
public struct KittyPlacementPlanner<Key: Hashable & Sendable>: Sendable {
    public var residentBytes: Int
    public var transmitBudget: Int

    private struct Resident: Sendable {
        var id: UInt32
        var bytes: Int
        var lastShown: UInt64
    }

    private struct Placed: Sendable, Equatable {
        var key: Key
        var image: UInt32
        var placement: UInt32
        var cells: CellRect
        var source: PixelRect
    }

    private var residents: [Key: Resident] = [:]
    /// The bytes of every resident picture: a frame with less than `residentBytes` of them does not
    /// look for pictures to free.
    private var residentTotal = 0
    private var placed: [ImageSlotID: Placed] = [:]
    private var nextImageID: UInt32
    private var nextPlacementID: UInt32 = 1
    private var frameNumber: UInt64 = 0

    /// `firstImageID`: where image ids start; ids are shared by every program in the terminal, so a
    /// caller picks a start unlikely to meet another program's (say, from the process id).
    public init(residentBytes: Int = 32 << 20, transmitBudget: Int = 1 << 20, firstImageID: UInt32 = 1) {
        self.residentBytes = residentBytes
        self.transmitBudget = transmitBudget
        nextImageID = max(firstImageID, 1)
    }

    /// Pictures sent with fewer colours a frame: each is reduced on the main loop as it is written
    /// (2-3 ms in a release build), and one a frame at 60 frames a second is more than a link slow
    /// enough for the reduction carries.
    public static var reducedPerFrame: Int { 1 }

    /// The images the terminal holds for this planner.
    public var residentCount: Int { residents.count }

    public mutating func plan(_ frame: PlacementFrame<Key>) -> PlacementPlan<Key> {
        frameNumber += 1
        var plan = PlacementPlan<Key>()

        // Placements whose rows the text moved or cleared: their state in the terminal is unknown.
        var unsure = Set<ImageSlotID>()
        for (slot, p) in placed where frame.motion.cleared || touches(p.cells, frame.motion.scrolls) {
            unsure.insert(slot)
        }

        var wanted: [(image: SlotImage<Key>, visible: VisibleSlot)] = []
        var seen = Set<ImageSlotID>()
        for image in frame.images where seen.insert(image.slot).inserted {
            if let visible = VisibleSlot.of(image, in: frame.viewport, covers: frame.covers) {
                wanted.append((image, visible))
            } else if VisibleSlot.of(image, in: frame.viewport, covers: []) != nil {
                plan.fallback.append(image.slot)
            }
        }
        wanted.sort { $0.image.slot < $1.image.slot }
        let wantedKeys = Dictionary(wanted.map { ($0.image.slot, $0.image.key) }, uniquingKeysWith: { a, _ in a })

        var deletions: [GraphicsAction<Key>] = []
        for slot in placed.keys.sorted() {
            let p = placed[slot]!
            if wantedKeys[slot] != p.key {
                deletions.append(.deletePlacement(image: p.image, placement: p.placement))
                placed[slot] = nil
            }
        }

        var transmissions: [GraphicsAction<Key>] = []
        var placements: [GraphicsAction<Key>] = []
        var sent = 0
        let budget = frame.budget(planner: transmitBudget)
        let colors = KittyPalette.colors(forLink: frame.linkRate)
        plan.kittyColors = colors
        var transmitted = 0
        for (image, visible) in wanted {
            if residents[image.key] == nil {
                let cost = KittyPalette.estimatedBytes(max(image.encodedBytes, 0), colors: colors)
                guard sent + cost <= budget.bytes || (sent == 0 && budget.firstMayExceed),
                    colors == nil || transmitted < Self.reducedPerFrame
                else {
                    plan.fallback.append(image.slot)
                    plan.waiting.append(image.slot)
                    continue
                }
                sent += cost
                transmitted += 1
                let bytes = image.pixelSize.width * image.pixelSize.height * 4
                residents[image.key] = Resident(id: takeImageID(), bytes: bytes, lastShown: frameNumber)
                residentTotal += bytes
                transmissions.append(.transmit(key: image.key, image: residents[image.key]!.id))
            }
            residents[image.key]!.lastShown = frameNumber
            let id = residents[image.key]!.id
            let target = Placed(
                key: image.key, image: id, placement: placed[image.slot]?.placement ?? takePlacementID(),
                cells: visible.cells, source: visible.source)
            if placed[image.slot] != target || unsure.contains(image.slot) {
                placements.append(
                    .place(image: id, placement: target.placement, cells: target.cells, source: target.source))
                placed[image.slot] = target
            }
        }

        plan.actions = deletions + transmissions + placements + evictions()
        plan.payloadBytes = sent
        plan.fallback.sort()
        plan.waiting.sort()
        return plan
    }

    /// Removes every placement and image (quitting, suspending, turning pixels off).
    public mutating func removeAll() -> PlacementPlan<Key> {
        var actions: [GraphicsAction<Key>] = placed.keys.sorted().map { slot in
            .deletePlacement(image: placed[slot]!.image, placement: placed[slot]!.placement)
        }
        actions += residents.values.map(\.id).sorted().map { .deleteImage($0) }
        placed.removeAll()
        residents.removeAll()
        residentTotal = 0
        return PlacementPlan(actions: actions)
    }

    /// Frees pictures no placement shows, least recently shown first, until they fit `residentBytes`.
    /// Sorting the idle pictures is done only when all of them together could be over the bound.
    private mutating func evictions() -> [GraphicsAction<Key>] {
        guard residentTotal > residentBytes else { return [] }
        let inUse = Set(placed.values.map(\.key))
        var idle = residents.filter { !inUse.contains($0.key) }.sorted {
            $0.value.lastShown != $1.value.lastShown
                ? $0.value.lastShown < $1.value.lastShown : $0.value.id < $1.value.id
        }
        var idleBytes = idle.reduce(0) { $0 + $1.value.bytes }
        var actions: [GraphicsAction<Key>] = []
        while idleBytes > residentBytes, !idle.isEmpty {
            let (key, resident) = idle.removeFirst()
            idleBytes -= resident.bytes
            residents[key] = nil
            residentTotal -= resident.bytes
            actions.append(.deleteImage(resident.id))
        }
        return actions
    }

    private func touches(_ cells: CellRect, _ scrolls: [ScreenScroll]) -> Bool {
        scrolls.contains { $0.lines != 0 && cells.minY < $0.rows.upperBound && $0.rows.lowerBound < cells.maxY }
    }

    private mutating func takeImageID() -> UInt32 {
        let id = nextImageID
        nextImageID = nextImageID == .max ? 1 : nextImageID + 1
        return id
    }

    private mutating func takePlacementID() -> UInt32 {
        let id = nextPlacementID
        nextPlacementID = nextPlacementID == .max ? 1 : nextPlacementID + 1
        return id
    }
}
