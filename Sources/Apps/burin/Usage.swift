/// The text of `burin --help`, made from the option table.
enum Usage {
    /// Where a help line's text starts, and how wide the text is.
    static let helpColumn = 21
    static let width = 100

    static func text(defaults: DefaultOptions.Report) -> String {
        var lines = [
            "burin: an asynchronous feed viewer for the terminal: merchant cards, and cards for any JSON records",
            "",
            "usage:",
        ]
        for command in Options.commands {
            lines += entry(command.usage, command.summary, indent: 2, column: 40)
        }
        for section in Options.sections {
            let shown = section.options.filter { !$0.hidden }
            lines += ["", "\(section.title):"]
            for option in shown {
                lines += entry(option.synopsis, option.help, indent: 2, column: helpColumn)
            }
            if let note = section.note { lines += wrap(note, width: width - 2).map { "  " + $0 } }
        }
        for paragraph in [Options.keys, Options.exitStatus, Options.defaultsHelp] {
            lines += [""] + wrap(paragraph, width: width)
        }
        lines += [""] + defaults.lines
        return lines.joined(separator: "\n")
    }

    /// `  --name VALUE      help` with the help wrapped at `column`; on a line of its own when the
    /// name leaves no room.
    private static func entry(_ name: String, _ help: String, indent: Int, column: Int) -> [String] {
        let head = String(repeating: " ", count: indent) + name
        let body = wrap(help, width: width - column)
        let pad = String(repeating: " ", count: column)
        if head.count + 2 <= column {
            let first = head + String(repeating: " ", count: column - head.count) + (body.first ?? "")
            return [first] + body.dropFirst().map { pad + $0 }
        }
        // Too long for the column: the help follows two spaces on, then continues at the column.
        let rest = wrap(help, width: width - head.count - 2)
        guard let first = rest.first else { return [head] }
        let tail = wrap(String(help.dropFirst(first.count)).trimmingLeadingSpaces, width: width - column)
        return [head + "  " + first] + tail.map { pad + $0 }
    }
}

/// Words joined into lines of at most `width` characters (a longer word has a line of its own).
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if line.isEmpty {
            line = String(word)
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = String(word)
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
