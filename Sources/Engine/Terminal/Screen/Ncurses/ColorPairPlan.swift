import BurinCore

/// What a frame's colours come to in ncurses' terms, decided before ncurses is touched: the pairs
/// to define, and the pair and attributes each changed cell is written with. `ColorPairPlanner`
/// makes it; `NcursesFrameWriter` carries it out (`init_extended_pair` for each definition, in order,
/// then the cells).
struct ColorPairPlan: Equatable {
    /// A pair ncurses must be told the colours of before any cell is written with it.
    struct Definition: Equatable {
        var pair: Int32
        var key: ColorPairKey
    }

    /// In the order they were made. A frame planned again in a coarser mode keeps the definitions of
    /// the abandoned attempt (the pair manager remembers them, so ncurses must be told them too); a
    /// pair defined twice ends as its last definition, in the plan as in ncurses. No cell on screen
    /// uses a pair being defined, so defining it changes nothing the terminal shows.
    var definitions: [Definition] = []
    /// The pair of each changed cell, in the order of the frame's `FrameChanges`.
    var pairs: [Int32] = []
    /// The attributes each changed cell is written with: its own, less bold where the colour
    /// reduction gives it up for legibility (`ColorReducer`).
    var attributes: [CellAttributes] = []
    /// The colour mode the cells were reduced in: the screen's own, or a coarser one when the
    /// terminal's pairs could not hold the old screen and this frame together.
    var mode: ColorMode = .none

    /// Empties the plan, keeping its storage for the next frame.
    mutating func removeAll() {
        definitions.removeAll(keepingCapacity: true)
        pairs.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
    }
}
