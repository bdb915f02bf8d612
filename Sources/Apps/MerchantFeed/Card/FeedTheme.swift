public import BurinCore
import FeedData

/// The colours of the feed. Cards are designed against one of these; the screen reduces them to what
/// the terminal can show.
///
/// A theme is made for a page of one lightness: `page` is the colour between and around the cards.
/// On a terminal whose own background matches the theme (dark on dark, light on light), the page is
/// left to the terminal, so the feed sits on the user's own background; otherwise it is painted
/// (see `FeedStyle.paintsPage`), so cards never stand on a background they were not made for.
///
/// Only the themes below exist, each with its own `id`, so a theme is equal to and hashes as its
/// `id`, and holds nothing counted: it is part of every content key (through `FeedLook`), which the
/// pipeline copies and compares many times a frame.
public struct FeedTheme: Sendable, Hashable {
    /// Folded into every content key: a theme change redraws every row.
    public let id: Int
    private let nameText: StaticString
    public var name: String { nameText.description }
    /// Whether the theme is for a light page (dark text on light cards).
    public let isLight: Bool
    /// Between and around the cards, where the page is painted; a snapshot's default background.
    public let page: RGBA
    /// Text on the page in the terminal's own colour; a snapshot's default foreground.
    public let text: RGBA
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
    /// A filter's match inside a name, category or tag.
    public let match: RGBA
    public let matchText: RGBA
    public let statusBar: RGBA
    public let statusText: RGBA
    /// Badges of states that go well (`open`, `success`) and badly (`failed`, `error`).
    public let positive: RGBA
    public let negative: RGBA

    public static let dark = FeedTheme(
        id: 1, nameText: "dark", isLight: false, page: RGBA(hex: 0x16161D), text: RGBA(hex: 0xD8D8D8),
        card: RGBA(hex: 0x20222B), cardFocused: RGBA(hex: 0x2C3040), focusBar: RGBA(hex: 0xFFC53D),
        title: RGBA(hex: 0xF2F2F2), body: RGBA(hex: 0xC9CBD3), secondary: RGBA(hex: 0x8A8E9C),
        price: RGBA(hex: 0xFF8A3D), rating: RGBA(hex: 0xFFB020), ratingEmpty: RGBA(hex: 0x62667A),
        promotion: RGBA(hex: 0xFF5A5F), promotionBackground: RGBA(hex: 0x3A2226), preorder: RGBA(hex: 0xF7672E),
        brand: RGBA(hex: 0x2F7BF6), badgeText: RGBA(hex: 0xFFFFFF), closed: RGBA(hex: 0x6B6E78),
        busy: RGBA(hex: 0xE0A100), tag: RGBA(hex: 0x6FB7FF), skeleton: RGBA(hex: 0x2A2C35),
        warning: RGBA(hex: 0xFF6B6B), match: RGBA(hex: 0xFFC53D), matchText: RGBA(hex: 0x1D1F24),
        statusBar: RGBA(hex: 0x2B2E3A), statusText: RGBA(hex: 0xDADCE4), positive: RGBA(hex: 0x238636),
        negative: RGBA(hex: 0xDA3633))

    public static let light = FeedTheme(
        id: 2, nameText: "light", isLight: true, page: RGBA(hex: 0xFFFFFF), text: RGBA(hex: 0x1D1F24),
        card: RGBA(hex: 0xEEF0F3), cardFocused: RGBA(hex: 0xFFF1CC), focusBar: RGBA(hex: 0xE69A00),
        title: RGBA(hex: 0x1D1F24), body: RGBA(hex: 0x3A3D45), secondary: RGBA(hex: 0x6E727D),
        price: RGBA(hex: 0xD0520F), rating: RGBA(hex: 0xD98A00), ratingEmpty: RGBA(hex: 0xA9ADB8),
        promotion: RGBA(hex: 0xD8262F), promotionBackground: RGBA(hex: 0xFFE3E3), preorder: RGBA(hex: 0xE2571F),
        brand: RGBA(hex: 0x2F6FE0), badgeText: RGBA(hex: 0xFFFFFF), closed: RGBA(hex: 0x8F939C),
        busy: RGBA(hex: 0xB07800), tag: RGBA(hex: 0x1F62C0), skeleton: RGBA(hex: 0xE2E4E9),
        warning: RGBA(hex: 0xC5221F), match: RGBA(hex: 0xFFD54A), matchText: RGBA(hex: 0x1D1F24),
        statusBar: RGBA(hex: 0xE2E4E9), statusText: RGBA(hex: 0x1D1F24), positive: RGBA(hex: 0x1A7F37),
        negative: RGBA(hex: 0xCF222E))

    /// The themes by name, for `--theme`.
    public static let all: [FeedTheme] = [.dark, .light]

    public static func == (a: FeedTheme, b: FeedTheme) -> Bool { a.id == b.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The theme made for a page of this lightness.
    public static func matching(lightBackground: Bool) -> FeedTheme { lightBackground ? .light : .dark }
}
