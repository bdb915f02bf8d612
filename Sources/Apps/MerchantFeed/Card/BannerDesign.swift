import BurinCore
import BurinListViewer
import BurinText
import FeedData

/// A promotional banner: big display text drawn with FreeType into half-block pixels, on a rounded
/// gradient, with the subtitle as terminal text beneath it. The title is 12 pixels tall (six rows of
/// half-blocks): the least at which a CJK title stays legible; 9 pixels was a blur.
enum BannerDesign {
    static let height = 9
    static let compactHeight = 1

    static func layout(
        _ banner: Banner, presentation: RowPresentation, style: FeedStyle, builder b: inout RowLayoutBuilder<FeedAction>
    ) -> RowLayout<FeedAction> {
        let t = style.theme
        var from = banner.colors.first ?? t.brand
        var to = banner.colors.dropFirst().first ?? from.mixed(with: .black, 0.35)
        // A gradient cannot show in a terminal's 16 or 8 colours (it would fall into bands, some of
        // them colours no text reads on): there the banner is one colour that text reads on.
        if style.palette != nil {
            from = style.textBackground(from)
            to = from
        }
        let titleStyle = TextStyle(foreground: .white, background: style.usesPixels ? nil : from, attributes: [.bold])
        guard b.width >= MerchantCardDesign.compactWidth, style.usesPixels else {
            let line = AttributedText(banner.title, style: titleStyle)
                .appending("  " + banner.subtitle, style: TextStyle(foreground: .white))
            b.place(line, x: 1, y: 0, width: b.width - 2)
            if style.usesPixels {
                b.paint.append(
                    .gradient(
                        UnitRect(x: 0, y: 0, width: Double(b.width), height: 1), from: from, to: to, angle: 0, radius: 0
                    ))
            }
            b.hit(CellRect(x: 0, y: 0, width: b.width, height: 1), .focusRow)
            FocusMarker.place(lines: 0..<1, presentation: presentation, style: style, builder: &b)
            return b.build(height: compactHeight)
        }
        let panel = UnitRect(x: 1, y: 0, width: Double(b.width - 2), height: Double(height) - 0.5)
        b.paint.append(.shadow(panel, RGBA(0, 0, 0, 90), radius: 3, dx: 0, dy: 0.25, blur: 1))
        b.paint.append(.gradient(panel, from: from, to: to, angle: 20, radius: 3))
        b.paint.append(
            .displayText(
                b.displaySafe(banner.title), UnitRect(x: 4, y: 0.5, width: Double(b.width - 8), height: 6), .white,
                pixelHeight: 6, bold: true))
        b.place(
            AttributedText(banner.subtitle, style: TextStyle(foreground: RGBA(255, 255, 255, 230))), x: 4, y: 7,
            width: b.width - 8)
        b.hit(CellRect(x: 0, y: 0, width: b.width, height: height), .focusRow)
        FocusMarker.place(
            lines: 0..<(height - 1), presentation: presentation, style: style, pixelTop: 0.5,
            pixelHeight: Double(height) - 1.5, builder: &b)
        return b.build(height: height)
    }
}
