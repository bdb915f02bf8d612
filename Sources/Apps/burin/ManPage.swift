/// `burin.1` in roff (man(7) macros), made from the option table: `burin --generate-man`.
enum ManPage {
    static var text: String {
        var out = [
            #".\" burin.1: made by `burin --generate-man` from the option table that `burin --help` shows."#,
            ".TH BURIN 1 \"\" \"burin \(BuildInfo.version)\" \"User Commands\"",
            ".SH NAME",
            #"burin \- an asynchronous feed viewer for the terminal: merchant cards, and cards for any JSON records"#,
            ".SH SYNOPSIS",
        ]
        for command in Options.commands {
            out += [".B " + escape(command.usage), ".br"]
        }
        out += [
            ".SH DESCRIPTION",
            escape(
                "Burin scrolls through a feed of JSON records (JSONL, a JSON array, jq's output, or an object "
                    + "wrapping the records) as cards, laid out and drawn off the main loop. Large files open at "
                    + "once; stdin, a pipe or a FIFO is read as it comes."),
            ".SH COMMANDS",
        ]
        for command in Options.commands {
            out += [".TP", ".B " + escape(command.usage), escape(command.summary)]
        }
        for section in Options.sections {
            out += [".SH " + escape(section.title.uppercased())]
            for option in section.options where !option.hidden {
                out += [".TP", synopsis(option), escape(option.help)]
            }
            if let note = section.note { out += [".PP", escape(note)] }
        }
        out += [
            ".SH KEYS", escape(Options.keys),
            ".SH ENVIRONMENT",
            ".TP", ".B BURIN_OPTS", escape("options read before the command line's, as less reads LESS"),
            ".TP", ".B BURIN_CONFIG", escape("the config file to read instead of the usual one; empty: none"),
            ".TP", ".B XDG_CONFIG_HOME", escape("where the config file is: $XDG_CONFIG_HOME/burin/config"),
            ".TP", ".B XDG_CACHE_HOME", escape("where pictures fetched by URL are kept: $XDG_CACHE_HOME/burin/images"),
            ".TP", ".B NO_COLOR", escape("no colours, unless --color asks for them"),
            ".TP", ".B BURIN_HYPERLINKS", escape("1 or 0: links as OSC 8 hyperlinks or not, instead of the guess"),
            ".TP", ".B BURIN_AMBIGUOUS", escape("wide, narrow or auto: as --ambiguous, which wins"),
            ".SH FILES",
            ".TP", ".I ~/.config/burin/config", escape(Options.defaultsHelp),
            ".SH EXIT STATUS", escape(Options.exitStatus),
            ".SH SEE ALSO", ".BR less (1),", ".BR jq (1)",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    /// `.BI "\-\-fps " N`: the name in bold, its value in italics.
    private static func synopsis(_ option: OptionSpec) -> String {
        switch option.argument {
        case .none: ".B " + escape("--\(option.name)")
        case .required(let meta): ".BI \"" + escape("--\(option.name)") + " \" \"" + escape(meta) + "\""
        case .optional(let meta): ".BI \"" + escape("--\(option.name)") + " [\" \"" + escape(meta) + "\" ]"
        }
    }

    /// Text as roff shows it: backslashes and dashes escaped, no line read as a request.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
            .replacingAll("\"", with: "\\(dq")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
