/// The scroll region stays set between frames: a list scrolled a line at a time sets it once, where
/// setting and resetting it each frame cost a one-line scroll three escapes (`csr` twice and the
/// cursor move `csr` undoes, 21 of its bytes). What must not run inside a smaller region gets the
/// whole screen back first.
extension FrameEncoder {
    /// The whole screen as the scroll region, as this terminal spells it (empty without `csr`).
    var wholeRegion: [UInt8] {
        guard size.height > 0, let setRegion = escapes.scrollRegion else { return [] }
        return setRegion(0, size.height - 1)
    }

    /// Appends what gives the terminal its whole screen as the scroll region again, where a scroll
    /// left a smaller one: before pictures (a sixel ending on a region's bottom row moves the cursor
    /// past it, which would scroll the region) and before the session leaves (the shell's lines
    /// scroll the whole screen).
    mutating func releaseRegion(into out: inout [UInt8]) {
        guard let region, size.height > 0, region != 0...(size.height - 1) else { return }
        out += wholeRegion
        self.region = 0...(size.height - 1)
        // `csr` leaves the cursor where terminfo does not say.
        cursor = nil
    }
}
