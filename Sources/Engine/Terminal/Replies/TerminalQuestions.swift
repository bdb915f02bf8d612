/// The questions a session asks its terminal at start, in one write: each is answered (or not) in
/// the order asked, and DA1 comes last, since every terminal answers it: once its answer is in,
/// nothing else is coming.
public enum TerminalQuestions {
    /// DA1: the primary device attributes.
    public static let primaryAttributes = Array("\u{1B}[c".utf8)

    /// `questions` in order, then DA1; nothing at all when there is no question.
    public static func bytes(_ questions: [[UInt8]]) -> [UInt8] {
        let asked = questions.filter { !$0.isEmpty }
        guard !asked.isEmpty else { return [] }
        return asked.flatMap { $0 } + primaryAttributes
    }
}
