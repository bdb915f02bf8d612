public import BurinTerminal

/// The graphics questions written to the terminal at start-up, and when their answers are complete.
///
/// Direct: the kitty graphics query (`a=q` on a 1x1 image: answered "OK" by a kitty-protocol
/// terminal, ignored by others), XTVERSION, the cell and text-area sizes (`CSI 16 t`, `CSI 14 t`)
/// and the number of sixel colour registers (XTSMGRAPHICS). DA1 (`CSI c`) follows them, with any
/// other question of the session before it (`TerminalQuestions`): every terminal answers DA1 and
/// answers in order, so once DA1's answer is in, nothing else is coming (notcurses' trick).
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

    /// Whether the plain queries are part of it (not through tmux, which answers them itself).
    public var asksTerminal: Bool { route == .direct }

    /// The bytes to write, before the session's DA1.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        if asksKitty {
            out += route.wrap(Array("\u{1B}_Gi=\(Self.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8))
        }
        if asksTerminal {
            out += Array("\u{1B}[>0q\u{1B}[16t\u{1B}[14t\u{1B}[?1;1;0S".utf8)
        }
        return out
    }

    /// Whether `answers` holds everything that can still come.
    public func isAnswered(_ answers: TerminalAnswers) -> Bool {
        asksTerminal ? answers.primaryAttributes != nil : (!asksKitty || answers.kittyGraphics != nil)
    }
}
