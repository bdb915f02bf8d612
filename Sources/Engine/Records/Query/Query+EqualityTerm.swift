extension Query {
    /// The term that keeps the records whose field at `path` is `value`, as the language reads it
    /// back (`category=快餐`, `name="Noodle House"`, quotes and backslashes escaped in quotes): what
    /// the counts panel adds to a filter. Nil when the language cannot say it (an empty value, a path
    /// with spaces or operators in its names): the term is read back to make sure it means exactly that.
    public static func equalityTerm(path: String, value: String) -> String? {
        guard !value.isEmpty else { return nil }
        let plain = !value.contains(where: \.isWhitespace) && !value.hasPrefix("\"")
        let written =
            plain ? value : "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        let term = path + "=" + written
        guard let query = try? Query(parsing: term), query.terms.count == 1, let only = query.terms.first,
            !only.negated, only.path?.text == path, case .equals(let wanted) = only.test, wanted.text == value
        else { return nil }
        return term
    }
}
