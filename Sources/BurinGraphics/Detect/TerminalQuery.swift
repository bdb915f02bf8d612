/// The questions written to the terminal at start-up, and when their answers are complete.
///
/// Direct: the kitty graphics query (`a=q` on a 1x1 image: answered "OK" by a kitty-protocol
/// terminal, ignored by others), XTVERSION, the cell and text-area sizes (`CSI 16 t`, `CSI 14 t`),
/// the number of sixel colour registers (XTSMGRAPHICS), and last DA1 (`CSI c`), which every
/// terminal answers and answers in order: once DA1's reply is in, nothing else is coming and the
/// wait ends long before the timeout (notcurses' trick).
///
/// Through tmux only the kitty query is sent, wrapped: tmux answers DA1 itself at once, before the
/// outer terminal's answer has made its way back, so under tmux the kitty reply itself ends the wait.
public struct TerminalQuery: Sendable, Equatable {
    /// The image id of the kitty query, so its answer is told from any other program's.
    public static let kittyQueryID: UInt32 = 4217

    public let route: EscapeRoute
    /// Whether to ask about the kitty graphics protocol.
    public let asksKitty: Bool

    public init(route: EscapeRoute, asksKitty: Bool) {
        self.route = route
        self.asksKitty = asksKitty
    }

    /// Whether DA1 and the other plain queries are part of it (not through tmux, which answers
    /// them itself).
    public var asksTerminal: Bool { route == .direct }

    /// The bytes to write.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        if asksKitty {
            out += route.wrap(Array("\u{1B}_Gi=\(Self.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8))
        }
        if asksTerminal {
            out += Array("\u{1B}[>0q\u{1B}[16t\u{1B}[14t\u{1B}[?1;1;0S\u{1B}[c".utf8)
        }
        return out
    }

    /// Whether `answers` holds everything that can still come.
    public func isAnswered(_ answers: TerminalAnswers) -> Bool {
        asksTerminal ? answers.primaryAttributes != nil : (!asksKitty || answers.kittyGraphics != nil)
    }
}
