import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// The merchant card: a rounded thumbnail, then name and rating, sales and delivery, prices, badges
/// and tags, promotions. One canvas, not a tree of widgets (Graver's idea): every element is placed
/// by arithmetic on the width, and an absent element lets the next one move up.
enum MerchantCardDesign {
    /// Below this many columns a card is one line.
    static let compactWidth = 40

    static func layout(
        _ m: Merchant, presentation: RowPresentation, style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        b.width < compactWidth
            ? compact(m, presentation: presentation, style: style, builder: &b)
            : regular(m, presentation: presentation, style: style, builder: &b)
    }

    /// Lines a card will take at `width`, before it is laid out (the scroll estimate).
    static func estimatedHeight(width: Int) -> Int { width < compactWidth ? 1 : 6 }

    // MARK: Regular

    private static func regular(
        _ m: Merchant, presentation: RowPresentation, style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        let closed = m.status == .closed
        let muted: CellAttributes = closed ? .dim : []
        func tint(_ c: RGBA) -> RGBA { closed ? t.closed : c }

        let thumbColumns = style.usesPixels ? (b.width >= 60 ? 8 : 6) : 0
        let thumbRows = thumbColumns / 2
        let textX = style.usesPixels ? 2 + thumbColumns + 2 : 2
        let right = b.width - 2
        let textWidth = right - textX
        var y = 0

        // Name, and the rating at the right. A missing rating says so; it is not 0.0 stars.
        let rating: AttributedText
        if let value = m.rating {
            let (filled, empty) = FeedFormat.stars(value)
            let score = FeedFormat.rating(value)
            rating =
                textWidth >= 28
                ? AttributedText(filled, style: TextStyle(foreground: tint(t.rating)))
                    .appending(empty, style: TextStyle(foreground: tint(t.ratingEmpty)))
                    .appending(" " + score, style: TextStyle(foreground: tint(t.rating), attributes: [.bold]))
                : AttributedText("★" + score, style: TextStyle(foreground: tint(t.rating), attributes: [.bold]))
        } else {
            rating = AttributedText(
                textWidth >= 28 ? "暂无评分" : "★—", style: TextStyle(foreground: tint(t.secondary), attributes: muted))
        }
        let ratingWidth = rating.runs.reduce(0) { $0 + b.measure($1.string) }
        let titleStyle = TextStyle(foreground: tint(t.title), attributes: [.bold])
        b.place(
            MatchHighlight.marked(trimmed(m.name), titleStyle, presentation, style), x: textX, y: y,
            width: textWidth - ratingWidth - 1)
        b.place(rating, x: right - ratingWidth, y: y, width: ratingWidth)
        y += 1

        // Category, sales, delivery time and distance; the status at the right. Fields the record does
        // not give are left out, and a line with nothing on it lets the next move up.
        let secondary = TextStyle(foreground: tint(t.secondary), attributes: muted)
        let statusText: (String, RGBA)? =
            switch m.status {
            case .open: nil
            case .busy: ("繁忙", t.busy)
            case .closed: ("休息中", t.closed)
            }
        var statusWidth = 0
        if let (label, color) = statusText {
            let badge = AttributedText(
                " \(label) ", style: TextStyle(foreground: t.badgeText, background: style.textBackground(color)))
            statusWidth = b.measure(" \(label) ")
            b.place(badge, x: right - statusWidth, y: y, width: statusWidth)
        }
        let deliveryFields = [
            m.monthlySales.map { "月售\(FeedFormat.count($0))" }, m.deliveryMinutes.map { "\($0)分钟" },
            m.distanceKm.map(FeedFormat.distance),
        ].compactMap { $0 }.map { AttributedText($0, style: secondary) }
        let lineWidth = textWidth - statusWidth - 1
        let categoryStyle = TextStyle(foreground: tint(t.tag), attributes: muted)
        let category = b.place(
            MatchHighlight.marked(trimmed(m.category), categoryStyle, presentation, style), x: textX, y: y,
            width: min(lineWidth, 12))
        b.hit(CellRect(x: textX, y: y, width: category.size.width, height: 1), .filter(m.category))
        let after = category.size.width > 0 ? category.size.width + 2 : 0
        let delivery = wholeFields(deliveryFields, width: lineWidth - after, builder: b)
        b.place(delivery, x: textX + after, y: y, width: lineWidth - after)
        if category.size.width > 0 || !delivery.isEmpty || statusWidth > 0 { y += 1 }

        // Prices. A delivery fee of 0 is free delivery; a missing one is not shown at all.
        let priceStyle = TextStyle(foreground: tint(t.price), attributes: muted)
        let fee = m.deliveryFee.map { $0 > 0 ? FeedFormat.price($0) : "免费" }
        let priceFields = [
            m.minOrder.map { ("起送 ", FeedFormat.price($0)) }, fee.map { ("配送 ", $0) },
            m.avgPrice.map { ("人均 ", FeedFormat.price($0)) },
        ].compactMap { $0 }.map { AttributedText($0.0, style: secondary).appending($0.1, style: priceStyle) }
        let prices = wholeFields(priceFields, width: textWidth, builder: b)
        b.place(prices, x: textX, y: y, width: textWidth)
        if !prices.isEmpty { y += 1 }

        // Badges then tags, flowing left to right; an absent badge lets the next move up.
        if placeBadges(
            m, presentation: presentation, style: style, closed: closed, x: textX, y: y, width: textWidth, builder: &b)
        {
            y += 1
        }

        // Promotions: one line with "+N", or all of them when expanded.
        // Only promotions that do not all fit on one line can be unfolded: a card whose promotions
        // already show in full has nothing to unfold, and no "收起" to fold.
        let promotionTop = y
        let promotions = m.promotions.filter(isShown)
        let foldable = !fitOnOneLine(promotions, width: textWidth, builder: b)
        y += placePromotions(
            promotions, expanded: presentation.unfolded && foldable, theme: t, closed: closed, x: textX, y: y,
            width: textWidth, builder: &b)
        if y > promotionTop, foldable {
            b.hit(CellRect(x: textX, y: promotionTop, width: textWidth, height: y - promotionTop), .toggleExpanded)
        }

        let contentRows = max(thumbRows, y, 1)
        return CardEnding.card(contentRows: contentRows, presentation: presentation, style: style, builder: &b) {
            paintCard(
                m, presentation: presentation, style: style, contentRows: contentRows, thumbColumns: thumbColumns,
                builder: &$0)
        }
    }

