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
    /// The image id of the kitty query with a file.
    public static let kittyFileQueryID: UInt32 = 4218

    public let route: EscapeRoute
    /// Whether to ask about the kitty graphics protocol.
    public let asksKitty: Bool
    /// A one-pixel file to ask kitty to read (`t=t`, deleted by the terminal once read, as ranger
    /// asks), before the plain kitty query: a terminal on this machine answers OK and gets its
    /// pictures as files (`KittyPictureFiles`). Nil: not asked.
    public var fileProbe: String?

    public init(route: EscapeRoute, asksKitty: Bool, fileProbe: String? = nil) {
        self.route = route
        self.asksKitty = asksKitty
        self.fileProbe = fileProbe
    }

    /// The folder of the probe's file: where pictures go as files when the terminal read it.
    public var fileProbeDirectory: String? {
        fileProbe.map { path in String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    }

    /// Whether the plain queries are part of it (not through tmux, which answers them itself).
    public var asksTerminal: Bool { route == .direct }

    /// The bytes to write, before the session's DA1.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        if asksKitty, let fileProbe {
            out += route.wrap(
                Array("\u{1B}_Gi=\(Self.kittyFileQueryID),s=1,v=1,a=q,t=t,f=24;".utf8)
                    + Base64.encode(Array(fileProbe.utf8)) + Array("\u{1B}\\".utf8))
        }
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
