#ifndef BURIN_CNCURSESW_SHIM_H
#define BURIN_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE; without one of these curses.h hides the wide API.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* curses.h spells these as macros (casts, NCURSES_BITS, function-like macros), which Swift does not
   import. Each carries one value or one operation across, under a burin_ prefix. */

/* Cell attributes for setcchar. */
static const attr_t burin_wa_normal = WA_NORMAL;
static const attr_t burin_wa_bold = WA_BOLD;
static const attr_t burin_wa_dim = WA_DIM;
static const attr_t burin_wa_italic = WA_ITALIC;
static const attr_t burin_wa_underline = WA_UNDERLINE;
static const attr_t burin_wa_reverse = WA_REVERSE;

/* The most wide characters one cchar_t holds: a spacing character plus combining marks. */
static const int burin_ccharw_max = CCHARW_MAX;

/* C globals are not concurrency-safe in Swift 6; the owner reads them on the main loop through these. */
static inline WINDOW *burin_stdscr(void) { return stdscr; }
static inline WINDOW *burin_curscr(void) { return curscr; }
static inline int burin_colors(void) { return COLORS; }
static inline int burin_color_pairs(void) { return COLOR_PAIRS; }

/* tigetstr answers (char *)-1 for "not a string capability" and NULL for "absent": both mean no. */
static inline int burin_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value != NULL && value != (char *)-1) ? 1 : 0;
}

/* The capability's string, or NULL when the terminal has none. */
static inline const char *burin_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value != NULL && value != (char *)-1) ? value : NULL;
}

/* The string that sets the terminal's scroll region to rows 0..rows-1, or NULL where it has none.
   `tiparm` is variadic, which Swift cannot call; the result lives in ncurses' static buffer until the
   next call. */
static inline const char *burin_scroll_region_string(int rows) {
    const char *csr = burin_string_capability("csr");
    if (csr == NULL || rows < 1) return NULL;
    return tiparm(csr, 0, rows - 1);
}

#endif
