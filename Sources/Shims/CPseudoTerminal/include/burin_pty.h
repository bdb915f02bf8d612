#ifndef BURIN_PTY_H
#define BURIN_PTY_H

#include <stddef.h>

/* The pseudo-terminal calls (posix_openpt, grantpt, unlockpt, ptsname_r) and posix_spawn's SETSID flag
   sit behind _XOPEN_SOURCE / _GNU_SOURCE, which Swift's Glibc module does not define, so they are
   reached through here. */

/* Opens a new pseudo-terminal: returns its controller (master) descriptor, close-on-exec and not the
   caller's controlling terminal, with the device path of its terminal side written to `path` (of
   `capacity` bytes); -1 with errno set on failure (nothing left open). */
int burin_pty_open(char *path, size_t capacity);

/* POSIX_SPAWN_SETSID: the child starts a new session, so the terminal it opens first becomes its
   controlling terminal. */
extern const short burin_posix_spawn_setsid;

#endif
