/// `--pixels`: what the user asks for.
///
/// - `auto` (the default) asks the terminal and uses what it answers: kitty graphics, else sixel,
///   else half-blocks. Nothing is asked of a terminal known to print escapes it does not understand.
/// - `kitty` / `sixel` skip asking which protocol the terminal speaks, for terminals whose answer
///   is lost (a relay, an old multiplexer); the cell size is still asked for. They are still refused
///   where the escapes would show as garbage (TERM=linux, dumb, vt100, ...) or cannot pass (sixel
///   under tmux).
/// - `off` never asks and never sends graphics: the output is exactly that of a build without them.
public enum PixelRequest: String, Sendable, CaseIterable {
    case auto
    case kitty
    case sixel
    case off

    /// The request named on the command line; nil for anything else.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
