import BurinCore
import BurinListViewer
public import BurinRaster
import BurinText
import MerchantFeed

/// `burin bench --plot PATH.png`: main-loop time of every frame of each scroll scenario, async against
/// sync, one panel per scenario, drawn with Burin's own canvas, FreeType text and PNG writer, so the
/// README can show the effect rather than a table.
public struct FramePlot {
    /// One panel: a scenario's two runs.
    public struct Panel: Sendable {
        public var title: String
        public var async: [Double]
        public var sync: [Double]
        public var frameBudgetMs: Double

        public init(title: String, async: [Double], sync: [Double], frameBudgetMs: Double) {
            self.title = title
            self.async = async
            self.sync = sync
            self.frameBudgetMs = frameBudgetMs
        }
    }

    public var panels: [Panel]
    public var width = 1200
    public var panelHeight = 260

    static let background = RGBA(hex: 0xFFFFFF)
    static let ink = RGBA(hex: 0x222222)
    static let grid = RGBA(hex: 0xDDDDDD)
    static let budget = RGBA(hex: 0xC0392B)
    static let asyncColor = RGBA(hex: 0x1F77B4)
    static let syncColor = RGBA(hex: 0xFF7F0E)

    public init(panels: [Panel]) {
        self.panels = panels
    }

    /// The plot as PNG bytes.
    public func png() throws(ImageError) -> [UInt8] {
        try PNGCodec.encode(render())
    }

    /// The plot as pixels.
    public func render() -> PixelCanvas {
        var canvas = PixelCanvas(width: width, height: panelHeight * max(1, panels.count), fill: Self.background)
        let text = FreeTypeTextPainter()
        for (i, panel) in panels.enumerated() {
            draw(panel, top: i * panelHeight, on: &canvas, text: text)
        }
        return canvas
    }

    private func draw(_ panel: Panel, top: Int, on canvas: inout PixelCanvas, text: FreeTypeTextPainter) {
        let left = 70
        let right = width - 20
        let plotTop = top + 34
        let plotBottom = top + panelHeight - 30
        let frames = max(panel.async.count, panel.sync.count, 2)
        // The scale fits the slower run's 99th percentile, so one outlier does not flatten the rest;
        // frames beyond it are drawn at the top edge.
        let p99 = max(
            FrameStatistics.percentile(panel.sync, 99), FrameStatistics.percentile(panel.async, 99),
            panel.frameBudgetMs * 1.2)
        let maxMs = Self.niceCeiling(p99)
        func x(_ frame: Int) -> Int { left + (right - left) * frame / (frames - 1) }
        func y(_ ms: Double) -> Int {
            let t = min(1, max(0, ms / maxMs))
            return plotBottom - Int((Double(plotBottom - plotTop) * t).rounded())
        }
        label(panel.title, x: left, y: top + 6, size: 16, bold: true, on: &canvas, text: text)
        legend(at: right - 330, y: top + 8, on: &canvas, text: text)
        for step in 0...4 {
            let ms = maxMs * Double(step) / 4
            let gy = y(ms)
            line(from: (left, gy), to: (right, gy), color: Self.grid, on: &canvas)
            label(DecimalText.fixed(ms, ms < 10 ? 1 : 0) + " ms", x: 8, y: gy - 8, size: 12, on: &canvas, text: text)
        }
        let budgetY = y(panel.frameBudgetMs)
        line(from: (left, budgetY), to: (right, budgetY), color: Self.budget, on: &canvas)
        label("frame budget", x: right - 90, y: budgetY - 17, size: 11, color: Self.budget, on: &canvas, text: text)
        polyline(panel.sync, x: x, y: y, color: Self.syncColor, on: &canvas)
        polyline(panel.async, x: x, y: y, color: Self.asyncColor, on: &canvas)
        line(from: (left, plotBottom), to: (right, plotBottom), color: Self.ink, on: &canvas)
        line(from: (left, plotTop), to: (left, plotBottom), color: Self.ink, on: &canvas)
        label("frame", x: (left + right) / 2 - 20, y: plotBottom + 6, size: 12, on: &canvas, text: text)
    }

    private func legend(at x: Int, y: Int, on canvas: inout PixelCanvas, text: FreeTypeTextPainter) {
        for (i, (name, color)) in [
            ("async (workers draw)", Self.asyncColor), ("sync (main loop draws)", Self.syncColor),
        ]
        .enumerated() {
            let ox = x + i * 170
            canvas.fillRoundedRect(
                UnitRect(x: Double(ox), y: Double(y + 4), width: 18, height: 8), radius: 2, color: color)
            label(name, x: ox + 24, y: y, size: 12, on: &canvas, text: text)
        }
    }

    private func polyline(
        _ values: [Double], x: (Int) -> Int, y: (Double) -> Int, color: RGBA, on canvas: inout PixelCanvas
    ) {
        guard values.count > 1 else { return }
        for i in 1..<values.count {
            line(from: (x(i - 1), y(values[i - 1])), to: (x(i), y(values[i])), color: color, on: &canvas)
        }
    }

    /// A one-pixel line (Bresenham), blended.
    private func line(from a: (Int, Int), to b: (Int, Int), color: RGBA, on canvas: inout PixelCanvas) {
        var (x0, y0) = a
        let (x1, y1) = b
        let dx = abs(x1 - x0)
        let dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1
        let sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        while true {
            canvas.blend(x: x0, y: y0, color)
            if x0 == x1 && y0 == y1 { return }
            let e2 = 2 * error
            if e2 >= dy {
                error += dy
                x0 += sx
            }
            if e2 <= dx {
                error += dx
                y0 += sy
            }
        }
    }

    private func label(
        _ string: String, x: Int, y: Int, size: Int, bold: Bool = false, color: RGBA = FramePlot.ink,
        on canvas: inout PixelCanvas, text: FreeTypeTextPainter
    ) {
        let rect = UnitRect(x: Double(x), y: Double(y), width: Double(width - x), height: Double(size + 6))
        _ = text.paint(string, in: rect, color: color, pixelHeight: size, bold: bold, on: &canvas)
    }

    /// 1, 2 or 5 times a power of ten, at least `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        for step in [1.0, 2.0, 5.0, 10.0] where magnitude * step >= value { return magnitude * step }
        return magnitude * 10
    }
}
