import BurinDemoData

/// Every option and subcommand of `burin`: `--help`, `burin.1`, the completions and the parser's
/// list of known flags are made from these.
enum Options {
    static let viewer = OptionSection(
        title: "viewer options",
        options: [
            OptionSpec("workers", .required("N"), "draw threads (default: from the core count)"),
            OptionSpec("fps", .required("N"), "target frame rate (default 60)"),
            OptionSpec("fps-overlay", "start with the fps overlay shown (key f toggles it)"),
            OptionSpec("sync", "draw on the main loop (the baseline asynchronous drawing beats)"),
            OptionSpec("live", .optional("RATE"), "simulate RATE content changes per second (default 5)"),
            OptionSpec(
                "blitter", .required("NAME"), values: ["half", "quadrant", "sextant", "braille"],
                "half (default), quadrant, sextant or braille"),
            OptionSpec(
                "color", .required("MODE"), values: ["direct", "256", "16", "8", "none"],
                aliases: ["truecolor", "24bit"],
                "direct, 256, 16, 8 or none (default: what the terminal offers; NO_COLOR is honoured)"),
            OptionSpec(
                "theme", .required("NAME"), values: ["auto", "dark", "light"],
                "auto (default: the one that matches the terminal's background), dark or light"),
            OptionSpec(
                "base", .required("DIR"), completion: .directory,
                "resolve relative thumbnail paths against DIR (default: the feed file's folder; the current "
                    + "folder for stdin); a thumbnail given as an http:// or https:// URL is fetched instead"),
            OptionSpec(
                "image-cache", .required("DIR|off"), completion: .directory,
                "where pictures fetched by URL are kept between runs (default $XDG_CACHE_HOME/burin/images, "
                    + "else ~/.cache/burin/images); off: memory only"),
            OptionSpec("strict", "stop at the first bad record, with its line and reason"),
            OptionSpec("no-freetype", "draw banner text as terminal characters"),
            OptionSpec(
                "sort", .required("[-]FIELD"),
                "start in FIELD's order (- descending; numbers as numbers, times as times), records without it last"),
        ])

    /// The viewer's own: a snapshot has no mouse, and its --pixels means something else.
    static let terminal = OptionSection(
        title: "terminal options (the viewer only)",
        options: [
            OptionSpec("no-mouse", "leave the mouse to the terminal (for selecting text)"),
            OptionSpec(
                "follow",
                "follow the file as it grows, as less +F and tail -f do (key F toggles it): new records show at "
                    + "the end, and a file rotated or truncated is read again from its start"),
            OptionSpec(
                "pixels", .required("MODE"), values: ["auto", "kitty", "sixel", "off"],
                "auto (default: ask the terminal), kitty, sixel or off: thumbnails in real pixels with kitty "
                    + "graphics (kitty, WezTerm, Ghostty; through tmux with allow-passthrough) or sixel (xterm -ti "
                    + "vt340, foot, mlterm; only where the terminal says its cell size); elsewhere half-blocks"),
            OptionSpec(
                "ambiguous", .required("WIDTH"), values: ["auto", "wide", "narrow"],
                "auto (default: ask the terminal), wide or narrow: how many cells the terminal draws East Asian "
                    + "ambiguous characters in (GNOME Terminal's \"ambiguous-width characters: wide\" takes two); "
                    + "where wide, they are drawn with one-cell characters (BURIN_AMBIGUOUS sets the default)"),
        ])

    static let cards = OptionSection(
        title: "records that are not merchants (API answers, logs, exports)",
        options: [
            OptionSpec(
                "card", .required("NAME"), values: ["auto", "merchant", "generic", "fields"],
                "auto (default: merchants and banners where they are, else a card of what the record has: "
                    + "title, author, picture, age, facts, tags, body), merchant (non-merchants as their first "
                    + "fields, counted), generic (every record so) or fields (every record as its field list)"),
            OptionSpec(
                "title", .required("PATH"),
                "read the card's title through a dotted path instead of guessing it: user.login, labels.0.name, "
                    + "labels.*.name (a leading . is allowed); a record the path finds nothing in shows no title"),
            OptionSpec("byline", .required("PATH"), "the card's author line, as --title"),
            OptionSpec("image", .required("PATH"), "the card's picture (a file or a URL), as --title"),
            OptionSpec("time", .required("PATH"), "the card's time, shown as an age, as --title"),
            OptionSpec("body", .required("PATH"), "the card's body, as --title"),
            OptionSpec("fields", .required("PATH,..."), "the facts (a path with * gives tags)"),
            OptionSpec(
                "records", .required("PATH"),
                "the records are what the jq path PATH reaches (.data.children, .[1].data.children, "
                    + ".Reservations[].Instances[], .\"3166-1\"); . reads the top-level values as they are "
                    + "(default: found by itself, the largest array of records, and named in the status bar)"),
            OptionSpec(
                "now", .required("TIME"),
                "count records' ages from TIME (2026-12-06T12:00:00Z or Unix seconds; default: the clock)"),
        ])

