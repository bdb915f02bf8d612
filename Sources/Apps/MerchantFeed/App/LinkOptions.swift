import BurinPictures
public import BurinTerminal

/// What the viewer does with a card's link beyond showing it: a hyperlink where the terminal shows
/// them, a copy to the clipboard (`y`, OSC 52), opening it in the browser (`o`).
public struct LinkOptions: Sendable {
    /// The terminal shows OSC 8 hyperlinks (`TerminalEnvironment.showsHyperlinks`).
    public var hyperlinks = false
    /// Inside tmux, which takes OSC 52 itself (with `set-clipboard on`) unless the request travels
    /// through its passthrough (where graphics detection found it on).
    public var insideTmux = false
    /// Opens an address in the browser; nil when there is nothing to open it with.
    public var opener: LinkOpener?

    public init() {}

    /// For the terminal `environment` names, with `xdg-open` when `PATH` has one.
    public static func detect(environment: TerminalEnvironment) -> LinkOptions {
        var options = LinkOptions()
        options.hyperlinks = environment.showsHyperlinks
        options.insideTmux = environment.isTmux
        options.opener = LinkOpener.xdgOpen()
        return options
    }
}
