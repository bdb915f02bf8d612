#ifndef BURIN_CNCURSESW_SHIM_H
#define BURIN_CNCURSESW_SHIM_H
/* Burin reads the terminal's description from ncurses' terminfo database (setupterm, tigetstr,
   tigetnum, tigetflag, tiparm) and writes its frames itself. */
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Loads the terminfo entry for `term` (NULL: $TERM) as the current terminal; 1 when it exists.
   `fd` is the terminal's output (ncurses asks it for the window's size). Never exits. */
static inline int burin_load_terminal(const char *term, int fd) {
    int error = 0;
    return setupterm(term, fd, &error) == OK ? 1 : 0;
}

/* Frees the current terminal's description once its strings have been copied. */
static inline void burin_release_terminal(void) {
    TERMINAL *terminal = set_curterm(NULL);
    if (terminal != NULL) del_curterm(terminal);
}

/* The capability's string, or NULL when the terminal has none: tigetstr answers (char *)-1 for "not
   a string capability" and NULL for "absent". */
static inline const char *burin_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value != NULL && value != (char *)-1) ? value : NULL;
}

/* A numeric capability, or -1 when absent. */
static inline int burin_number_capability(const char *name) {
    int value = tigetnum(name);
    return value >= 0 ? value : -1;
}

/* A boolean capability: 1 when set. */
static inline int burin_flag_capability(const char *name) { return tigetflag(name) == 1 ? 1 : 0; }

/* `tiparm` is variadic, which Swift cannot call: one and two integer parameters. The result lives in
   ncurses' static buffer until the next call. */
static inline const char *burin_tiparm1(const char *format, int a) { return tiparm(format, a); }
static inline const char *burin_tiparm2(const char *format, int a, int b) { return tiparm(format, a, b); }

#endif
