/// The two kinds of type Burin draws with: proportional display text and terminal-cell text.
public enum FontFamily: Hashable, Sendable {
    /// Proportional sans-serif (DejaVu Sans where installed), for display text drawn into pixels.
    case sans
    /// Monospace (DejaVu Sans Mono where installed), for text that must line up with terminal cells.
    case monospace
}
