#ifndef BURIN_CZLIB_SHIM_H
#define BURIN_CZLIB_SHIM_H
// zlib, for kitty's compressed transmissions (o=z). Everything Burin uses imports as it is.
#include <zlib.h>
#endif
