import BurinTerminal

/// The keys the viewer's panels share (the field picker, the counts panel): as in a list chooser.
enum PanelKeys {
    /// Lines a page key moves.
    static let page = 10

    static func command(for key: Key) -> ViewerCommand? {
        switch key {
        case .character("j"), .down, .tab, .control("n"): .panelMove(1)
        case .character("k"), .up, .control("p"): .panelMove(-1)
        case .character(" "), .pageDown, .control("f"), .control("d"): .panelMove(page)
        case .character("b"), .pageUp, .control("b"), .control("u"): .panelMove(-page)
        case .character("g"), .home: .panelMove(-Int(Int32.max))
        case .character("G"), .end: .panelMove(Int(Int32.max))
        case .enter, .character("l"), .right: .panelCommit
        case .escape, .character("q"), .character("h"), .left, .control("c"): .panelCancel
        default: nil
        }
    }
}
