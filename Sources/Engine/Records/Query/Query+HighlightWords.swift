extension Query {
    /// The texts a matching record holds as they were typed, for a viewer to mark: what each
    /// bare word, `field:text` and `field=value` looks for, in order, each once. Comparisons,
    /// regular expressions and negated terms mark nothing (no text of theirs is in the record).
    public var highlightWords: [String] {
        var words: [String] = []
        for term in terms where !term.negated {
            switch term.test {
            case .contains(let text), .equals(let text):
                if !words.contains(text.text) { words.append(text.text) }
            case .compare, .matches:
                continue
            }
        }
        return words
    }
}