    static let bounds = OptionSection(
        title: "bounds (each stops or slows the work with a message when reached, never the process)",
        options: [
            OptionSpec(
                "spool-limit", .required("BYTES"),
                "stdin, a pipe or a FIFO is copied to an unlinked temporary file of at most this size, then "
                    + "reading stops (default 1G; the only disk used)"),
            OptionSpec(
                "max-rows", .required("N"),
                "records indexed at most (default 1000000000; the index costs about 16 bytes a page of 256 records)"),
            OptionSpec(
                "image-memory", .required("BYTES"),
                "memory all draw threads together may use to decode pictures at once; a larger picture is drawn "
                    + "as initials (default 256M)"),
            OptionSpec(
                "image-cache-size", .required("BYTES"),
                "disk kept for pictures fetched by URL, least recently used dropped first (default 256M). Fixed: "
                    + "4 fetches at once, 256 waiting (the least wanted are dropped), each picture at most 16M, 5 s "
                    + "to answer and 15 s in all, 5 redirects, 32M of pictures in memory"),
        ])

    static let snapshot = OptionSection(
        title: "snapshot options",
        options: [
            OptionSpec("size", .required("COLSxROWS"), "screen size (default 100x40)"),
            OptionSpec(
                "top", .required("ROW"), "row at the top before scrolling, counted from 1 as the status bar counts"),
            OptionSpec("scroll", .required("LINES"), "lines to scroll down"),
            OptionSpec(
                "format", .required("FORMAT"), values: ["text", "ansi", "png"],
                "text (default), ansi or png (png: at most 335544 cells, such as 500x500, and only to --out or a "
                    + "redirected stdout)"),
            OptionSpec(
                "out", .required("PATH"), completion: .file,
                "write there instead of standard output (never over the input file)"),
            OptionSpec(
                "pixels", .required("MODE"), values: ["kitty", "sixel"],
                "png only: kitty or sixel paints the thumbnails in real pixels over their cells (10x20 pixels "
                    + "each; sixel through its 256-colour palette)"),
            OptionSpec(
                "frame", .required("K"), "capture frame K (0-3600) of a scripted scroll instead of a settled screen"),
            OptionSpec("speed", .required("S"), "screens per second of the scripted scroll (default 1)"),
            OptionSpec(
                "timeout", .required("SECONDS"),
                "how long to wait for what is still coming before rendering what came (default 10): input still "
                    + "arriving (a pipe, a FIFO), and pictures by URL for the rows on screen (each fetch is cut "
                    + "off by then too)"),
        ],
        note: "also the viewer's options, the records' and the bounds (--pixels aside)")

    /// The view's records: the viewer and the snapshot start filtered, the export writes them.
    static let query = OptionSection(
        title: "the view",
        options: [
            OptionSpec(
                "filter", .required("QUERY"),
                "the records matching QUERY: words match any value (smart case); field:text, field=value, "
                    + "field>N (>=, <, <=; numbers or dates), field:/regex/, /regex/, -term, \"quoted words\", "
                    + "dotted paths (author.name, labels.*.name); terms are ANDed (the viewer starts as / QUERY "
                    + "Enter would)")
        ])

    static let export = OptionSection(
        title: "export options",
        options: [
            OptionSpec("sort", .required("[-]FIELD"), "in FIELD's order (- descending), records without it last"),
            OptionSpec(
                "format", .required("FORMAT"), values: ["jsonl", "json", "csv"],
                "jsonl (default: each record byte for byte as read, on one line), json (an array) or csv (the records' "
                    + "top-level scalar fields)"),
            OptionSpec(
                "out", .required("PATH|-"), completion: .file,
                "write there (default -: standard output; never over the input file)"),
        ],
        note: "also the records' options and the bounds")

