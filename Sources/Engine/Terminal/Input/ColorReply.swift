import BurinCore

/// The colour answers beside OSC 11's (`BackgroundColorReply`): OSC 10's foreground and OSC 4's
/// palette entries, which a terminal that keeps its background to itself may still give (urxvt
/// 9.30 answers OSC 4 and neither OSC 10 nor 11). Asked with BEL: urxvt ends its answer to a
/// question ended by ST with a lone ESC, which reads as a cancelled string.
public enum ColorReply {
    /// OSC 10 with "?": the default foreground colour.
    public static let foregroundQuestion = Array("\u{1B}]10;?\u{07}".utf8)

    /// OSC 4 with "?" for palette entry `index`.
    public static func paletteQuestion(_ index: Int) -> [UInt8] {
        Array("\u{1B}]4;\(index);?\u{07}".utf8)
    }

    /// `10;rgb:...` or `4;index;rgb:...`; nil for any other OSC.
    static func interpret(osc body: [UInt8]) -> TerminalReply? {
        let text = String(decoding: body, as: UTF8.self)
        if text.hasPrefix("10;") {
            return BackgroundColorReply.color(fromSpec: text.dropFirst(3)).map(TerminalReply.foregroundColor)
        }
        guard text.hasPrefix("4;") else { return nil }
        let fields = text.dropFirst(2).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2, fields[0].count <= 3, let index = Int(fields[0]), (0...255).contains(index),
            let color = BackgroundColorReply.color(fromSpec: fields[1])
        else { return nil }
        return .paletteColor(index: index, color)
    }
}