    /// Whether every promotion pill fits on one line of `width`, one column apart.
    private static func fitOnOneLine(_ promotions: [String], width: Int, builder b: RowLayoutBuilder<FeedAction>)
        -> Bool
    {
        let total = promotions.reduce(0) { $0 + b.measure(" \($1) ") } + max(0, promotions.count - 1)
        return total <= width
    }

    /// The leading `fields` that fit whole in `width`, two spaces apart: a number cut to "1.…" or
    /// "¥…" reads as a wrong number, so a field that does not fit is left out (with those after it,
    /// to keep their order), never truncated.
    private static func wholeFields(_ fields: [AttributedText], width: Int, builder b: RowLayoutBuilder<FeedAction>)
        -> AttributedText
    {
        var line = AttributedText()
        var used = 0
        for field in fields {
            let gap = used > 0 ? 2 : 0
            let w = field.runs.reduce(0) { $0 + b.measure($1.string) }
            guard used + gap + w <= width else { break }
            if gap > 0 { line.append("  ", style: field.runs.first?.style ?? .plain) }
            line.append(field)
            used += gap + w
        }
        return line
    }

    /// The card's pixel layer: a rounded panel ending half a line into the last row (a half-block gap
    /// between cards), a focus bar, the rounded thumbnail (dimmed when closed).
    private static func paintCard(
        _ m: Merchant, presentation: RowPresentation, style: FeedStyle, contentRows: Int, thumbColumns: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) {
        let t = style.theme
        let panel = UnitRect(x: 0, y: 0, width: Double(b.width), height: Double(contentRows) + 0.5)
        b.paint.append(.fill(panel, presentation.focused ? t.cardFocused : t.card, radius: 2))
        if presentation.focused {
            b.paint.append(
                .fill(UnitRect(x: 0, y: 0.5, width: 1, height: Double(contentRows) - 0.5), t.focusBar, radius: 0))
        }
        let thumb = UnitRect(x: 2, y: 0.5, width: Double(thumbColumns), height: Double(thumbColumns / 2))
        let fallback = ImageFallback(label: initials(of: m.name), background: style.textBackground(color(for: m.name)))
        b.image(m.thumbnailPath ?? "", in: thumb, radius: 1.5, fallback: fallback)
        if m.status == .closed {
            b.paint.append(.fill(thumb, RGBA(0, 0, 0, 150), radius: 1.5))
        }
    }

