#ifndef BURIN_PROCESS_H
#define BURIN_PROCESS_H

/* malloc.h is not part of Swift's Glibc module, so its tuning call is reached through here. */

/* Caps glibc's malloc arenas at `count` (M_ARENA_MAX). Each arena reserves 64 MB of address space,
   and glibc makes up to eight per core as threads allocate: under an address-space limit
   (`prlimit --as`) a process with many workers ran out of address space with little memory in use.
   Returns 1 on success, 0 on failure. */
int burin_limit_malloc_arenas(int count);

/* Whether the Swift runtime saw SWIFT_BACKTRACE=interactive=no as it started, put there before any
   library initialised (burin_backtrace.c), and the environment entry it borrowed given back; 0 when
   nothing was put there (the variable was set already, or no entry could be borrowed). */
int burin_backtrace_was_set_before_start(void);

#endif
