import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// The card of any object record: the picture at the left (when the record names one), then the
/// title with the record's age at the right, the byline and the link shown short, facts as badges and
/// pairs with the tags after them, and two lines of the body. A part the record lacks lets the next
/// move up. Unfolded (Enter), every field follows, as a list. One line when the row is narrow.
enum GenericCardDesign {
    /// Lines of the body shown.
    static let excerptLines = 2

    static func layout(
        _ r: GenericRecord, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        b.width < MerchantCardDesign.compactWidth
            ? compact(r, presentation: presentation, style: style, builder: &b)
            : regular(r, presentation: presentation, style: style, builder: &b)
    }

    /// Lines the card takes at `width`, folded, before it is laid out (the scroll estimate): the body
    /// is counted at two lines.
    static func estimatedHeight(of r: GenericRecord, width: Int) -> Int {
        guard width >= MerchantCardDesign.compactWidth else { return 1 }
        var lines = 1
        if r.byline != nil || r.link != nil { lines += 1 }
        if !r.facts.isEmpty || !r.tags.isEmpty { lines += 1 }
        if r.excerpt != nil { lines += excerptLines }
        let thumbRows = r.picture == nil ? 0 : (width >= 60 ? 4 : 3)
        return max(lines, thumbRows) + 1
    }

    // MARK: Regular

    private static func regular(
        _ r: GenericRecord, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        let hasPicture = style.usesPixels && r.picture != nil
        let thumbColumns = hasPicture ? (b.width >= 60 ? 8 : 6) : 0
        let thumbRows = thumbColumns / 2
        let textX = hasPicture ? 2 + thumbColumns + 2 : 2
        let right = b.width - 2
        let textWidth = right - textX
        var y = 0

        // The title, and the record's age at the right (with the date when focused).
        let time = timeLabel(r.time, now: style.now, focused: presentation.focused, room: textWidth, builder: b)
        let timeWidth = b.measure(time)
        if timeWidth > 0 {
            b.place(
                AttributedText(time, style: TextStyle(foreground: t.secondary)), x: right - timeWidth, y: y,
                width: timeWidth)
        }
        let titleWidth = textWidth - (timeWidth > 0 ? timeWidth + 2 : 0)
        if let title = r.title {
            let titleStyle = TextStyle(foreground: t.title, attributes: [.bold])
            b.place(MatchHighlight.marked(title, titleStyle, presentation, style), x: textX, y: y, width: titleWidth)
        } else {
            b.place(
                AttributedText("line \(r.line)", style: TextStyle(foreground: t.secondary)), x: textX, y: y,
                width: titleWidth)
        }
        y += 1

        // Who, and where on the web.
        if placeByline(r, presentation: presentation, style: style, x: textX, y: y, width: textWidth, builder: &b) {
            y += 1
        }
        // Facts, then tags.
        if placeFacts(r, presentation: presentation, style: style, x: textX, y: y, width: textWidth, builder: &b) {
            y += 1
        }
        // The body.
        if let excerpt = r.excerpt {
            let block = b.place(
                MatchHighlight.marked(excerpt, TextStyle(foreground: t.body), presentation, style), x: textX, y: y,
                width: textWidth, maxLines: excerptLines)
            y += max(1, block.size.height)
        }

        var contentRows = max(thumbRows, y, 1)
        if presentation.unfolded {
            let top = contentRows
            contentRows += FieldListDesign.place(
                r.outline, line: r.line, x: 2, y: top, width: b.width - 4, presentation: presentation, style: style,
                builder: &b)
            b.hit(CellRect(x: 0, y: top, width: b.width, height: contentRows - top), .toggleExpanded)
        }
        return CardEnding.card(contentRows: contentRows, presentation: presentation, style: style, builder: &b) {
            paintCard(
                r, presentation: presentation, theme: t, contentRows: contentRows, thumbColumns: thumbColumns,
                builder: &$0)
        }
    }