    private static func placeBadges(
        _ m: Merchant, presentation: RowPresentation, style: FeedStyle, closed: Bool, x: Int, y: Int, width: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Bool {
        let t = style.theme
        var elements: [(AttributedText, FeedAction?)] = []
        func solid(_ s: String, _ c: RGBA) -> AttributedText {
            AttributedText(
                " \(s) ",
                style: TextStyle(foreground: t.badgeText, background: style.textBackground(closed ? t.closed : c)))
        }
        if let preorder = m.preorder, isShown(preorder) {
            elements.append((solid("预订", t.preorder), nil))
            let edge = TextStyle(foreground: closed ? t.closed : t.preorder)
            elements.append(
                (AttributedText("▕", style: edge).appending(preorder, style: edge).appending("▏", style: edge), nil))
        }
        if let brand = m.deliveryBrand, isShown(brand) { elements.append((solid(brand, t.brand), nil)) }
        for tag in m.tags where isShown(tag) {
            let tagStyle = TextStyle(foreground: closed ? t.closed : t.tag)
            elements.append(
                (
                    AttributedText("#", style: tagStyle) + MatchHighlight.marked(tag, tagStyle, presentation, style),
                    .filter(tag)
                ))
        }
        return ElementLine.place(elements, x: x, y: y, width: width, gap: 1, builder: &b)
    }

    /// Places promotion pills; returns the lines used.
    ///
    /// Collapsed, one line ends in "+N ▾" for the N not shown; room for that label is kept exactly,
    /// so the count is never cut. A first pill too long for its line is shortened with "…" rather
    /// than hidden, so the line never shows the label alone.
    private static func placePromotions(
        _ promotions: [String], expanded: Bool, theme t: FeedTheme, closed: Bool, x: Int, y: Int, width: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Int {
        guard !promotions.isEmpty, width > 4 else { return 0 }
        let pill = TextStyle(
            foreground: closed ? t.closed : t.promotion, background: closed ? nil : t.promotionBackground)
        let more = TextStyle(foreground: t.secondary)
        func moreLabel(_ hidden: Int) -> String { "+\(hidden) ▾" }
        var line = 0
        var column = x
        for (i, promotion) in promotions.enumerated() {
            let w = b.measure(" \(promotion) ")
            let after = promotions.count - i - 1
            let reserve = !expanded && after > 0 ? b.measure(moreLabel(after)) + 1 : 0
            if column + w + reserve > x + width {
                if expanded, column > x {
                    line += 1
                    column = x
                } else if !expanded, column > x || width - reserve < 4 {
                    let label = moreLabel(after + 1)
                    b.place(AttributedText(label, style: more), x: column, y: y + line, width: x + width - column)
                    return line + 1
                }
            }
            let used = placePill(
                promotion, style: pill, x: column, y: y + line, width: x + width - column - reserve, builder: &b)
            column += used + 1
            if !expanded, used < w, after > 0 {
                b.place(AttributedText(moreLabel(after), style: more), x: column, y: y + line, width: reserve - 1)
                return line + 1
            }
        }
        if expanded, promotions.count > 1 {
            let label = "收起 ▴"
            let w = b.measure(label)
            if column + w > x + width {
                line += 1
                column = x
            }
            b.place(AttributedText(label, style: more), x: column, y: y + line, width: w)
        }
        return line + 1
    }

    /// One pill, " text ", within `width` columns: shortened with "…" when it does not fit, keeping
    /// its closing pad. Returns the columns it took.
    private static func placePill(
        _ promotion: String, style: TextStyle, x: Int, y: Int, width: Int, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Int {
        let whole = b.measure(" \(promotion) ")
        if whole <= width {
            b.place(AttributedText(" \(promotion) ", style: style), x: x, y: y, width: whole)
            return whole
        }
        guard width >= 2 else { return 0 }
        let block = b.place(AttributedText(" \(promotion)", style: style), x: x, y: y, width: width - 1)
        b.place(AttributedText(" ", style: style), x: x + block.size.width, y: y, width: 1)
        return block.size.width + 1
    }

    // MARK: Compact

    private static func compact(
        _ m: Merchant, presentation: RowPresentation, style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        let closed = m.status == .closed
        // Rating and time in columns of their own, right-aligned, so they line up from row to row; a
        // value the record lacks shows as a dash in its column.
        let ratingText = m.rating.map { "★" + FeedFormat.rating($0) } ?? "—"
        let timeText = m.deliveryMinutes.map { "\($0)分" } ?? "—"
        // "★4.6" and up to "999分": wider values (hours of delivery) push their own row only.
        let ratingColumn = 4
        let timeColumn = max(5, b.measure(timeText))
        let tailWidth = 1 + ratingColumn + 1 + timeColumn
        let nameWidth = b.width - 1 - tailWidth - 1
        let titleStyle = TextStyle(foreground: closed ? t.closed : t.title, attributes: [.bold])
        if nameWidth >= 1 {
            b.place(
                MatchHighlight.marked(trimmed(m.name), titleStyle, presentation, style), x: 1, y: 0, width: nameWidth)
            let ratingX = b.width - 1 - timeColumn - 1 - ratingColumn
            let ratingStyle = TextStyle(foreground: m.rating == nil || closed ? t.closed : t.rating)
            b.place(
                AttributedText(ratingText, style: ratingStyle), x: ratingX + ratingColumn - b.measure(ratingText),
                y: 0, width: ratingColumn)
            b.place(
                AttributedText(timeText, style: TextStyle(foreground: t.secondary)),
                x: b.width - 1 - b.measure(timeText), y: 0, width: timeColumn)
        } else {
            b.place(
                MatchHighlight.marked(trimmed(m.name), titleStyle, presentation, style), x: 1, y: 0, width: b.width - 1)
        }
        return CardEnding.line(presentation: presentation, style: style, builder: &b)
    }

    /// A name or category without surrounding whitespace, so it starts in the text column like the
    /// lines under it and a blank one takes no room.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether a label has anything to show: an empty or all-blank badge, tag or pill would be an
    /// empty frame, "#" alone, or a coloured gap.
    static func isShown(_ label: String) -> Bool {
        label.contains { !$0.isWhitespace }
    }

    // MARK: Fallback thumbnail

    /// The first letter of the name (a CJK character or an emoji is enough on its own), taken from
    /// the name's sanitised display clusters like every other text: a ZWJ family is its first emoji,
    /// and a control, a lone combining mark, an unassigned or private-use scalar or a bidi control is
    /// skipped rather than shown (it would make the tile the wrong width, or show a marker).
    static func initials(of name: String) -> String {
        for cluster in TextMetrics.clusters(name) where isInitial(cluster) {
            // Upper case may change the text ("ß" is "SS"): its first display cluster is the initial.
            let upper = TextMetrics.clusters(cluster.text.uppercased()).first { isInitial($0) } ?? cluster
            return upper.text
        }
        return "?"
    }

    /// Whether a display cluster can stand for a name: it starts with a letter, a digit or a symbol
    /// (an emoji) that is not one of the sanitiser's own markers.
    private static func isInitial(_ cluster: Cluster) -> Bool {
        guard let first = cluster.text.unicodeScalars.first else { return false }
        switch first.value {
        case 0xFFFD, 0x25CC, 0x2400...0x2426: return false
        default: break
        }
        switch first.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber,
            .letterNumber, .otherNumber, .otherSymbol, .mathSymbol, .currencySymbol:
            return true
        default:
            return false
        }
    }

    /// A stable, pleasant colour for a name: a hue from a hash, fixed saturation and lightness.
    static func color(for name: String) -> RGBA {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let palette: [UInt32] = [
            0xE57373, 0xF06292, 0xBA68C8, 0x7986CB, 0x4FC3F7, 0x4DB6AC, 0x81C784, 0xFFB74D, 0xA1887F,
        ]
        return RGBA(hex: palette[Int(hash % UInt32(palette.count))])
    }
}
