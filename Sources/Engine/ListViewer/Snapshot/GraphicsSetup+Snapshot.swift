import BurinCore
public import BurinPictures
import BurinSnapshot

extension GraphicsSetup {
    /// What a PNG snapshot's drawings make their pictures for (`SnapshotRequest.pixels`): kitty, at
    /// the PNG's cell size, as for a terminal with cells of that size. A sixel snapshot paints the
    /// same pictures through a sixel palette.
    public static var snapshot: GraphicsSetup {
        let writer = PNGSnapshotWriter()
        return GraphicsSetup(
            graphics: .kitty, route: .direct, cellSize: PixelSize(width: writer.cellWidth, height: writer.cellHeight),
            cellSizeMeasured: true, colorRegisters: 256, terminal: "snapshot", reason: "snapshot --pixels")
    }
}
