public import BurinCore

/// The colours of the feed. Cards are designed against one of these; the screen reduces them to what
/// the terminal can show.
public struct FeedTheme: Sendable, Hashable {
    /// Folded into every content key: a theme change redraws every row.
    public let id: Int
    public let name: String
    public let card: RGBA
    public let cardFocused: RGBA
    public let focusBar: RGBA
    public let title: RGBA
    public let body: RGBA
    public let secondary: RGBA
    public let price: RGBA
    public let rating: RGBA
    public let ratingEmpty: RGBA
    public let promotion: RGBA
    public let promotionBackground: RGBA
    public let preorder: RGBA
    public let brand: RGBA
    public let badgeText: RGBA
    public let closed: RGBA
    public let busy: RGBA
    public let tag: RGBA
    public let skeleton: RGBA
    public let warning: RGBA

    public static let dark = FeedTheme(
        id: 1, name: "dark", card: RGBA(hex: 0x20222B), cardFocused: RGBA(hex: 0x2C3040),
        focusBar: RGBA(hex: 0xFFC53D), title: RGBA(hex: 0xF2F2F2), body: RGBA(hex: 0xC9CBD3),
        secondary: RGBA(hex: 0x8A8E9C), price: RGBA(hex: 0xFF8A3D), rating: RGBA(hex: 0xFFB020),
        ratingEmpty: RGBA(hex: 0x4A4D58), promotion: RGBA(hex: 0xFF5A5F), promotionBackground: RGBA(hex: 0x3A2226),
        preorder: RGBA(hex: 0xF7672E), brand: RGBA(hex: 0x2F7BF6), badgeText: RGBA(hex: 0xFFFFFF),
        closed: RGBA(hex: 0x6B6E78), busy: RGBA(hex: 0xE0A100), tag: RGBA(hex: 0x6FB7FF),
        skeleton: RGBA(hex: 0x2A2C35), warning: RGBA(hex: 0xFF6B6B))

    public static let light = FeedTheme(
        id: 2, name: "light", card: RGBA(hex: 0xFFFFFF), cardFocused: RGBA(hex: 0xFFF6DC),
        focusBar: RGBA(hex: 0xFFB300), title: RGBA(hex: 0x1D1F24), body: RGBA(hex: 0x3A3D45),
        secondary: RGBA(hex: 0x80848F), price: RGBA(hex: 0xE0601A), rating: RGBA(hex: 0xF29A00),
        ratingEmpty: RGBA(hex: 0xD5D7DC), promotion: RGBA(hex: 0xE8313A), promotionBackground: RGBA(hex: 0xFFE8E8),
        preorder: RGBA(hex: 0xF7672E), brand: RGBA(hex: 0x2F7BF6), badgeText: RGBA(hex: 0xFFFFFF),
        closed: RGBA(hex: 0xA0A3AB), busy: RGBA(hex: 0xC98A00), tag: RGBA(hex: 0x1F6FD1),
        skeleton: RGBA(hex: 0xE9EAEE), warning: RGBA(hex: 0xD93025))

    /// The themes by name, for `--theme`.
    public static let all: [FeedTheme] = [.dark, .light]
}
