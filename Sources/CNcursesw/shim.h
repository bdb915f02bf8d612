#ifndef BURIN_CNCURSESW_SHIM_H
#define BURIN_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE; without one of these curses.h hides the wide API.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#endif
