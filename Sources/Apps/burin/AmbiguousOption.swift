import BurinTerminal
import BurinText

/// `--ambiguous auto|wide|narrow`, else `BURIN_AMBIGUOUS`: how wide the terminal draws East Asian
/// ambiguous characters; nil (auto): ask it.
enum AmbiguousOption {
    static func parse(_ args: inout Arguments, environment: TerminalEnvironment) throws(UsageError) -> AmbiguousWidth? {
        if let name = args.value("ambiguous") { return try width(name, source: "--ambiguous") }
        if let name = environment.ambiguousWidth, !name.isEmpty { return try width(name, source: "BURIN_AMBIGUOUS") }
        return nil
    }

    private static func width(_ name: String, source: String) throws(UsageError) -> AmbiguousWidth? {
        if name.lowercased() == "auto" { return nil }
        guard let width = AmbiguousWidth(name: name) else {
            throw UsageError("\(source) takes auto, wide or narrow, not '\(Sanitizer.printable(name))'")
        }
        return width
    }
}
