import BurinDemoData

/// The text of `burin --help`.
enum Usage {
    static let text = """
        burin: an asynchronous feed viewer for the terminal: merchant cards, and cards for any JSON records

        usage:
          burin [FILE|-] [options]              scroll through a feed (JSONL, a JSON array, jq's output,
                                                or an object wrapping the records: {"items": [...]})
          burin snapshot [FILE|-] [options]     render the screen without a terminal
          burin bench [FILE] [options]          measure the pipeline, async against sync
          burin help                            this text
          burin gen --count N [options] --out DIR|FILE.jsonl|-
                                                write demo data (records, photos) deterministically

        viewer options:
          --workers N        draw threads (default: from the core count)
          --fps N            target frame rate (default 60)
          --fps-overlay      start with the fps overlay shown (key f toggles it)
          --sync             draw on the main loop (the baseline asynchronous drawing beats)
          --live [RATE]      simulate RATE content changes per second (default 5)
          --blitter NAME     half (default), quadrant, sextant or braille
          --color MODE       direct, 256, 16, 8 or none (default: what the terminal offers;
                             NO_COLOR is honoured)
          --theme NAME       auto (default: the one that matches the terminal's
                             background), dark or light
          --base DIR         resolve relative thumbnail paths against DIR (default: the
                             feed file's folder; the current folder for stdin); a thumbnail
                             given as an http:// or https:// URL is fetched instead
          --image-cache DIR|off  where pictures fetched by URL are kept between runs (default
                             $XDG_CACHE_HOME/burin/images, else ~/.cache/burin/images); off: memory only
          --strict           stop at the first bad record, with its line and reason
          --no-freetype      draw banner text as terminal characters
          --no-mouse         leave the mouse to the terminal (for selecting text)
          --pixels MODE      auto (default: ask the terminal), kitty, sixel or off: thumbnails in
                             real pixels with kitty graphics (kitty, WezTerm, Ghostty; through tmux
                             with allow-passthrough) or sixel (xterm -ti vt340, foot, mlterm; only
                             where the terminal says its cell size); elsewhere half-blocks

        records that are not merchants (API answers, logs, exports):
          --card NAME        auto (default: merchants and banners where they are, else a card of
                             what the record has: title, author, picture, age, facts, tags, body),
                             merchant (non-merchants as their first fields, counted), generic
                             (every record so) or fields (every record as its field list)
          --title PATH       read a part of the card through a dotted path instead of guessing it:
          --byline PATH        user.login, labels.0.name, labels.*.name (a leading . is allowed);
          --image PATH         a record the path finds nothing in shows no such part
          --time PATH
          --body PATH
          --fields PATH,...  the facts (a path with * gives tags)
          --records PATH     the records are what the jq path PATH reaches (.data.children,
                             .[1].data.children, .Reservations[].Instances[], ."3166-1"); . reads
                             the top-level values as they are (default: found by itself, the
                             largest array of records, and named in the status bar)
          --now TIME         count records' ages from TIME (2026-12-06T12:00:00Z or Unix seconds;
                             default: the clock)

        bounds (each stops or slows the work with a message when reached, never the process):
          --spool-limit BYTES  stdin, a pipe or a FIFO is copied to an unlinked temporary file of at
                             most this size, then reading stops (default 1G; the only disk used)
          --max-rows N       records indexed at most (default 1000000000; the index costs about
                             16 bytes a page of 256 records)
          --image-memory BYTES  memory all draw threads together may use to decode pictures at once;
                             a larger picture is drawn as initials (default 256M)
          --image-cache-size BYTES  disk kept for pictures fetched by URL, least recently used
                             dropped first (default 256M). Fixed: 4 fetches at once, 256 waiting
                             (the least wanted are dropped), each picture at most 16M, 5 s to
                             answer and 15 s in all, 5 redirects, 32M of pictures in memory

        snapshot options:
          --size COLSxROWS   screen size (default 100x40)
          --top ROW          row at the top before scrolling, counted from 1 as the
                             status bar counts
          --scroll LINES     lines to scroll down
          --format FORMAT    text (default), ansi or png (png: at most 335544 cells, such as 500x500,
                             and only to --out or a redirected stdout)
          --out PATH         write there instead of standard output (never over the input file)
          --pixels MODE      png only: kitty or sixel paints the thumbnails in real pixels over
                             their cells (10x20 pixels each; sixel through its 256-colour palette)
          --frame K          capture frame K (0-3600) of a scripted scroll instead of a settled screen
          --speed S          screens per second of the scripted scroll (default 1)
          --timeout SECONDS  how long to wait for what is still coming before rendering what came
                             (default 10): input still arriving (a pipe, a FIFO), and pictures by
                             URL for the rows on screen (each fetch is cut off by then too)
          also --blitter, --color, --theme, --base, --workers, --no-freetype, --card, the card
          paths, --records and --now

        bench options (FILE: the feed the scroll scenarios run on; --fps sets their frame rate):
          --feed NAME        photos (default: 2,000 merchants with a photo each, made in the
                             cache on the first run) or demo (the bundled demo data)
          --size COLSxROWS   (default 200x60)
          --scenario NAME    steady, fling, flick, jumps, live (the scroll scenarios), load,
                             micro, quality or all (default all); url: fling with each row's
                             photo by URL from a loopback server (python3, 0-500 ms each)
                             against the same photos as files (not part of all); pixels: fling
                             with thumbnails as kitty graphics (through files, as to a local
                             kitty, and deflated in the escapes, as over ssh), as sixel, and
                             as half-blocks alone;
                             keys: this burin in a pseudo-terminal on the demo feed (or FILE),
                             each key timed to the last byte of its answer, less beside it
                             (not part of all)
          --mode MODE        async, sync or both (default both: the ratios need both)
          --speed S          scroll speed in screens per second (default: the scenario's)
          --frames N         frames per run (default 600)
          --link BYTES_PER_S  pixels: the viewer in a pseudo-terminal drained at this rate (a
                             thin ssh line), j pressed 50 times; bytes written and how long
                             after the last key the text and the pictures settle
          --presses N        keys: presses of each key sequence (default 200)
          --viewer PATH      keys: the burin executable to time (default: this one)
          --plot FILE.png    main-loop time of every frame, async against sync, as a picture
          --images DIR       quality: the PNG and JPEG pictures of DIR (default: the demo's,
                             and generated ones)
          --cell WxH         quality: a terminal cell in pixels (default 9x18)
          --color MODE       the scroll scenarios' screen in these colours (default: direct, or
                             256 where xterm-direct is not installed); quality always measures
                             full colour, 16 and 8
          --json             JSON instead of a table

        gen options:
          --count N          merchants to write (0 to \(GenCommand.countLimit)); a banner follows every 40th
          --seed S           what everything is drawn from (default 1; 0 to 18446744073709551615)
          --photos N|all     distinct photos the merchants share (default \(FeedGenerator.demoPhotoCount); 0 for none), or
                             all: each merchant its own photo (at most \(GenCommand.photoLimit))
          --force            write into a folder that is not empty, or over an existing file
          --out PATH         a folder (merchants.jsonl, photos/, thumbs/), a .jsonl file (the
                             records only) or - (standard output)
          what was written (files, sizes, where) is reported on standard error

        keys: j/k or arrows scroll, space/b page, d/u half page, g/G ends, 10G row 10,
        / filter, n/N next/previous row, Enter unfolds promotions (or every field of a record),
        y copies the card's link (OSC 52), o opens it (xdg-open), f overlay, ? help,
        Esc backs out, q quits. Links are hyperlinks where the terminal shows them
        (BURIN_HYPERLINKS=1 or 0 overrides the guess).

        exit status: 0 done, 1 failed (unreadable input, not a JSON feed, --strict error),
        2 bad command line, 128 + N ended by signal N (Ctrl-C: 130), 141 stdout closed.
        """
}
