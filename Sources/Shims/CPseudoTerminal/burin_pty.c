#define _GNU_SOURCE
#include "burin_pty.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <unistd.h>

const short burin_posix_spawn_setsid = POSIX_SPAWN_SETSID;

int burin_pty_open(char *path, size_t capacity) {
    int controller = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (controller < 0) {
        return -1;
    }
    int failure = 0;
    if (grantpt(controller) != 0 || unlockpt(controller) != 0) {
        failure = errno;
    } else {
        /* ptsname_r returns its error rather than setting errno. */
        failure = ptsname_r(controller, path, capacity);
    }
    if (failure != 0) {
        close(controller);
        errno = failure;
        return -1;
    }
    return controller;
}