    static let bench = OptionSection(
        title: "bench options (FILE: the feed the scroll scenarios run on; --fps sets their frame rate)",
        options: [
            OptionSpec(
                "feed", .required("NAME"), values: ["photos", "demo"],
                "photos (default: 2,000 merchants with a photo each, made in the cache on the first run) or "
                    + "demo (the bundled demo data)"),
            OptionSpec("size", .required("COLSxROWS"), "screen size (default 200x60)"),
            OptionSpec(
                "scenario", .required("NAME"),
                values: [
                    "steady", "fling", "flick", "jumps", "live", "load", "micro", "quality", "all", "url", "pixels",
                    "keys", "query", "start",
                ],
                "steady, fling, flick, jumps, live (the scroll scenarios), load, micro, quality or all (default "
                    + "all); url: fling with each row's photo by URL from a loopback server (python3, 0-500 ms "
                    + "each) against the same photos as files (not part of all); pixels: fling with thumbnails as "
                    + "kitty graphics (through files, as to a local kitty, and deflated in the escapes, as over "
                    + "ssh), as sixel, and as half-blocks alone; keys: this burin in a pseudo-terminal on the demo "
                    + "feed (or FILE), each key timed to the last byte of its answer, less beside it (not part of all); "
                    + "query: filters, a sort and counts over 200,000 generated records (or FILE), jq timed on the "
                    + "same file (not part of all); start: this burin started 10 times in a pseudo-terminal on the demo "
                    + "feed (or FILE), timed to its first byte and its complete first screen, less beside it (not "
                    + "part of all)"
            ),
            OptionSpec(
                "mode", .required("MODE"), values: ["async", "sync", "both"],
                "async, sync or both (default both: the ratios need both)"),
            OptionSpec("speed", .required("S"), "scroll speed in screens per second (default: the scenario's)"),
            OptionSpec("frames", .required("N"), "frames per run (default 600)"),
            OptionSpec(
                "link", .required("BYTES_PER_S"),
                "pixels: the viewer in a pseudo-terminal drained at this rate (a thin ssh line), j pressed 50 "
                    + "times; bytes written and how long after the last key the text and the pictures settle"),
            OptionSpec("presses", .required("N"), "keys: presses of each key sequence (default 200)"),
            OptionSpec(
                "viewer", .required("PATH"), completion: .file,
                "keys, start, pixels --link: the burin executable to time (default: this one)"),
            OptionSpec(
                "plot", .required("FILE.png"), completion: .file,
                "main-loop time of every frame, async against sync, as a picture"),
            OptionSpec(
                "images", .required("DIR"), completion: .directory,
                "quality: the PNG and JPEG pictures of DIR (default: the demo's, and generated ones)"),
            OptionSpec("cell", .required("WxH"), "quality: a terminal cell in pixels (default 9x18)"),
            OptionSpec(
                "color", .required("MODE"), values: ["direct", "256", "16", "8", "none"],
                aliases: ["truecolor", "24bit"],
                "the scroll scenarios' screen in these colours (default: direct, or 256 where xterm-direct is "
                    + "not installed); quality always measures full colour, 16 and 8"),
            OptionSpec("json", "JSON instead of a table"),
            // One load measurement in a child process (`--scenario load-child --rows N`).
            OptionSpec("rows", .required("N"), hidden: true, "records of a load-child run"),
        ],
        note: "also the viewer's options, the records' and the bounds")

    static let gen = OptionSection(
        title: "gen options",
        options: [
            OptionSpec(
                "count", .required("N"),
                "merchants to write (0 to \(GenCommand.countLimit)); a banner follows every 40th"),
            OptionSpec("seed", .required("S"), "what everything is drawn from (default 1; 0 to 18446744073709551615)"),
            OptionSpec(
                "photos", .required("N|all"),
                "distinct photos the merchants share (default \(FeedGenerator.demoPhotoCount); 0 for none), or "
                    + "all: each merchant its own photo (at most \(GenCommand.photoLimit))"),
            OptionSpec("force", "write into a folder that is not empty, or over an existing file"),
            OptionSpec(
                "out", .required("PATH"), completion: .file,
                "a folder (merchants.jsonl, photos/, thumbs/), a .jsonl file (the records only) or - (standard "
                    + "output); what was written (files, sizes, where) is reported on standard error"),
        ])

