import BurinCore

/// The colour-pair policy of the ncurses screen, without ncurses: for the cells a frame changes, the
/// pairs they use and the pairs that must be defined first (`ColorPairPlan`).
///
/// - Each cell's colours are reduced to the screen's colour mode (`ColorReducer`, which also keeps
///   text legible) and become a (foreground, background) key; the terminal's default colours are -1,
///   or white on black where the terminal cannot show its defaults.
/// - Neighbouring cells mostly share their colours (a run of card background, a word of text): a
///   cell whose reduction reads the same as the previous cell's reuses its answer.
/// - A blank that shows only its background takes its left neighbour's pair when the backgrounds
///   agree, so the terminal is told nothing between them.
/// - Pairs come from `ColorPairManager`, which never redefines a pair a cell on screen uses. When the
///   terminal's pairs cannot hold the old screen and this frame together, the frame is planned
///   again in the next coarser mode (direct, 256, 16, 8, none); without colour every cell uses pair 0,
///   which always fits.
///
/// A value with no ncurses in it, so tests check the policy alone. - Note: Main loop only.
struct ColorPairPlanner {
    let colorMode: ColorMode
    let defaultColorsAvailable: Bool
    private(set) var pairs: ColorPairManager
    private var reducers: [ColorMode: ColorReducer] = [:]
    private let quantizer = ColorQuantizer()

    /// `pairCapacity` is the terminal's COLOR_PAIRS; `defaultColorsAvailable` whether ncurses took
    /// `use_default_colors` (else the default colours are white on black).
    init(colorMode: ColorMode, pairCapacity: Int, defaultColorsAvailable: Bool) {
        self.colorMode = colorMode
        self.defaultColorsAvailable = defaultColorsAvailable
        pairs = ColorPairManager(capacity: pairCapacity)
    }

    /// The plan for `changes` on a screen `width` columns wide whose cells now use `shownPairs`;
    /// `orphaned` are the pairs of cells that left the screen (scrolled out, cut by a resize) since
    /// the last committed frame. Until `commitFrame`, every pair the plan uses stays reserved.
    mutating func plan(
        _ changes: FrameChanges, width: Int, shownPairs: RowSlots<Int32>, orphaned: [Int32]
    ) -> ColorPairPlan {
        var result = ColorPairPlan()
        plan(changes, width: width, shownPairs: shownPairs, orphaned: orphaned, into: &result)
        return result
    }

    /// `plan(_:width:shownPairs:orphaned:)` into `plan`, whose storage is reused (the screen plans a
    /// frame without allocating).
    mutating func plan(
        _ changes: FrameChanges, width: Int, shownPairs: RowSlots<Int32>, orphaned: [Int32],
        into plan: inout ColorPairPlan
    ) {
        plan.removeAll()
        var mode = colorMode
        while true {
            plan.pairs.removeAll(keepingCapacity: true)
            plan.attributes.removeAll(keepingCapacity: true)
            plan.mode = mode
            if attempt(changes, mode: mode, width: width, shownPairs: shownPairs, orphaned: orphaned, into: &plan) {
                return
            }
            pairs.abandonFrame()
            // .none needs only pair 0, which always succeeds, so the chain ends.
            mode = mode.coarser ?? .none
        }
    }

    /// The planned frame is on the terminal: the cells it replaced no longer hold their pairs.
    mutating func commitFrame() { pairs.commitFrame() }

    /// Plans every changed cell in `mode`; false when the terminal ran out of pairs on the way.
    private mutating func attempt(
        _ changes: FrameChanges, mode: ColorMode, width: Int, shownPairs: RowSlots<Int32>, orphaned: [Int32],
        into plan: inout ColorPairPlan
    ) -> Bool {
        for pair in orphaned { pairs.release(pair) }
        // Taken out of the table while it works, so its caches are not copied on write.
        var reducer = reducers.removeValue(forKey: mode) ?? ColorReducer(mode: mode)
        defer { reducers[mode] = reducer }
        // The previous cell's answer, reused when everything its reduction reads is equal.
        var last: (signature: PairSignature, key: ColorPairKey, attributes: CellAttributes)?
        // The pair of the cell written just left of this one, for blanks to take.
        var left: (index: Int, key: ColorPairKey)?
        for k in changes.cells.indices {
            let cell = changes.cells[k]
            let index = changes.indices[k]
            var key: ColorPairKey
            var attributes = cell.attributes
            if cell.isContinuation || mode == .none {
                key = .terminalDefault
            } else {
                let signature = PairSignature(cell)
                if let last, last.signature == signature {
                    key = last.key
                    attributes = last.attributes
                } else {
                    (key, attributes) = pairKey(for: cell, reducer: &reducer)
                    last = (signature, key, attributes)
                }
                // A blank shows only its background, so it may take its left neighbour's pair
                // when that has the same background: the terminal is then told nothing between
                // them, where a blank in the default foreground after coloured text costs a reset
                // of both colours and the background again (`op` then `setab`).
                if Self.showsOnlyBackground(cell), let left, left.index == index - 1, index % width != 0,
                    left.key.background == key.background
                {
                    key = left.key
                }
            }
            // A continuation is not written: the cell after it is next to the wide character.
            left = cell.isContinuation ? left.map { (index, $0.key) } : (index, key)
            guard let acquisition = pairs.acquire(key) else { return false }
            if acquisition.needsInitialisation {
                plan.definitions.append(ColorPairPlan.Definition(pair: acquisition.pair, key: key))
            }
            let (y, x) = index.quotientAndRemainder(dividingBy: width)
            pairs.release(shownPairs[x, y])
            plan.pairs.append(acquisition.pair)
            plan.attributes.append(attributes)
        }
        return true
    }

    /// Whether nothing of `cell` but its background shows: a space that is neither underlined nor
    /// reversed.
    private static func showsOnlyBackground(_ cell: Cell) -> Bool {
        cell.glyph.scalar == " " && !cell.attributes.contains(.underline) && !cell.attributes.contains(.reverse)
    }

    /// What a cell's colour reduction reads: its colours, its attributes (reverse swaps ink and
    /// paper, bold may show another ink, and the written attributes come from the reduction), and
    /// whether it has ink (which the contrast rule looks after).
    private struct PairSignature: Equatable {
        var foreground: CellColor
        var background: CellColor
        var attributes: CellAttributes
        var hasInk: Bool

        init(_ cell: Cell) {
            foreground = cell.foreground
            background = cell.background
            attributes = cell.attributes
            hasInk = ContrastRule.hasInk(cell.glyph)
        }
    }

    /// The pair `cell` needs and the attributes it is written with.
    private func pairKey(for cell: Cell, reducer: inout ColorReducer) -> (ColorPairKey, CellAttributes) {
        let colors = reducer.reduce(cell)
        let key = ColorPairKey(
            foreground: colorNumber(colors.foreground, isForeground: true),
            background: colorNumber(colors.background, isForeground: false))
        return (key, colors.attributes)
    }

    private func defaultColorNumber(isForeground: Bool) -> Int32 {
        defaultColorsAvailable ? -1 : (isForeground ? 7 : 0)
    }

    private func colorNumber(_ color: TerminalColor, isForeground: Bool) -> Int32 {
        switch color {
        case .terminalDefault: defaultColorNumber(isForeground: isForeground)
        case .palette(let index): Int32(index)
        case .rgb(let r, let g, let b): quantizer.directColor(red: r, green: g, blue: b)
        }
    }
}