    /// "by octocat  github.com/…/issues/12"; false when the record has neither.
    private static func placeByline(
        _ r: GenericRecord, presentation: RowPresentation, style: FeedStyle, x: Int, y: Int, width: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Bool {
        let t = style.theme
        var column = x
        if let byline = r.byline {
            let text =
                AttributedText("by ", style: TextStyle(foreground: t.secondary))
                + MatchHighlight.marked(byline, TextStyle(foreground: t.body), presentation, style)
            // With a link beside it the byline keeps at most half the line.
            let room = r.link == nil ? width : max(width / 2, min(width, 12))
            let block = b.place(text, x: column, y: y, width: room)
            column += block.size.width + 2
        }
        if let link = r.link, x + width - column >= 8 {
            let shown = ShortLink.text(link)
            let linkStyle = TextStyle(foreground: t.secondary, attributes: [.underline])
            let block = b.place(
                MatchHighlight.marked(shown, linkStyle, presentation, style), x: column, y: y, width: x + width - column
            )
            b.hit(CellRect(x: column, y: y, width: block.size.width, height: 1), .link(link))
            column += block.size.width
        }
        return column > x
    }

    /// Badges, then facts as "name value", then tags, whole or not at all; false when none fits.
    private static func placeFacts(
        _ r: GenericRecord, presentation: RowPresentation, style: FeedStyle, x: Int, y: Int, width: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> Bool {
        let t = style.theme
        var elements: [(AttributedText, FeedAction?)] = []
        for fact in r.facts {
            let name = TextStyle(foreground: t.secondary)
            let value = TextStyle(foreground: t.body)
            switch fact.kind {
            case .badge(let tone):
                let colour: RGBA =
                    switch tone {
                    case .positive: t.positive
                    case .negative: t.negative
                    case .ended: t.closed
                    case .neutral: t.brand
                    case .warning: t.match
                    case .quiet: t.secondary
                    }
                // White on the warning's yellow is hard to read: its text is dark, as a match's is.
                let text = tone == .warning && style.usesPixels ? t.matchText : t.badgeText
                let badge = TextStyle(
                    foreground: text, background: style.usesPixels ? colour : nil,
                    attributes: style.usesPixels ? [] : [.reverse])
                elements.append((MatchHighlight.marked(" \(fact.value) ", badge, presentation, style), nil))
            case .flag:
                elements.append(
                    (
                        AttributedText("✓ ", style: value)
                            + MatchHighlight.marked(fact.name, name, presentation, style), nil
                    ))
            case .number, .text:
                elements.append(
                    (
                        MatchHighlight.marked(fact.name, name, presentation, style) + AttributedText(" ", style: value)
                            + MatchHighlight.marked(fact.value, value, presentation, style), nil
                    ))
            }
        }
        for tag in r.tags {
            let tagStyle = TextStyle(foreground: t.tag)
            elements.append(
                (
                    AttributedText("#", style: tagStyle) + MatchHighlight.marked(tag, tagStyle, presentation, style),
                    .filter(tag)
                ))
        }
        return ElementLine.place(elements, x: x, y: y, width: width, gap: 2, builder: &b)
    }

    /// The age ("3 h ago"), with the date when focused ("2024-05-01 14:05 UTC · 3 h ago") where there
    /// is room: a title keeps at least half the line. Without a `now`, the date alone.
    private static func timeLabel(
        _ time: RecordTime?, now: RecordTime?, focused: Bool, room: Int, builder b: RowLayoutBuilder<FeedAction>
    ) -> String {
        guard let time else { return "" }
        let relative = now.map { TimeText.relative(time, now: $0) }
        var choices: [String] = []
        if focused || relative == nil {
            choices.append(TimeText.absolute(time) + (relative.map { " · " + $0 } ?? ""))
        }
        if let relative { choices.append(relative) }
        return choices.first { b.measure($0) <= room / 2 } ?? ""
    }

    /// The pixel layer: the panel, the focus bar, the picture (the byline's or title's initials while
    /// it cannot be had).
    private static func paintCard(
        _ r: GenericRecord, presentation: RowPresentation, theme t: FeedTheme, contentRows: Int, thumbColumns: Int,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) {
        let panel = UnitRect(x: 0, y: 0, width: Double(b.width), height: Double(contentRows) + 0.5)
        b.paint.append(.fill(panel, presentation.focused ? t.cardFocused : t.card, radius: 2))
        if presentation.focused {
            b.paint.append(
                .fill(UnitRect(x: 0, y: 0.5, width: 1, height: Double(contentRows) - 0.5), t.focusBar, radius: 0))
        }
        guard let picture = r.picture, thumbColumns > 0 else { return }
        let thumb = UnitRect(x: 2, y: 0.5, width: Double(thumbColumns), height: Double(thumbColumns / 2))
        let who = r.byline ?? r.title ?? ""
        let fallback = ImageFallback(
            label: MerchantCardDesign.initials(of: who), background: MerchantCardDesign.color(for: who))
        b.image(picture, in: thumb, radius: 1.5, fallback: fallback)
    }

    // MARK: Compact

    private static func compact(
        _ r: GenericRecord, presentation: RowPresentation, style: FeedStyle,
        builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        let age = r.time.flatMap { time in style.now.map { TimeText.relative(time, now: $0) } } ?? ""
        let ageWidth = b.measure(age) <= b.width / 3 ? b.measure(age) : 0
        if ageWidth > 0 {
            b.place(
                AttributedText(age, style: TextStyle(foreground: t.secondary)), x: b.width - 1 - ageWidth, y: 0,
                width: ageWidth)
        }
        var line = MatchHighlight.marked(
            r.title ?? "line \(r.line)",
            TextStyle(foreground: r.title == nil ? t.secondary : t.title, attributes: [.bold]),
            presentation, style)
        if let byline = r.byline {
            line.append(" · ", style: TextStyle(foreground: t.secondary))
            line.append(MatchHighlight.marked(byline, TextStyle(foreground: t.secondary), presentation, style))
        }
        b.place(line, x: 1, y: 0, width: b.width - 1 - (ageWidth > 0 ? ageWidth + 2 : 0))
        return CardEnding.line(presentation: presentation, style: style, builder: &b)
    }
}
