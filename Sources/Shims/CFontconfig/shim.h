#ifndef BURIN_CFONTCONFIG_SHIM_H
#define BURIN_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
