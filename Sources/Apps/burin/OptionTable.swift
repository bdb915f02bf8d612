/// One option of the command line: the single source `--help`, the man page, the shell completions
/// and the parser's list of known flags are all made from.
struct OptionSpec: Sendable {
    /// What follows the option's name.
    enum Argument: Sendable, Equatable {
        /// A switch: `--sync`.
        case none
        /// A value that must follow: `--fps N`.
        case required(String)
        /// A value that may follow, when it is a number: `--live [RATE]`.
        case optional(String)
    }

    /// What a shell offers for the option's value.
    enum Completion: Sendable, Equatable {
        /// Nothing: a number, a path inside the records, a time.
        case none
        case file
        case directory
        /// One of `values`.
        case values
    }

    /// Without the leading dashes.
    let name: String
    let argument: Argument
    /// The values the option takes, where they are a closed set (`auto`, `kitty`, `sixel`, `off`).
    let values: [String]
    /// Other names the parser takes for them, shown nowhere (`--color truecolor`).
    let aliases: [String]
    let completion: Completion
    /// One paragraph; wrapped by whoever shows it.
    let help: String
    /// Known to the parser but shown nowhere (a bench child's own flag, the generators).
    let hidden: Bool

    init(
        _ name: String, _ argument: Argument = .none, values: [String] = [], aliases: [String] = [],
        completion: Completion? = nil, hidden: Bool = false, _ help: String
    ) {
        self.name = name
        self.argument = argument
        self.values = values
        self.aliases = aliases
        self.completion = completion ?? (values.isEmpty ? .none : .values)
        self.hidden = hidden
        self.help = help
    }

    /// A switch.
    init(_ name: String, hidden: Bool = false, _ help: String) {
        self.init(name, .none, hidden: hidden, help)
    }

    /// `--fps N`, `--live [RATE]`, `--sync`.
    var synopsis: String {
        switch argument {
        case .none: "--\(name)"
        case .required(let meta): "--\(name) \(meta)"
        case .optional(let meta): "--\(name) [\(meta)]"
        }
    }
}

/// A titled group of options, as `--help` and the man page show them.
struct OptionSection: Sendable {
    let title: String
    let options: [OptionSpec]
    /// A line shown after the options (what else the command takes).
    var note: String?
}

/// A subcommand: its usage line, what it does, and the sections of options it takes.
struct CommandSpec: Sendable {
    /// nil for the viewer, which is what `burin FILE` runs (`burin view FILE` also does).
    let name: String?
    let usage: String
    let summary: String
    let sections: [OptionSection]

    /// Every option the command takes, each once (the first section that names it wins).
    var options: [OptionSpec] {
        var seen: Set<String> = []
        return sections.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }
}
