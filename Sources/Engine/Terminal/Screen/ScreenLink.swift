/// Cells of one screen row to write again after a frame's text, inside a terminal hyperlink (OSC 8)
/// to `target`, or plain (nil) to take a hyperlink off them. A terminal keeps a hyperlink with the
/// cells written while it was open, so the cells are written again as they are, only inside one.
public struct ScreenLink: Sendable, Equatable {
    public let row: Int
    public let columns: Range<Int>
    /// The address, printable ASCII with no space (anything else must be percent-encoded first:
    /// the bytes go inside an escape sequence); nil writes the cells plain.
    public let target: String?

    /// Nil when `target` has a byte outside `!`...`~` (which could end the sequence early and let the
    /// rest reach the terminal as commands) or is longer than `maximumTargetBytes`.
    public init?(row: Int, columns: Range<Int>, target: String?) {
        if let target {
            guard !target.isEmpty, target.utf8.count <= Self.maximumTargetBytes,
                target.utf8.allSatisfy({ $0 >= 0x21 && $0 <= 0x7E })
            else { return nil }
        }
        self.row = row
        self.columns = columns
        self.target = target
    }

    /// Terminals keep an address of a few kilobytes at most (VTE: 2,083 bytes, kitty: 2,048).
    public static let maximumTargetBytes = 2048

    /// `ESC ] 8 ; ; target ESC \`, which opens the hyperlink (with an empty target, closes it).
    public static func sequence(_ target: String?) -> [UInt8] {
        Array("\u{1B}]8;;\(target ?? "")\u{1B}\\".utf8)
    }
}
