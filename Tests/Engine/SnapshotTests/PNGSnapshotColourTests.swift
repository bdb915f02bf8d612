import BurinCore
import BurinRaster
import BurinSnapshot
import BurinTerminal
import Testing

/// A PNG snapshot shows what a terminal of the requested colour depth shows: reduced colours, or none.
@Suite struct PNGSnapshotColourTests {
    /// An orange price on a dark card, a blue badge, and a half-block pixel pair.
    static let grid: CellGrid = {
        var grid = CellGrid(size: CellSize(width: 4, height: 1))
        grid[0, 0] = Cell("¥", foreground: .rgb(0xFF, 0x8A, 0x3D), background: .rgb(0x20, 0x22, 0x2B))
        grid[1, 0] = Cell("美", width: 2, foreground: .rgb(255, 255, 255), background: .rgb(0x2F, 0x7B, 0xF6))
        grid[2, 0] = .continuation(background: .rgb(0x2F, 0x7B, 0xF6))
        grid[3, 0] = Cell("▀", foreground: .rgb(0x12, 0x34, 0x56), background: .rgb(0x65, 0x43, 0x21))
        return grid
    }()

    static func colours(_ mode: ColorMode, theme: PNGSnapshotTheme = .dark) throws -> Set<RGBA> {
        let canvas = try PNGSnapshotWriter(cellWidth: 6, cellHeight: 12, theme: theme, colorMode: mode).render(grid)
        return Set(canvas.pixels)
    }

    @Test func everyModeGivesItsOwnPicture() throws {
        let pictures = try ColorMode.allCases.map { mode in
            try PNGSnapshotWriter(colorMode: mode).encode(Self.grid)
        }
        #expect(Set(pictures).count == ColorMode.allCases.count, "two colour modes gave the same PNG")
    }

    @Test func palettesShowOnlyTheirOwnColours() throws {
        let theme = PNGSnapshotTheme.dark
        let allowedBy: [(ColorMode, Set<RGBA>)] = [
            (.palette8, Set((0..<8).map { ColorQuantizer.paletteColor(UInt8($0)) })),
            (.palette16, Set((0..<16).map { ColorQuantizer.paletteColor(UInt8($0)) })),
            (.palette256, Set((16..<256).map { ColorQuantizer.paletteColor(UInt8($0)) })),
        ]
        for (mode, allowed) in allowedBy {
            // The block cell is pure colour; text is anti-aliased between its ink and its paper.
            let canvas = try PNGSnapshotWriter(cellWidth: 6, cellHeight: 12, theme: theme, colorMode: mode)
                .render(Self.grid)
            let block = (0..<12).flatMap { y in (18..<24).map { canvas[$0, y] } }
            #expect(block.allSatisfy { allowed.contains($0) }, "\(mode): \(Set(block))")
        }
    }

    @Test func noColourMeansNoColour() throws {
        let theme = PNGSnapshotTheme.dark
        let colours = try Self.colours(.none)
        let fg = theme.foreground
        let bg = theme.background
        // Only the terminal's own two colours and their blends (anti-aliased glyph edges).
        for c in colours {
            let t = fg.r == bg.r ? 0 : Double(Int(c.r) - Int(bg.r)) / Double(Int(fg.r) - Int(bg.r))
            let expected = bg.mixed(with: fg, t)
            #expect(abs(Int(expected.g) - Int(c.g)) <= 2 && abs(Int(expected.b) - Int(c.b)) <= 2, "colour \(c)")
        }
        #expect(!colours.contains(RGBA(0xFF, 0x8A, 0x3D)), "the orange price is gone")
        #expect(!colours.contains(RGBA(0x2F, 0x7B, 0xF6)), "the blue badge is gone")
    }

    @Test func aLightTerminalGivesALightPage() throws {
        let light = PNGSnapshotTheme(foreground: RGBA(hex: 0x1D1F24), background: .white)
        let canvas = try PNGSnapshotWriter(cellWidth: 6, cellHeight: 12, theme: light)
            .render(CellGrid(size: CellSize(width: 3, height: 2)))
        #expect(canvas.pixels.allSatisfy { $0 == .white })
    }
}
