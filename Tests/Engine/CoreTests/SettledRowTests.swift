import Testing

@testable import BurinCore

/// `keepSettled` is a shortcut that must never change what the scheduler does: two schedulers fed
/// the same random frames, one asking every row with `request` and one trying `keepSettled` first,
/// ask for the same work, show the same drawings, keep queued work at the same priorities and count
/// the same, through content changes, policies, width and style changes, rows entering and leaving
/// the ranges, completions early, late and stale, and a layout cache small enough to evict.
@Suite struct SettledRowTests {
    typealias Scheduler = RowScheduler<Int, Never>

    /// One completion owed to both schedulers, each with its own ticket.
    struct Owed {
        var key: ContentKey<Int>
        var tickets: (Ticket, Ticket)
        var isDraw: Bool
    }

    static func describe(_ work: Scheduler.Work?) -> String {
        switch work {
        case nil: "nothing"
        case .layOut(let index, let key, let priority, let ticket, let placeholder):
            "layOut \(index) \(key) \(priority) g\(ticket.generation) \(placeholder)"
        case .draw(let key, _, let kind, let priority, let ticket, let placeholder):
            "draw \(key) \(kind) \(priority) g\(ticket.generation) \(placeholder)"
        case .drawHere(let index, let key): "drawHere \(index) \(key)"
        }
    }

    static func ticket(of work: Scheduler.Work?) -> (Ticket, ContentKey<Int>, Bool)? {
        switch work {
        case .layOut(_, let key, _, let ticket, _): (ticket, key, false)
        case .draw(let key, _, _, _, let ticket, _): (ticket, key, true)
        default: nil
        }
    }

    @Test(arguments: 0..<30)
    func keepingSettledRowsChangesNothing(seed: Int) {
        var random = SplitMix64(seed: 0x5E77_1ED &+ UInt64(seed))
        var configuration = PipelineConfiguration()
        configuration.layoutCacheEntries = random.int(3...12)
        configuration.forceSync = random.percent(15)
        var asked = Scheduler(configuration: configuration)
        var kept = Scheduler(configuration: configuration)
        let rows = 16
        var versions = [Int](repeating: 0, count: rows)
        var policies = [DrawPolicy](repeating: .asyncWhenContentsChange, count: rows)
        var width = 40
        var keyGeneration = 0
        var owed: [Owed] = []
        var shortcuts = 0
        var first = 0
        var shift = 0
        for frame in 0..<200 {
            // What changed since the last frame.
            if random.percent(10) { versions[random.int(0...(rows - 1))] += 1 }
            if random.percent(5) { policies[random.int(0...(rows - 1))] = DrawPolicy.allCases[random.int(0...2)] }
            if random.percent(3) {
                width = random.int(38...41)
                keyGeneration += 1
            }
            if random.percent(3) { keyGeneration += 1 }
            first = min(max(0, first + random.int(-1...2)), rows - 6)
            // Rows change places now and then (a filter, rows inserted above): the shortcut's rows
            // found by position must be found by id then.
            if random.percent(10) { shift = random.int(0...3) }
            asked.beginFrame()
            kept.beginFrame()
            // Completions, some held back, some stale.
            var later: [Owed] = []
            for o in owed {
                guard random.percent(60) else {
                    later.append(o)
                    continue
                }
                if o.isDraw {
                    let bitmap = CellBitmap(size: CellSize(width: o.key.width, height: 1))
                    asked.receive(.drawn(o.key, bitmap, o.tickets.0, kind: 0, cost: .zero))
                    kept.receive(.drawn(o.key, bitmap, o.tickets.1, kind: 0, cost: .zero))
                } else {
                    let layout = RowLayout<Never>(size: CellSize(width: o.key.width, height: 1))
                    asked.receive(.laidOut(o.key, layout, o.tickets.0, kind: 0, cost: .zero))
                    kept.receive(.laidOut(o.key, layout, o.tickets.1, kind: 0, cost: .zero))
                }
            }
            owed = later
            // The preload range, visible rows in the middle, display around them.
            let preload = first..<min(rows, first + 8)
            kept.expectRows(in: preload)
            for index in preload {
                let row = RowIdentity(id: RowID(index + shift), version: versions[index], policy: policies[index])
                let request = Scheduler.Request(
                    index: index, row: row,
                    key: ContentKey(row: row.id, version: row.version, width: width, style: keyGeneration),
                    priority: Priority(.ahead, distance: index - first), inDisplay: index < first + 6,
                    isVisible: index >= first + 1 && index < first + 4, keyGeneration: keyGeneration)
                let one = asked.request(request)
                var other: Scheduler.Work?
                if kept.keepSettled(request.signature, at: request.index, priority: request.priority) {
                    shortcuts += 1
                } else {
                    other = kept.request(request)
                }
                #expect(Self.describe(one) == Self.describe(other), "seed \(seed) frame \(frame) row \(index)")
                if case .drawHere(_, let key) = one {
                    let bitmap = CellBitmap(size: CellSize(width: key.width, height: 1))
                    asked.acceptSynchronous(RowDrawing(key: key, bitmap: bitmap), layout: nil)
                    kept.acceptSynchronous(RowDrawing(key: key, bitmap: bitmap), layout: nil)
                }
                if let (ticket, key, isDraw) = Self.ticket(of: one), let (otherTicket, _, _) = Self.ticket(of: other) {
                    if isDraw {
                        asked.noteSubmittedDraw()
                        kept.noteSubmittedDraw()
                    }
                    owed.append(Owed(key: key, tickets: (ticket, otherTicket), isDraw: isDraw))
                }
            }
            asked.endFrame()
            kept.endFrame()
            for index in 0..<(rows + 3) {
                #expect(asked.display(of: RowID(index), width: width) == kept.display(of: RowID(index), width: width))
            }
            for o in owed {
                #expect(
                    asked.currentPriority(ofQueued: o.key.row, ticket: o.tickets.0, isDraw: o.isDraw)
                        == kept.currentPriority(ofQueued: o.key.row, ticket: o.tickets.1, isDraw: o.isDraw))
            }
            #expect(asked.counts == kept.counts, "seed \(seed) frame \(frame)")
            #expect(asked.bitmaps.hits == kept.bitmaps.hits)
        }
        // The shortcut was taken, or this would prove nothing.
        #expect(shortcuts > 50, "seed \(seed): \(shortcuts) shortcuts")
    }
}
