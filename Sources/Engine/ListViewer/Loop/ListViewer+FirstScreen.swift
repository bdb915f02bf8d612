/// The first screen's rows started before the first frame.
extension ListViewer {
    /// Lets the pipeline schedule the first screen's layouts and drawings without showing a frame:
    /// called while the first frame waits for the terminal's answers, so the workers draw meanwhile
    /// instead of after. Drawn in the look the viewer starts with; answers that change it (a light
    /// background) draw the rows again, as they would have anyway.
    public func startFirstScreen() {
        let style = app.style
        if style != pipeline.style { pipeline.style = style }
        _ = pipeline.frame(viewportHeight: viewportHeight)
        executors.afterFrame()
    }

    /// Whether the last frame showed every row on screen drawn (none a placeholder).
    public var showsEveryRowDrawn: Bool {
        lastFrame?.rows.allSatisfy { $0.display != .placeholder } ?? false
    }
}
