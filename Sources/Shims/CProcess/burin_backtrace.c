#include "burin_process.h"

#include <string.h>

/* The Swift runtime reads SWIFT_BACKTRACE from the environment as libswiftCore initialises, before
   main. An executable's .preinit_array runs before any library's initialiser, but also before libc
   sets `environ` from the process's environment: a setenv there is overwritten, so burin executed
   itself again to set it (a whole second start). Here the environment array the kernel gave the
   process is changed in place instead: the entry of the shell's `_` variable (the program's path,
   set by bash and zsh for every command) is lent to SWIFT_BACKTRACE=interactive=no while the
   libraries initialise, and given back first thing in main. Without a `_` entry nothing changes
   and burin executes itself again as before. */

static char backtrace_entry[] = "SWIFT_BACKTRACE=interactive=no";
static char **borrowed_slot;
static char *borrowed_value;

static void burin_lend_backtrace_entry(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    if (envp == 0) return;
    char **underscore = 0;
    for (char **entry = envp; *entry; entry++) {
        if (strncmp(*entry, "SWIFT_BACKTRACE=", 16) == 0) return;
        if (strncmp(*entry, "_=", 2) == 0) underscore = entry;
    }
    if (underscore == 0) return;
    borrowed_slot = underscore;
    borrowed_value = *underscore;
    *underscore = backtrace_entry;
}

__attribute__((section(".preinit_array"), used)) static void (*const burin_preinit)(int, char **, char **) =
    burin_lend_backtrace_entry;

int burin_backtrace_was_set_before_start(void) {
    if (borrowed_slot == 0) return 0;
    *borrowed_slot = borrowed_value;
    borrowed_slot = 0;
    return 1;
}
