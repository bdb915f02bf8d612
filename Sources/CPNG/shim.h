#ifndef BURIN_CPNG_SHIM_H
#define BURIN_CPNG_SHIM_H
#include <png.h>
#endif
