public import BurinCore

/// Pictures reduced to a slow link's colours (`SixelPalette`), kept while they are on screen: a
/// picture drawn again (moved where the terminal cannot be trusted to carry it, repainted after
/// Ctrl-L) is not quantised and encoded again on the main loop.
/// - Note: Main loop only.
public struct SixelReductions<Key: Hashable> {
    private var kept: [Key: (source: SixelPayload, colors: Int, reduced: SixelPayload)] = [:]

    public init() {}

    /// `payload` with at most `colors` colours: itself when it has no more, else its reduction, made
    /// once for as long as the same payload is asked with the same colours under `key`.
    public mutating func payload(_ payload: SixelPayload, key: Key, colors: Int) -> SixelPayload {
        guard colors < payload.image.palette.count else { return payload }
        // The same payload shares its arrays' storage, so this comparison is quick.
        if let entry = kept[key], entry.colors == colors, entry.source == payload { return entry.reduced }
        let reduced = SixelPayload(SixelPalette.reduced(payload.image, to: colors))
        kept[key] = (payload, colors, reduced)
        return reduced
    }

    /// Forgets the pictures of keys no longer shown.
    public mutating func keep(only keys: some Collection<Key>) {
        guard !kept.isEmpty else { return }
        let shown = Set(keys)
        kept = kept.filter { shown.contains($0.key) }
    }
}
