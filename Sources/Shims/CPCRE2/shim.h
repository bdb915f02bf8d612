#ifndef BURIN_CPCRE2_SHIM_H
#define BURIN_CPCRE2_SHIM_H
// PCRE2, for the query language's /regex/: JIT compiled, and with a match limit so a pattern such as
// (a+)+b cannot hang a worker. The 8-bit library: records are matched as UTF-8 bytes. Its names are
// macros over suffixed functions (pcre2_compile -> pcre2_compile_8), which Swift cannot import; the
// suffixed functions are called directly.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif
