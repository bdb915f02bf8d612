/// Answers the questions a program asks its terminal at start (its background colour, OSC 11; device
/// attributes, DA1), found in its output, at once, as a prompt terminal would, so the program under
/// measurement starts as it does in a real terminal rather than waiting out its timeouts. (The
/// questions themselves, as the viewer writes them, are BurinTerminal's `TerminalQuestions`.)
///
/// Questions split over reads are found: the last bytes of each read are kept for the next.
struct StartupQuestionAnswerer {
    /// A question and its answer: a dark background (`rgb:0000/0000/0000`) and a VT220 with colour.
    private static let answers: [(question: [UInt8], answer: [UInt8])] = [
        (Array("\u{1B}]11;?\u{07}".utf8), Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8)),
        (Array("\u{1B}]11;?\u{1B}\\".utf8), Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8)),
        (Array("\u{1B}[c".utf8), Array("\u{1B}[?62;22c".utf8)),
        (Array("\u{1B}[0c".utf8), Array("\u{1B}[?62;22c".utf8)),
    ]
    private static let longest = answers.map(\.question.count).max() ?? 0

    /// The end of the output read so far, shorter than the longest question.
    private var tail: [UInt8] = []
    /// Questions answered so far.
    private(set) var answered = 0

    /// The answers to the questions that end in `bytes` (the program's newest output), in order.
    mutating func answers(after bytes: [UInt8]) -> [UInt8] {
        let window = tail + bytes
        var reply: [UInt8] = []
        // Only questions ending in the new bytes: those within the tail were answered before.
        for end in (tail.count + 1)...max(tail.count + 1, window.count) where end <= window.count {
            for (question, answer) in Self.answers where end >= question.count {
                if window[(end - question.count)..<end].elementsEqual(question) {
                    reply += answer
                    answered += 1
                }
            }
        }
        tail = Array(window.suffix(Self.longest - 1))
        return reply
    }
}
