#include "burin_process.h"

#include <malloc.h>

int burin_limit_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}
