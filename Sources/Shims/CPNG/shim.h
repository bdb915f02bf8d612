#ifndef BURIN_CPNG_SHIM_H
#define BURIN_CPNG_SHIM_H
#include <png.h>
// Composite macros do not import into Swift.
static const unsigned int burin_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int burin_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int burin_png_format_rgba_colormap = PNG_FORMAT_RGBA_COLORMAP;
#endif
