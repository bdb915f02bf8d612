/// Shell completion scripts made from the option table: `burin --generate-completions bash|zsh|fish`.
/// Each completes the subcommands, each command's options, and the values an option lists.
enum Completions {
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// The commands, under the name the scripts give them (`view`: the viewer, also with no command).
    private static var commands: [(name: String, options: [OptionSpec])] {
        Options.commands.map { command in
            (command.name ?? Options.viewerAlias, (command.options + Options.general.options).filter { !$0.hidden })
        }
    }

    private static var commandWords: String {
        (Options.commands.compactMap(\.name) + [Options.viewerAlias]).joined(separator: " ")
    }

    // MARK: bash

    static var bash: String {
        var out = [
            "# bash completion for burin: made by `burin --generate-completions bash` from its option table.",
            "_burin() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=view opts",
            "    if ((COMP_CWORD > 1)); then",
            "        case ${COMP_WORDS[1]} in \(commandWords.replacingAll(" ", with: "|"))) command=${COMP_WORDS[1]} ;; esac",
            "    fi",
            "    case $command in",
        ]
        for (name, options) in commands {
            out.append("    \(name))")
            var cases: [String] = []
            for option in options where option.argument != .none {
                let reply =
                    switch option.completion {
                    case .values: "COMPREPLY=($(compgen -W '\(option.values.joined(separator: " "))' -- \"$cur\"))"
                    case .file: "COMPREPLY=($(compgen -f -- \"$cur\"))"
                    case .directory: "COMPREPLY=($(compgen -d -- \"$cur\"))"
                    case .none: "COMPREPLY=()"
                    }
                cases.append("            --\(option.name)) \(reply); return ;;")
            }
            if !cases.isEmpty { out += ["        case $prev in"] + cases + ["        esac"] }
            out.append("        opts='\(options.map { "--\($0.name)" }.joined(separator: " "))' ;;")
        }
        out += [
            "    esac",
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))",
            "    elif ((COMP_CWORD == 1)); then",
            "        COMPREPLY=($(compgen -W '\(commandWords)' -- \"$cur\") $(compgen -f -- \"$cur\"))",
            "    else",
            "        COMPREPLY=($(compgen -f -- \"$cur\"))",
            "    fi",
            "}",
            "complete -o filenames -F _burin burin",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: zsh

    static var zsh: String {
        var out = [
            "#compdef burin",
            "# zsh completion for burin: made by `burin --generate-completions zsh` from its option table.",
            "_burin() {",
            "  local command=view",
            "  if (( CURRENT > 2 )); then",
            "    case $words[2] in",
            "      \(commandWords.replacingAll(" ", with: "|"))) command=$words[2]; shift words; (( CURRENT-- )) ;;",
            "    esac",
            "  fi",
            "  case $command in",
        ]
        for (name, options) in commands {
            out.append("    \(name))")
            out.append("      _arguments -s \\")
            for option in options {
                out.append("        '\(zshSpec(option))' \\")
            }
            // Without a command, the first word is a command or the feed's file.
            let rest =
                name == Options.viewerAlias
                ? "'1: :_alternative \"commands:command:(\(commandWords))\" \"files:file:_files\"' '*:file:_files'"
                : "'*:file:_files'"
            out.append("        \(rest) ;;")
        }
        out += ["  esac", "}", "_burin \"$@\""]
        return out.joined(separator: "\n") + "\n"
    }

    /// `--name=[help]:META:(values)`; `=` lets the value follow as `--name=value` or as the next word.
    private static func zshSpec(_ option: OptionSpec) -> String {
        let help = "[\(zshText(shortHelp(option)))]"
        switch option.argument {
        case .none: return "--\(option.name)\(help)"
        case .required(let meta), .optional(let meta):
            let optional = option.argument == .required(meta) ? ":" : "::"
            let action =
                switch option.completion {
                case .values: "(\(option.values.joined(separator: " ")))"
                case .file: "_files"
                case .directory: "_files -/"
                case .none: " "
                }
            return "--\(option.name)=\(help)\(optional)\(zshText(meta)):\(action)"
        }
    }

    /// Text inside a single-quoted `_arguments` spec: no quotes, brackets or colons.
    private static func zshText(_ text: String) -> String {
        String(text.filter { !"'[]:\\".contains($0) })
    }

    // MARK: fish

    static var fish: String {
        var out = [
            "# fish completion for burin: made by `burin --generate-completions fish` from its option table.",
            "function __burin_command",
            "    set -l words (commandline -opc)",
            "    set -l command view",
            "    if test (count $words) -ge 2; and contains -- $words[2] \(commandWords)",
            "        set command $words[2]",
            "    end",
            "    contains -- $command $argv",
            "end",
            "complete -c burin -n 'test (count (commandline -opc)) -eq 1' -a '\(commandWords)'",
        ]
        for (name, options) in commands {
            for option in options {
                var line = "complete -c burin -n '__burin_command \(name)' -l \(option.name)"
                if option.argument != .none {
                    switch option.completion {
                    case .values: line += " -x -a '\(option.values.joined(separator: " "))'"
                    case .file: line += " -r -F"
                    case .directory: line += " -x -a '(__fish_complete_directories)'"
                    case .none: line += " -x"
                    }
                }
                line += " -d '\(String(shortHelp(option).filter { $0 != "'" && $0 != "\\" }))'"
                out.append(line)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The help's first clause, for a menu (the values, where it lists them first).
    private static func shortHelp(_ option: OptionSpec) -> String {
        if !option.values.isEmpty { return "one of " + option.values.joined(separator: " ") }
        let cut = option.help.prefix { !";(:".contains($0) }
        let words = cut.split(separator: " ").prefix(10).joined(separator: " ")
        return words.isEmpty ? option.name : words
    }
}
