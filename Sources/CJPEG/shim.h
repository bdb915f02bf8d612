#ifndef BURIN_CJPEG_SHIM_H
#define BURIN_CJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