    /// Taken by every command.
    static let general = OptionSection(
        title: "general options",
        options: [
            OptionSpec("help", "this text, and where your defaults were read from (also -h and burin help)"),
            OptionSpec("version", "the version and the build's commit"),
            OptionSpec(
                "generate-man", hidden: true, "the man page, burin.1, in roff (scripts/install.sh writes it)"),
            OptionSpec(
                "generate-completions", .required("SHELL"), values: ["bash", "zsh", "fish"], hidden: true,
                "the completion script for SHELL (scripts/install.sh writes them)"),
        ])

    static let commands: [CommandSpec] = [
        CommandSpec(
            name: nil, usage: "burin [FILE|-] [options]",
            summary:
                "scroll through a feed (JSONL, a JSON array, jq's output, or an object wrapping the records: "
                + "{\"items\": [...]})",
            sections: [viewer, query, terminal, cards, bounds]),
        CommandSpec(
            name: "snapshot", usage: "burin snapshot [FILE|-] [options]",
            summary: "render the screen without a terminal", sections: [snapshot, viewer, query, cards, bounds]),
        CommandSpec(
            name: "export", usage: "burin export [FILE|-] [options]",
            summary: "write the records of a view (--filter, --sort) as JSONL, JSON or CSV",
            sections: [query, export, cards, bounds]),
        CommandSpec(
            name: "bench", usage: "burin bench [FILE] [options]",
            summary: "measure the pipeline, async against sync", sections: [bench, viewer, cards, bounds]),
        CommandSpec(
            name: "gen", usage: "burin gen --count N [options] --out DIR|FILE.jsonl|-",
            summary: "write demo data (records, photos) deterministically", sections: [gen]),
        CommandSpec(name: "help", usage: "burin help", summary: "the options (as burin --help)", sections: []),
    ]

    /// What `burin view FILE` also names.
    static let viewerAlias = "view"

    /// The command named `name` (nil or `view`: the viewer).
    static func command(_ name: String?) -> CommandSpec? {
        let wanted = name == viewerAlias ? nil : name
        return commands.first { $0.name == wanted }
    }

    /// Every option any command takes, and the general ones, each once.
    static var all: [OptionSpec] {
        var seen: Set<String> = []
        return (commands.flatMap(\.options) + general.options).filter { seen.insert($0.name).inserted }
    }

    /// The sections `--help` and the man page show, in order, each once.
    static let sections: [OptionSection] = [
        viewer, query, terminal, cards, bounds, snapshot, export, bench, gen, general,
    ]

    static let keys = """
        keys: j/k or arrows scroll, space/b page, d/u half page, g/G ends, 10G row 10, / filter (the query \
        language), n/N next/previous row, Enter unfolds promotions (or every field of a record), l or → \
        walks into the list a record holds and h, ← or Backspace back (h at the top: help), y copies the \
        card's link (OSC 52), Y the record, w writes the view to a new file, o opens the link (xdg-open), \
        s sorts by a field picked from those the records have, S reverses the sort (--sort), c counts a \
        field's values (Enter filters by one), f overlay, R reloads, F follows the file as it grows, ? help, \
        Esc backs out, q quits. Links are \
        hyperlinks where the terminal shows them (BURIN_HYPERLINKS=1 or 0 overrides the guess).
        """

    static let exitStatus = """
        exit status: 0 done, 1 failed (unreadable input, not a JSON feed, --strict error), 2 bad command \
        line, 128 + N ended by signal N (Ctrl-C: 130), 141 stdout closed.
        """

    static let defaultsHelp = """
        defaults of your own: options are read from $XDG_CONFIG_HOME/burin/config (else \
        ~/.config/burin/config, or the file BURIN_CONFIG names, none if it is empty; one option a line, # \
        comments), then from BURIN_OPTS (as less reads LESS), then from the command line, \
        which wins. A default a command does not take is left out for it.
        """
}
